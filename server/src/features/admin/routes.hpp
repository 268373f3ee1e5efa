#pragma once

#include "db/pool.hpp"
#include "features/auth/routes.hpp"
#include "http/router.hpp"

namespace sangam::features::admin {

// /api/admin/*: the administrator's sign-in and the review of profiles, pitches and
// applications. Everything but signing in needs an administrator session.
void add_routes(http::router& routes, db::pool& db, auth::throttles limits,
                auth::settings options);

}  // namespace sangam::features::admin
