#pragma once

#include <functional>
#include <string_view>

#include "db/pool.hpp"
#include "features/auth/routes.hpp"
#include "http/router.hpp"

namespace sangam::features::admin {

// /api/admin/*: the administrator's sign-in and the review of profiles, pitches and
// applications. Everything but signing in needs an administrator session.
// `profile_changed` hears of every profile an administrator approves or rejects.
void add_routes(http::router& routes, db::pool& db, auth::throttles limits, auth::settings options,
                std::function<void(std::string_view profile_id)> profile_changed);

}  // namespace sangam::features::admin
