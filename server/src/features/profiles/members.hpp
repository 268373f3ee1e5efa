#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

namespace sangam::features::profiles {

// An approved member: the only kind that can be blocked or reported.
bool is_approved_member(soci::session& sql, std::string_view profile_id);
// An approved member listed for everyone (profile visibility public): the only kind that can be
// swiped.
bool is_listed_member(soci::session& sql, std::string_view profile_id);

// Where to write to an approved member: their address and first name (mail::inert_text: it goes
// into mail bodies); nullopt for anyone else.
struct mail_contact final {
  std::string email;
  std::string first_name;
};
std::optional<mail_contact> mail_contact_of(soci::session& sql, std::string_view profile_id);

// The member's full name ("" when there is no such member).
std::string name_of(soci::session& sql, std::string_view profile_id);

// "First Last", or whichever of the two is there.
std::string full_name(std::string_view first, std::string_view last);

}  // namespace sangam::features::profiles
