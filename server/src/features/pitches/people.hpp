#pragma once

#include <soci/session.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "features/discover/member_summary.hpp"
#include "features/moderation/blocks.hpp"
#include "features/profiles/directory.hpp"

namespace sangam::features::pitches {

// What a list shows of a member (MemberSummary), from their profile.
discover::member_summary summary_of(const profiles::member_profile& p);

// Of `items` (a list for `viewer`), each from the member `from[i]`: those whose member still has a
// profile and has no block with the viewer either way, in order, each given the profile by
// `attach(item, profile)`. Two statements, whatever the number of items.
template <typename Item, typename Attach>
std::vector<Item> from_members(soci::session& sql, std::string_view viewer,
                               const std::vector<std::string>& from, std::vector<Item> items,
                               Attach attach) {
  const auto blocked = moderation::blocked_either_way(sql, viewer);
  const auto profiles = profiles::profiles_by_id(sql, from);
  std::vector<Item> kept;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto member = profiles.find(from[i]);
    if (member == profiles.end() || std::ranges::find(blocked, from[i]) != blocked.end()) continue;
    attach(items[i], member->second);
    kept.push_back(std::move(items[i]));
  }
  return kept;
}

}  // namespace sangam::features::pitches
