#include "features/profiles/photo.hpp"
#include "support/exif.hpp"

#include <glib-object.h>
#include <gtest/gtest.h>
#include <vips/vips.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <random>

#include "core/error.hpp"

namespace sangam::features::profiles {
namespace {

struct unref final {
  void operator()(void* object) const { g_object_unref(object); }
};
using image = std::unique_ptr<VipsImage, unref>;

// Runs one libvips operation `op(&out, ...)` and takes ownership of its output.
template <typename Operation>
image must(Operation op) {
  VipsImage* out = nullptr;
  const int status = op(&out);
  image owned(out);
  if (status != 0) {
    ADD_FAILURE() << vips_error_buffer();
    vips_error_clear();
    throw std::runtime_error("libvips failed in a test helper");
  }
  return owned;
}

void ensure_vips() {
  static const int status = VIPS_INIT("sangam-tests");
  ASSERT_EQ(status, 0);
}

// A w×h sRGB picture (a mid-grey field with a coloured block) with `bands` 3 or 4; with 4 the
// alpha band is fully transparent.
image picture(int w, int h, int bands = 3) {
  ensure_vips();
  image black =
      must([&](VipsImage** out) { return vips_black(out, w, h, "bands", bands, nullptr); });
  double scale[] = {1, 1, 1, 1};
  double offset[] = {128, 64, 200, 0};
  image filled = must([&](VipsImage** out) {
    return vips_linear(black.get(), out, scale, offset, bands, "uchar", TRUE, nullptr);
  });
  double red[] = {255, 0, 0, 0};
  if (vips_draw_rect(filled.get(), red, bands, 0, 0, w / 4, h / 4, "fill", TRUE, nullptr) != 0) {
    ADD_FAILURE() << vips_error_buffer();
  }
  return must([&](VipsImage** out) {
    return vips_copy(filled.get(), out, "interpretation", VIPS_INTERPRETATION_sRGB, nullptr);
  });
}

std::string encode(const image& in, const char* suffix) {
  void* buffer = nullptr;
  std::size_t length = 0;
  if (vips_image_write_to_buffer(in.get(), suffix, &buffer, &length, nullptr) != 0) {
    ADD_FAILURE() << vips_error_buffer();
    vips_error_clear();
    return {};
  }
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return bytes;
}

image decode(std::string_view bytes) {
  ensure_vips();
  return image(vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr));
}

bool has_field(const image& in, const char* name) {
  return vips_image_get_typeof(in.get(), name) != 0;
}

std::optional<int> status_of(std::string_view upload) {
  try {
    normalize_photo(upload);
  } catch (const core::api_error& e) {
    if (e.status() == 415) {
      EXPECT_EQ(e.code(), "unsupported_image");
      EXPECT_STREQ(e.what(), "Please select a JPG, PNG, or GIF file");
    }
    return e.status();
  }
  return std::nullopt;
}

using sangam::testing::exif_segment;
using sangam::testing::with_segment;

// --- the tests --------------------------------------------------------------------------------

TEST(photo, a_large_jpeg_is_shrunk_to_512_on_its_longest_side) {
  const auto photo = normalize_photo(encode(picture(2000, 1000), ".jpg"));
  EXPECT_EQ(photo.content_type, "image/jpeg");
  EXPECT_EQ(photo.width, 512);
  EXPECT_EQ(photo.height, 256);
  ASSERT_GE(photo.bytes.size(), 3u);
  EXPECT_EQ(photo.bytes.substr(0, 3), "\xff\xd8\xff");
  const auto back = decode(photo.bytes);
  ASSERT_TRUE(back);
  EXPECT_EQ(vips_image_get_width(back.get()), 512);
  EXPECT_EQ(vips_image_get_height(back.get()), 256);
}

TEST(photo, a_small_image_is_never_enlarged) {
  const auto photo = normalize_photo(encode(picture(300, 200), ".png"));
  EXPECT_EQ(photo.width, 300);
  EXPECT_EQ(photo.height, 200);
  EXPECT_EQ(photo.content_type, "image/jpeg");
}

TEST(photo, a_transparent_png_comes_back_as_a_jpeg_on_white) {
  const auto photo = normalize_photo(encode(picture(600, 600, 4), ".png"));
  EXPECT_EQ(photo.width, 512);
  EXPECT_EQ(photo.height, 512);
  const auto back = decode(photo.bytes);
  ASSERT_TRUE(back);
  EXPECT_EQ(vips_image_get_bands(back.get()), 3);
  double* pixel = nullptr;
  int n = 0;
  ASSERT_EQ(vips_getpoint(back.get(), &pixel, &n, 400, 400, nullptr), 0);
  ASSERT_EQ(n, 3);
  for (int i = 0; i < n; ++i) EXPECT_GE(pixel[i], 250.0);
  g_free(pixel);
}

TEST(photo, a_gif_is_accepted_and_returned_as_jpeg) {
  const auto gif = encode(picture(120, 80), ".gif");
  ASSERT_EQ(gif.substr(0, 3), "GIF");
  const auto photo = normalize_photo(gif);
  EXPECT_EQ(photo.content_type, "image/jpeg");
  EXPECT_EQ(photo.width, 120);
  EXPECT_EQ(photo.height, 80);
}

TEST(photo, anything_but_jpeg_png_or_gif_is_refused_with_415) {
  EXPECT_EQ(status_of("this is a text file named photo.jpg\n"), 415);
  EXPECT_EQ(status_of(""), 415);
  std::mt19937 random(7);
  std::string noise(4096, '\0');
  for (auto& c : noise) c = static_cast<char>(random());
  EXPECT_EQ(status_of(noise), 415);
  EXPECT_EQ(status_of(encode(picture(64, 64), ".webp")), 415);
}

TEST(photo, a_truncated_jpeg_is_refused_with_415) {
  const auto jpeg = encode(picture(800, 600), ".jpg");
  EXPECT_EQ(status_of(jpeg.substr(0, jpeg.size() / 2)), 415);
}

TEST(photo, an_image_claiming_a_huge_canvas_is_refused_before_decoding) {
  auto jpeg = encode(picture(64, 64), ".jpg");
  const auto sof = jpeg.find("\xff\xc0");
  ASSERT_NE(sof, std::string::npos);
  // SOF0: marker, length (2), precision (1), height (2), width (2). Claim 10000 × 5000.
  jpeg[sof + 5] = static_cast<char>(5000 >> 8);
  jpeg[sof + 6] = static_cast<char>(5000 & 0xff);
  jpeg[sof + 7] = static_cast<char>(10000 >> 8);
  jpeg[sof + 8] = static_cast<char>(10000 & 0xff);
  EXPECT_EQ(status_of(jpeg), 413);
}

TEST(photo, exif_with_a_gps_position_is_removed) {
  const auto plain = encode(picture(640, 480), ".jpg[strip]");
  const auto upload = with_segment(plain, exif_segment(std::nullopt, true));
  const auto input = decode(upload);
  ASSERT_TRUE(input);
  ASSERT_TRUE(has_field(input, "exif-data"));
  EXPECT_TRUE(has_field(input, "exif-ifd3-GPSLatitudeRef"));

  const auto photo = normalize_photo(upload);
  EXPECT_EQ(photo.bytes.find("Exif"), std::string::npos);
  EXPECT_EQ(photo.bytes.find("\xff\xe1"), std::string::npos);  // no APP1 (EXIF or XMP) at all
  const auto back = decode(photo.bytes);
  ASSERT_TRUE(back);
  EXPECT_FALSE(has_field(back, "exif-data"));
  EXPECT_FALSE(has_field(back, "xmp-data"));
  EXPECT_FALSE(has_field(back, "icc-profile-data"));
}

TEST(photo, exif_orientation_is_applied_before_it_is_dropped) {
  const auto plain = encode(picture(400, 200), ".jpg[strip]");
  // 6: the camera was turned; the picture is shown rotated 90° clockwise.
  const auto photo = normalize_photo(with_segment(plain, exif_segment(6, false)));
  EXPECT_EQ(photo.width, 200);
  EXPECT_EQ(photo.height, 400);
}

}  // namespace
}  // namespace sangam::features::profiles
