#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// A member's profile as signing in needs it (features/auth: the sign-in steps, GET /api/me, the
// invitation to set a first password, the role picker), without naming the profiles table.
namespace sangam::features::profiles {

// Who signs in with an e-mail address: an approved member, with or without a password yet.
struct sign_in_account final {
  std::string id;
  std::string password_hash;  // empty unless password_set
  bool password_set = false;
  bool has_photo = false;
};
std::optional<sign_in_account> approved_by_email(soci::session& sql, std::string_view email);

// A member as they see themselves, whatever their status.
struct member_identity final {
  std::string id;
  std::string email;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> member_role;  // the kind they act as: Founder, Mentor, Investor
  std::string password_hash;               // empty when none is set
  std::optional<std::string> photo_etag;
};
std::optional<member_identity> identity_of(soci::session& sql, std::string_view member_id);

// An approved member who has not set a password yet: whom a link to set one may go to.
struct invitee final {
  std::string id;
  std::string email;
  std::optional<std::string> first_name;
};
std::optional<invitee> invitee_by_id(db::tx& t, std::string_view member_id);
std::optional<invitee> invitee_by_email(db::tx& t, std::string_view email);

// Sets an invitee's first password (auth::hash_password), in the caller's transaction; a member
// who has one already keeps it.
void set_first_password(db::tx& t, std::string_view member_id, const std::string& password_hash);

// The kind an administrator approved the member as (Mentor, Investor), if any.
std::optional<std::string> approved_kind(db::tx& t, std::string_view member_id);
// Sets the kind the member acts as, in the caller's transaction.
void set_member_role(db::tx& t, std::string_view member_id, std::string_view role);

}  // namespace sangam::features::profiles
