#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sangam::features::profiles {

inline constexpr int k_photo_max_side = 512;
inline constexpr std::size_t k_photo_upload_max = 10 * 1024 * 1024;  // SPEC: "at most 10 MB"
// Larger images are refused before they are decoded (a small file can claim a huge canvas).
inline constexpr std::size_t k_photo_max_pixels = 40'000'000;

struct normalized_photo final {
  std::string bytes;
  std::string content_type;
  int width = 0;
  int height = 0;
};

// Turns an uploaded JPEG, PNG or GIF (judged by its content, not its name or declared type) into
// the stored form: upright by its EXIF orientation, at most 512 px on the longest side, alpha
// flattened onto white, sRGB, every piece of metadata (EXIF with GPS, XMP, ICC, comments) dropped,
// re-encoded as JPEG. Throws api_error 415 for anything else or an image that does not decode, and
// 413 for an image over k_photo_max_pixels.
normalized_photo normalize_photo(std::string_view upload);

}  // namespace sangam::features::profiles
