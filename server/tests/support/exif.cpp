// A hand-made EXIF block (little-endian TIFF) for the photo tests.
#include "support/exif.hpp"

#include <glib-object.h>
#include <vips/vips.h>

#include <stdexcept>

namespace sangam::testing {

namespace {

void put16(std::string& out, std::uint16_t v) {
  out.push_back(static_cast<char>(v & 0xff));
  out.push_back(static_cast<char>(v >> 8));
}
void put32(std::string& out, std::uint32_t v) {
  put16(out, static_cast<std::uint16_t>(v & 0xffff));
  put16(out, static_cast<std::uint16_t>(v >> 16));
}
void entry(std::string& out, std::uint16_t tag, std::uint16_t type, std::uint32_t count,
           std::uint32_t value) {
  put16(out, tag);
  put16(out, type);
  put32(out, count);
  put32(out, value);
}

constexpr std::uint16_t k_byte = 1, k_ascii = 2, k_short = 3, k_long = 4, k_rational = 5;

}  // namespace

std::string exif_segment(std::optional<std::uint16_t> orientation, bool gps) {
  const std::uint32_t ifd0_entries = (orientation ? 1 : 0) + (gps ? 1 : 0);
  const std::uint32_t gps_ifd = 8 + 2 + 12 * ifd0_entries + 4;
  const std::uint32_t gps_data = gps_ifd + 2 + 12 * 5 + 4;

  std::string tiff = "II";
  put16(tiff, 42);
  put32(tiff, 8);
  put16(tiff, static_cast<std::uint16_t>(ifd0_entries));
  if (orientation) entry(tiff, 0x0112, k_short, 1, *orientation);
  if (gps) entry(tiff, 0x8825, k_long, 1, gps_ifd);
  put32(tiff, 0);
  if (gps) {
    put16(tiff, 5);
    entry(tiff, 0x0000, k_byte, 4, 0x00000202);         // GPSVersionID 2.2.0.0
    entry(tiff, 0x0001, k_ascii, 2, 'N');               // GPSLatitudeRef "N"
    entry(tiff, 0x0002, k_rational, 3, gps_data);       // GPSLatitude
    entry(tiff, 0x0003, k_ascii, 2, 'E');               // GPSLongitudeRef "E"
    entry(tiff, 0x0004, k_rational, 3, gps_data + 24);  // GPSLongitude
    put32(tiff, 0);
    for (std::uint32_t v : {12u, 58u, 0u, 77u, 35u, 0u}) {
      put32(tiff, v);
      put32(tiff, 1);
    }
  }
  const std::string payload = std::string("Exif\0\0", 6) + tiff;
  const auto length = static_cast<std::uint16_t>(payload.size() + 2);
  std::string segment = "\xff\xe1";
  segment.push_back(static_cast<char>(length >> 8));
  segment.push_back(static_cast<char>(length & 0xff));
  return segment + payload;
}

std::string with_segment(const std::string& jpeg, const std::string& segment) {
  return jpeg.substr(0, 2) + segment + jpeg.substr(2);
}

std::string sample_jpeg(int width, int height) {
  if (VIPS_INIT("sangam-tests") != 0) throw std::runtime_error("libvips did not start");
  VipsImage* image = nullptr;
  if (vips_black(&image, width, height, "bands", 3, nullptr) != 0) {
    throw std::runtime_error("vips_black failed");
  }
  void* buffer = nullptr;
  std::size_t length = 0;
  const int rc = vips_image_write_to_buffer(image, ".jpg", &buffer, &length, nullptr);
  g_object_unref(image);
  if (rc != 0) throw std::runtime_error("JPEG encoding failed");
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return bytes;
}

}  // namespace sangam::testing
