#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::stories {

// Success stories (docs/stories.md): GET /api/stories and GET /api/stories/:id for members;
// GET/POST /api/admin/stories and PATCH/DELETE /api/admin/stories/:id for administrators
// (audit-logged).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::stories
