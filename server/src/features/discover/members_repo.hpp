#pragma once

#include <soci/row.h>
#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "features/discover/member_index.hpp"

namespace sangam::features::discover {

// Fills the index with every approved member.
void load_members(db::pool& db, member_index& index);

// Applies profiles whose updated_at is `since` or later (changed by any instance).
void load_changed_members(db::pool& db, member_index& index, const std::string& since);

// Re-reads one profile after this instance changed it (approved, edited, hidden).
void reload_member(db::pool& db, member_index& index, std::string_view profile_id);

// The columns member_summary reads, first in a SELECT over `profiles p LEFT JOIN profile_photos
// ph ON ph.profile_id = p.id`.
inline constexpr std::string_view k_member_summary_columns =
    "p.id, p.first_name, p.last_name, p.title, p.role, p.company, p.industry, p.city,"
    " p.member_role, ph.etag";
inline constexpr std::size_t k_member_summary_column_count = 10;

// What a list shows of a member (MemberSummary), from a row that starts with those columns.
nlohmann::json member_summary(const soci::row& r);

// What a card or a list shows of each member, in the order of `ids` (unknown ids left out):
// id, name, title, company, industry, location, memberRole, photoUrl, and with `full` also bio,
// skills, interests, goals, experience, fundingStage, teamSize, mentor and investor.
std::vector<nlohmann::json> member_cards(soci::session& sql, std::span<const std::string> ids,
                                         bool full);

}  // namespace sangam::features::discover
