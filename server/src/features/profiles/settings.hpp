#pragma once

#include <soci/session.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>

#include "db/tx.hpp"

namespace sangam::features::profiles {

// SPEC section 3 settings: privacy, preferences and the phone number (the notifications part is
// the notifications feature's own, features/notifications). No stored row: these defaults.
struct member_settings final {
  std::string profile_visibility = "public";  // public, connections or private
  bool show_online_status = true;
  bool show_last_seen = true;
  bool allow_messages = true;
  std::string theme = "dark";  // dark, light or auto
  std::string language = "en";
  std::string timezone = "IST";
  std::string date_format = "DD/MM/YYYY";
  std::optional<std::string> phone;  // E.164
};

member_settings settings_of(soci::session& sql, std::string_view member_id);

// Stores the settings and makes the profile listed in decks and card screens only when it is
// public (profiles.visible), in the caller's transaction. The caller publishes
// topics::member_changed after the commit.
void save_settings(db::tx& t, std::string_view member_id, const member_settings& s);

// Whether the member takes new messages from others (privacy.allowMessages). The tx form keeps
// its statement prepared, for the send path.
bool accepts_messages(db::tx& t, std::string_view member_id);

// Whether the member lets others see them online / when they were last seen.
struct presence_privacy final {
  bool show_online = true;
  bool show_last_seen = true;
};
presence_privacy presence_privacy_of(soci::session& sql, std::string_view member_id);

// Whether `viewer` may see `owner`'s profile: the owner always; nobody across a block or when
// the owner is not an approved member; otherwise by the owner's profileVisibility — public:
// every member, connections: their connections, private: nobody else.
bool can_see_profile(soci::session& sql, std::string_view viewer, std::string_view owner);
// Of `ids`, the members `viewer` may see by the same rule, in at most three statements however
// many there are (the side panels ask for dozens on every page).
std::unordered_set<std::string> visible_to(soci::session& sql, std::string_view viewer,
                                           std::span<const std::string> ids);

// A phone number in E.164 ("+919876543210"), read as Indian unless it starts with + (so
// "98765 43210" and "098765 43210" are +91); nullopt when it is not a valid number.
std::optional<std::string> e164_phone(std::string_view input);

}  // namespace sangam::features::profiles
