#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sangam::features::analytics {

using clock_time = std::chrono::system_clock::time_point;

// The ranges of /analytics: 7d, 30d, 90d (days ending now), each compared with the same length
// just before it.
std::optional<int> range_days(std::string_view range);

// The change from `previous` to `current` in percent, rounded; nullopt when there was nothing
// before (no percentage of zero).
std::optional<int> percent_change(double current, double previous);

// How many of `times` (ISO 8601, in order) fall on each of the `days` IST days ending with the
// one holding `now`, oldest first.
std::vector<long long> per_day(const std::vector<std::string>& times, clock_time now, int days);

// The member's analytics for the range ending now (docs/analytics.md), as the API's JSON.
nlohmann::json member_report(soci::session& sql, std::string_view member, int days, clock_time now);

}  // namespace sangam::features::analytics
