#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::validation {

// Idea validation (docs/validation.md): GET /api/me/validation, PUT /api/me/validation/steps/:n
// (the step's four answers, saved as the member types) and POST
// /api/me/validation/steps/:n/complete.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::validation
