#pragma once

#include "db/pool.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::moderation {

// Members: POST /api/blocks, POST /api/reports (rate-limited per address).
// Administrators: GET /api/admin/reports, POST /api/admin/reports/:id/resolution. Register these
// before the admin review routes, whose /api/admin/:kind would otherwise take them.
void add_routes(http::router& routes, db::pool& db, http::rate_limiter& report_limiter);

}  // namespace sangam::features::moderation
