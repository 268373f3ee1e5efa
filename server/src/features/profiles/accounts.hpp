#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// A member's account as other features need it to act on it (password reset, say), without
// naming the profiles table.
namespace sangam::features::profiles {

// An approved member who has set a password.
struct member_account final {
  std::string id;
  std::string email;
  std::string first_name;  // may be empty
};
std::optional<member_account> account_by_email(soci::session& sql, std::string_view email);
std::optional<member_account> account_by_id(soci::session& sql, std::string_view member_id);

// Stores a new password hash (auth::hash_password) for the member, in the caller's transaction.
void set_password_hash(db::tx& t, std::string_view member_id, const std::string& password_hash);

}  // namespace sangam::features::profiles
