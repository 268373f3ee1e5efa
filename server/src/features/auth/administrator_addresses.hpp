#pragma once

#include <soci/session.h>

#include <string_view>

// Administrators and members are separate accounts that may share an address: a member account
// under an administrator's address is that administrator's, which member routes do not act on.
namespace sangam::features::auth {

// Whether an administrator signs in with this address (compared normalised, as stored).
bool is_administrator_address(soci::session& sql, std::string_view email);

}  // namespace sangam::features::auth
