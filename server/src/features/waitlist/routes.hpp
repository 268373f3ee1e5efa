#pragma once

#include "db/pool.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::waitlist {

// POST /api/waitlist: the public marketing page's sign-up form.
void add_routes(http::router& routes, db::pool& db, http::rate_limiter& limiter);

}  // namespace sangam::features::waitlist
