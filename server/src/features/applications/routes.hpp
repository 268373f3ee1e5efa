#pragma once

#include "db/pool.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::applications {

// POST /api/applications: the four-step application's submit.
void add_routes(http::router& routes, db::pool& db, http::rate_limiter& limiter);

}  // namespace sangam::features::applications
