#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sangam::testing {

// An APP1 "Exif" segment: IFD0 with an optional Orientation and, optionally, a GPS IFD placing the
// photo at 12°58'N 77°35'E (Bengaluru).
std::string exif_segment(std::optional<std::uint16_t> orientation, bool gps);

// A plain w×h JPEG made with libvips.
std::string sample_jpeg(int width, int height);

// The JPEG with the segment inserted right after its SOI marker.
std::string with_segment(const std::string& jpeg, const std::string& segment);

}  // namespace sangam::testing
