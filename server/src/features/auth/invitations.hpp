#pragma once

#include <soci/session.h>
#include <string>
#include <string_view>

#include "db/writer.hpp"

namespace sangam::features::auth {

inline constexpr auto k_setup_link_lifetime = std::chrono::hours(72);

// Makes a single-use, 72-hour password link for an approved profile and queues the e-mail that
// carries it, with the caller's session (and so inside the caller's transaction).
void send_invitation(db::tx& t, std::string_view profile_id, std::string_view link_base);

// As above for a member who asks for a fresh link: only an approved profile without a password
// gets one; anyone else gets nothing, and the caller cannot tell the difference.
void resend_invitation(db::writer& writer, std::string_view email, std::string_view link_base);

// Sets the first password with a link's token: the token must match the e-mail, be unused and
// unexpired, and the profile approved without a password. Marks the token used. Returns the
// profile id; api_error 403 invalid_token (and nothing changed) otherwise.
std::string redeem_setup_token(db::writer& writer, std::string_view email, std::string_view token,
                               const std::string& password_hash);

}  // namespace sangam::features::auth
