#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::pitches {

// The card screens (GET /api/matches/{kind}, POST /api/matches/{kind}/{id}/pass) and sending
// (POST /api/pitches, GET /api/pitches/sent), for the signed-in member (docs/pitches.md).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::pitches
