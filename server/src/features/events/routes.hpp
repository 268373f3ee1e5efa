#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::events {

// Startup and virtual events (docs/events.md): GET /api/events, GET /api/events/:id,
// POST/DELETE /api/events/:id/registration for members; POST /api/admin/events and
// POST /api/admin/events/:id/cancel for administrators (audit-logged).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::events
