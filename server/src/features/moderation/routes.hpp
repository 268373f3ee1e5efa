#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::moderation {

// Members: POST /api/blocks (published as topics::block_changed), POST /api/reports
// (rate-limited per address). Administrators: GET /api/admin/reports,
// POST /api/admin/reports/:id/resolution.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::moderation
