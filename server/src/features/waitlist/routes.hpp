#pragma once

#include "features/context.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::waitlist {

// POST /api/waitlist: the public marketing page's sign-up form.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::waitlist
