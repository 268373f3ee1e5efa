#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace sangam::core {

// UTC time as ISO 8601 with milliseconds ("2026-11-21T23:40:00.123Z"): sortable as text, which is
// how timestamps are stored on both database engines.
std::string to_iso8601(std::chrono::system_clock::time_point t);
inline std::string now_iso8601() {
  return to_iso8601(std::chrono::system_clock::now());
}

// The inverse of to_iso8601; nullopt for text not in that form.
std::optional<std::chrono::system_clock::time_point> from_iso8601(std::string_view text);

}  // namespace sangam::core
