#pragma once

#include <soci/session.h>

#include <string>
#include <vector>

#include "features/highlights/trending.hpp"

namespace sangam::features::highlights {

inline constexpr std::size_t k_recent_shown = 5;
inline constexpr std::size_t k_trending_shown = 3;

// Something that happened to the member: a view of their profile, a connection, a message.
struct happening final {
  const char* kind;  // view, connection, reply
  std::string member;
  std::string at;
};

// What the member's side panels show, newest and most active first: only members whose profile
// the member may open (approved, not hidden from them, no block either way), never the member.
struct panels final {
  std::vector<happening> activity;      // at most k_recent_shown
  std::vector<active_member> trending;  // at most k_trending_shown, from `ranked`
  // Every member either panel names, once, in order.
  std::vector<std::string> members() const;
};
panels panels_for(soci::session& sql, const std::string& me,
                  const std::vector<active_member>& ranked);

}  // namespace sangam::features::highlights
