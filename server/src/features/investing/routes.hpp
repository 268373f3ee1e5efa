#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::investing {

// The investor dashboard (docs/pitches.md): /api/investor/startups, like, skip, contact, and
// /api/investor/liked; members of kind Investor only (403 not_an_investor for others).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::investing
