#include "features/profiles/photo.hpp"

#include <glib-object.h>
#include <spdlog/spdlog.h>
#include <vips/vips.h>

#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/error.hpp"

namespace sangam::features::profiles {
namespace {

constexpr int k_jpeg_quality = 85;

using loader_fn = int (*)(void* buf, std::size_t len, VipsImage** out, ...);

struct unref final {
  void operator()(void* object) const { g_object_unref(object); }
};
using image = std::unique_ptr<VipsImage, unref>;

core::api_error unsupported() {
  return {415, "unsupported_image", "Please select a JPG, PNG, or GIF file"};
}

// libvips warns on stderr about every broken upload; those are the client's problem, not news.
void log_vips_message(const gchar* /*domain*/, GLogLevelFlags /*level*/, const gchar* text,
                      gpointer /*user*/) {
  spdlog::debug("libvips: {}", text);
}

void init_vips_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (VIPS_INIT("sangam") != 0) throw std::runtime_error("libvips could not be initialised");
    g_log_set_handler("VIPS",
                      static_cast<GLogLevelFlags>(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE),
                      &log_vips_message, nullptr);
    // Uploads are different every time: caching operations on them only holds memory.
    vips_cache_set_max(0);
    // Only the well-fuzzed loaders below are ever reached, but keep the rest switched off too.
    vips_block_untrusted_set(TRUE);
  });
}

// The loader libvips picks from the first bytes, if it is one we accept.
loader_fn accepted_loader(std::string_view upload) {
  const char* name = vips_foreign_find_load_buffer(upload.data(), upload.size());
  if (!name) {
    vips_error_clear();
    return nullptr;
  }
  const std::string_view nickname = vips_nickname_find(g_type_from_name(name));
  if (nickname == "jpegload_buffer") return &vips_jpegload_buffer;
  if (nickname == "pngload_buffer") return &vips_pngload_buffer;
  if (nickname == "gifload_buffer") return &vips_gifload_buffer;
  return nullptr;
}

// Any libvips failure here means an upload that does not decode: the client's problem.
[[noreturn]] void reject_undecodable() {
  spdlog::debug("photo rejected: {}", vips_error_buffer());
  vips_error_clear();
  throw unsupported();
}

// Runs one libvips operation `op(&out, ...)` and takes ownership of its output.
template <typename Operation>
image run(Operation op) {
  VipsImage* out = nullptr;
  const int status = op(&out);
  image owned(out);
  if (status != 0) reject_undecodable();
  return owned;
}

// Reads only the header, so that a decompression bomb is refused before any pixel is decoded.
void check_dimensions(loader_fn load, std::string_view upload) {
  const auto header = run([&](VipsImage** out) {
    return load(const_cast<char*>(upload.data()), upload.size(), out, "access",
                VIPS_ACCESS_SEQUENTIAL, nullptr);
  });
  const auto pixels = static_cast<std::size_t>(vips_image_get_width(header.get())) *
                      static_cast<std::size_t>(vips_image_get_height(header.get()));
  if (pixels > k_photo_max_pixels) {
    throw core::api_error(413, "image_too_large",
                          "Please select an image of at most 40 megapixels");
  }
}

image shrink(std::string_view upload) {
  // Shrink-on-load where the format allows it, EXIF orientation applied, first GIF frame, any
  // embedded colour profile converted to sRGB, and a truncated file is an error.
  return run([&](VipsImage** out) {
    return vips_thumbnail_buffer(const_cast<char*>(upload.data()), upload.size(), out,
                                 k_photo_max_side, "height", k_photo_max_side, "size",
                                 VIPS_SIZE_DOWN, "export_profile", "srgb", "option_string",
                                 "fail_on=truncated", nullptr);
  });
}

image to_opaque_srgb(const image& in) {
  image srgb = run([&](VipsImage** out) {
    return vips_colourspace(in.get(), out, VIPS_INTERPRETATION_sRGB, nullptr);
  });
  if (vips_image_hasalpha(srgb.get())) {
    srgb = run([&](VipsImage** out) {
      VipsArrayDouble* white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
      const int status = vips_flatten(srgb.get(), out, "background", white, nullptr);
      vips_area_unref(VIPS_AREA(white));
      return status;
    });
  }
  if (vips_image_get_format(srgb.get()) != VIPS_FORMAT_UCHAR) {
    srgb = run([&](VipsImage** out) { return vips_cast_uchar(srgb.get(), out, nullptr); });
  }
  return srgb;
}

std::string encode_jpeg(VipsImage* in) {
  void* buffer = nullptr;
  std::size_t length = 0;
  // strip: no EXIF (and so no GPS position), XMP, IPTC, ICC or comment leaves the server.
  const int status = vips_jpegsave_buffer(in, &buffer, &length, "Q", k_jpeg_quality, "strip", TRUE,
                                          "optimize_coding", TRUE, nullptr);
  if (status != 0) {
    g_free(buffer);
    reject_undecodable();
  }
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return bytes;
}

}  // namespace

normalized_photo normalize_photo(std::string_view upload) {
  init_vips_once();
  const loader_fn load = accepted_loader(upload);
  if (!load) throw unsupported();
  check_dimensions(load, upload);
  const image photo = to_opaque_srgb(shrink(upload));
  normalized_photo result;
  result.bytes = encode_jpeg(photo.get());
  result.content_type = "image/jpeg";
  result.width = vips_image_get_width(photo.get());
  result.height = vips_image_get_height(photo.get());
  return result;
}

}  // namespace sangam::features::profiles
