#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace sangam::core {

// The time of day as the server's data sees it: what features stamp rows with and compare expiry
// against. They read it here, never from std::chrono::system_clock, so that a test moves time
// (tests/support/time_travel.hpp) instead of sleeping or editing rows. In production it is the
// system clock. (Timers — deadlines, retries, the network's timeouts — run on steady_clock and
// are not moved.)
std::chrono::system_clock::time_point now() noexcept;
// Tests only: from now on, now() is the system clock plus `offset` (zero: the system clock).
void set_clock_offset(std::chrono::system_clock::duration offset) noexcept;

// UTC time as ISO 8601 with milliseconds ("2026-11-21T23:40:00.123Z"): sortable as text, which is
// how timestamps are stored on both database engines.
std::string to_iso8601(std::chrono::system_clock::time_point t);
inline std::string now_iso8601() {
  return to_iso8601(now());
}

// The inverse of to_iso8601; nullopt for text not in that form.
std::optional<std::chrono::system_clock::time_point> from_iso8601(std::string_view text);

// India Standard Time is UTC+05:30 all year (no daylight saving).
inline constexpr auto k_india_offset = std::chrono::hours(5) + std::chrono::minutes(30);

// The start of the week holding `t`, Monday 00:00 IST, as UTC (weekly credits, allowances, goals,
// the digest).
std::chrono::system_clock::time_point india_week_start(std::chrono::system_clock::time_point t);

}  // namespace sangam::core
