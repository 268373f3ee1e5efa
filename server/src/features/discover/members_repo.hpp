#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "features/discover/member_index.hpp"

namespace sangam::features::discover {

// Fills the index with every approved member; returns the newest updated_at seen, the
// watermark for load_changed_members.
std::string load_members(db::pool& db, member_index& index);

// Applies profiles changed after `since` (by any instance); returns the new watermark.
std::string load_changed_members(db::pool& db, member_index& index, const std::string& since);

// Re-reads one profile after this instance changed it (approved, edited, hidden).
void reload_member(db::pool& db, member_index& index, std::string_view profile_id);

// What a card or a list shows of each member, in the order of `ids` (unknown ids left out):
// id, name, title, company, industry, location, memberRole, photoUrl, and with `full` also bio,
// skills, interests, goals, experience, fundingStage, teamSize, mentor and investor.
std::vector<nlohmann::json> member_cards(soci::session& sql, std::span<const std::string> ids,
                                         bool full);

}  // namespace sangam::features::discover
