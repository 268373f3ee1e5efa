#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>

#include "db/writer.hpp"

namespace sangam::features::profiles {

// A member changes their sign-in address only through a link sent to the new address: proof
// that they own it. The old address is told, so a stolen session cannot move an account quietly.
// In the caller's transaction. When another profile (a member or an applicant) has the address,
// the request looks the same to the member (a change waiting, counted against the links alive)
// but its link is sent nowhere and can never be used; the address's owner is told by mail that
// someone tried it, with nothing to click. api_error 429 when too many links are alive.
void request_email_change(db::tx& t, std::string_view member_id, const std::string& new_email,
                          std::string_view link_base);

// The address a link was last sent to and is still waiting for, if any.
std::optional<std::string> pending_email_of(soci::session& sql, std::string_view member_id);

// Carries out the change behind the link; returns the new address. 403 invalid_token for a bad,
// used or expired link; 409 email_taken when the address was taken meanwhile.
std::string confirm_email_change(db::writer& writer, std::string_view token);

}  // namespace sangam::features::profiles
