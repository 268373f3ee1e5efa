#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/member_summary.hpp"

namespace sangam::features::discover {

// Fills the index with every approved member.
void load_members(db::pool& db, member_index& index);

// Applies profiles whose updated_at is `since` or later (changed by any instance).
void load_changed_members(db::pool& db, member_index& index, const std::string& since);

// Re-reads one profile after this instance changed it (approved, edited, hidden).
void reload_member(db::pool& db, member_index& index, std::string_view profile_id);

// What a card or a list shows of each member, in the order of `ids` (unknown ids left out):
// id, name, title, company, industry, location, memberRole, photoUrl, and with `full` also bio,
// skills, interests, goals, experience, fundingStage, teamSize, mentor and investor.
std::vector<nlohmann::json> member_cards(soci::session& sql, std::span<const std::string> ids,
                                         bool full);

}  // namespace sangam::features::discover
