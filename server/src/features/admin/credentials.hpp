#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"
#include "features/admin/accounts.hpp"

// What other features may do with an administrator's credentials (password reset).
namespace sangam::features::admin {

// The address comes normalised (core::normalized_email).
std::optional<administrator> administrator_by_email(soci::session& sql, std::string_view email);
std::optional<administrator> administrator_by_id(soci::session& sql, std::string_view id);

// An administrator's password: 12 to 128 characters, not a common one; api_error 400 naming
// `password` otherwise.
void check_admin_password(std::string_view password);

// Replaces the administrator's password hash (auth::hash_password), ends every session and
// sign-in in progress of the administrator and writes the audit log, in the caller's
// transaction. After it commits, announce the ended sessions (session_announcer::all_ended).
void replace_admin_password(db::tx& t, std::string_view admin_id, const std::string& password_hash);

}  // namespace sangam::features::admin
