#include "core/clock.hpp"

#include <fmt/format.h>

#include <atomic>
#include <cstdio>
#include <ctime>

namespace sangam::core {
namespace {

std::atomic<std::chrono::system_clock::rep> g_offset{0};

}  // namespace

std::chrono::system_clock::time_point now() noexcept {
  return std::chrono::system_clock::now() +
         std::chrono::system_clock::duration(g_offset.load(std::memory_order_relaxed));
}

void set_clock_offset(std::chrono::system_clock::duration offset) noexcept {
  g_offset.store(offset.count(), std::memory_order_relaxed);
}

std::string to_iso8601(std::chrono::system_clock::time_point t) {
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch());
  const std::time_t secs = static_cast<std::time_t>(ms.count() / 1000);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  return fmt::format("{:04d}-{:02d}-{:02d}T{:02d}:{:02d}:{:02d}.{:03d}Z", tm.tm_year + 1900,
                     tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                     static_cast<int>(ms.count() % 1000));
}

std::optional<std::chrono::system_clock::time_point> from_iso8601(std::string_view text) {
  const std::string copy(text);
  std::tm tm{};
  int millis = 0;
  char zone = 0;
  if (std::sscanf(copy.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3d%c", &tm.tm_year, &tm.tm_mon,
                  &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &millis, &zone) != 8 ||
      zone != 'Z') {
    return std::nullopt;
  }
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  return std::chrono::system_clock::from_time_t(timegm(&tm)) + std::chrono::milliseconds(millis);
}

std::chrono::system_clock::time_point india_week_start(std::chrono::system_clock::time_point t) {
  using std::chrono::days;
  const auto local_day = std::chrono::floor<days>(t + k_india_offset);
  // 1970-01-01 was a Thursday: three days after a Monday.
  const auto since_monday = (local_day.time_since_epoch().count() % 7 + 7 + 3) % 7;
  return std::chrono::system_clock::time_point(local_day - days(since_monday)) - k_india_offset;
}

}  // namespace sangam::core
