#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/feature.hpp"

// Members who stay away: an approved member with no sign-in for SANGAM_INACTIVE_AFTER_DAYS drops
// out of other members' decks (the discover deck and the cofounder, mentor and investor cards)
// until their next sign-in. Nothing else changes for them: connections, messages, profile pages.
namespace sangam::features::profiles {

// At least a member session's absolute lifetime (30 days) and a day: a member who uses Sangam
// signs in at least that often, so nobody in a session is sent away.
inline constexpr setting k_inactive_after_days{
    .name = "SANGAM_INACTIVE_AFTER_DAYS", .fallback = 60, .min = 31, .max = 3650};

// Records a sign-in, in the caller's transaction; true when it brings the member back from away
// (the caller publishes topics::member_changed after the commit).
bool record_sign_in(db::tx& t, std::string_view member_id);

// Sends away every approved member whose last sign-in (or, never signed in, last change) is more
// than `days` ago; returns their ids, for topics::member_changed after the commit.
std::vector<std::string> send_away_inactive(db::tx& t, unsigned days);

}  // namespace sangam::features::profiles
