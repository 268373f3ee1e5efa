#pragma once

#include <soci/session.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sangam::features::profiles {

// A member and the time zone of their Settings (IST when they never chose one).
struct member_zone final {
  std::string id;
  std::string timezone;
};

// Approved members who are neither paused nor away, in id order after `after` ("" for the
// first), at most `limit`: what a sweep of every active member reads a page at a time.
std::vector<member_zone> active_members_after(soci::session& sql, std::string_view after,
                                              std::size_t limit);

// The time zone of the member's Settings (IST when they never chose one).
std::string timezone_of(soci::session& sql, std::string_view member_id);

}  // namespace sangam::features::profiles
