#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// A suspended or banned member is held (features/moderation): until the hold ends or is lifted,
// they are gone from every deck, list and card — the listing queries, the member index
// (each_approved_listing, listing_of) and can_see_profile / visible_to leave them out — as if
// they had left. Their profile, connections and messages stay as they were.
namespace sangam::features::profiles {

// A ban holds until then.
inline constexpr std::string_view k_held_for_good = "9999-12-31T23:59:59.999Z";

// Holds the member until `until` (ISO 8601), in the caller's transaction. The caller publishes
// topics::member_changed after the commit.
void hold_member(db::tx& t, std::string_view member_id, std::string_view until);
// Lifts the hold; false when the member was not held.
bool release_member(db::tx& t, std::string_view member_id);
// Until when the member is held, if they are (a hold past its end counts until released).
std::optional<std::string> held_until(soci::session& sql, std::string_view member_id);
// Releases every hold that ended by `now`; the members released.
std::vector<std::string> release_ended_holds(db::tx& t, std::string_view now);

}  // namespace sangam::features::profiles
