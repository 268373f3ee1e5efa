// A photo upload's body (PUT /api/me/photo sends the image itself, not a multipart form) through
// normalize_photo: libvips picks a loader from the first bytes (JPEG, PNG or GIF only), the
// header is checked against the pixel limit before any pixel is decoded, then the image is
// shrunk, flattened and re-encoded. Whatever the input, the only exception is core::api_error
// (413 or 415), and an accepted photo is a JPEG of at most 512 px a side.
//
// libvips and its codecs are Debian's, not instrumented: ASan sees only memory errors that reach
// Sangam's code, and coverage guides through Sangam's code alone (docs/fuzzing.md).

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "check.hpp"
#include "core/error.hpp"
#include "features/profiles/photo.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  // One thread: a run is repeatable, and a crash is in this thread's stack.
  setenv("VIPS_CONCURRENCY", "1", 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace profiles = sangam::features::profiles;
  const std::string_view upload(reinterpret_cast<const char*>(data), size);
  try {
    const auto photo = profiles::normalize_photo(upload);
    FUZZ_CHECK(photo.content_type == "image/jpeg");
    FUZZ_CHECK(photo.bytes.size() > 2 && photo.bytes[0] == '\xFF' && photo.bytes[1] == '\xD8');
    FUZZ_CHECK(photo.width > 0 && photo.width <= profiles::k_photo_max_side);
    FUZZ_CHECK(photo.height > 0 && photo.height <= profiles::k_photo_max_side);
  } catch (const sangam::core::api_error& e) {
    FUZZ_CHECK(e.status() == 413 || e.status() == 415);
  }
  return 0;
}
