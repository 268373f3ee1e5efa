#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::insights {

// Market Insights (docs/highlights.md): GET /api/insights for members; GET/POST
// /api/admin/insights and PATCH/DELETE /api/admin/insights/:id for administrators.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::insights
