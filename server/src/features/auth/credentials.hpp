#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "db/tx.hpp"

// What other features may do with a member's sign-in credentials (password reset, say).
namespace sangam::features::auth {

// The "email" field of a request body, normalized (trimmed, lower case): api_error 400 "Please
// enter a valid email address." when it is missing or not an address.
std::string email_field(const nlohmann::json& body);

// The rules of a new password (at least 6 characters, at most 128 bytes, not a common one):
// api_error 400 naming `field` otherwise.
void check_new_password(std::string_view password, const char* field = "password");

// Replaces the member's password with `password_hash` (auth::hash_password) and ends every
// session of the member, in the caller's transaction. After it commits, announce the ended
// sessions (session_announcer::all_ended), which closes their sockets on every instance.
void replace_password(db::tx& t, std::string_view member_id, const std::string& password_hash);

// Ends every session of the member, in the caller's transaction (a suspension, say); announce
// them after the commit as above.
void end_every_session(db::tx& t, std::string_view member_id);

}  // namespace sangam::features::auth
