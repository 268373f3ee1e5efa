#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/tx.hpp"
#include "features/profiles/profile_fields.hpp"

namespace sangam::features::profiles {

// A member's profile as stored: what /profile edits, and what only the server sets.
struct stored_profile final {
  std::string id;
  std::string email;
  std::string status;
  profile_fields fields;
  std::optional<std::string> member_role;
  std::optional<std::string> photo_etag;
  bool verified = false;  // all six verification steps completed: the badge
};

std::optional<stored_profile> load_profile(soci::session& sql, std::string_view id);

// Marks the member fully verified or not (the verification feature decides); true when that
// changed. The profile's updated_at moves, so every instance's deck follows.
bool set_verified(db::tx& t, std::string_view id, bool verified);

// The profile's completeness in percent (0 for no such member): the founder score's input.
int completeness_of(soci::session& sql, std::string_view id);

// Writes the editable fields (and updated_at, which other instances' member indexes follow).
void save_profile(db::tx& t, std::string_view id, const profile_fields& fields);

// Views of the member's profile by others.
long long profile_view_count(soci::session& sql, std::string_view id);
// When each view happened, from `from` to before `to` (ISO 8601), in order.
std::vector<std::string> profile_view_times(soci::session& sql, std::string_view id,
                                            const std::string& from, const std::string& to);

// Who viewed the member's profile lately, each once with their latest view (viewer, when),
// newest first.
std::vector<std::pair<std::string, std::string>> recent_viewers(soci::session& sql,
                                                                std::string_view id, int limit);
// Members whose profile was viewed since `from` (ISO 8601), with how many members viewed it.
std::vector<std::pair<std::string, long long>> viewer_counts_since(soci::session& sql,
                                                                   const std::string& from);

// Records that `viewer` opened `viewed`'s profile, unless the same viewer did within the hour
// (a reload is not another view); true when recorded.
bool record_profile_view(db::tx& t, std::string_view viewer, std::string_view viewed);

}  // namespace sangam::features::profiles
