#pragma once

#include <string_view>

#include "db/tx.hpp"

namespace sangam::features::auth {

// Deletes every session of the administrator, in the caller's transaction (an administrator's
// password reset). After it commits, announce them (session_announcer::all_ended).
void end_admin_sessions(db::tx& t, std::string_view admin_id);

}  // namespace sangam::features::auth
