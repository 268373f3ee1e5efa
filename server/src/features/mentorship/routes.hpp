#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::mentorship {

// The mentor dashboard (docs/pitches.md): /api/mentor/requests (accept, decline) and
// /api/mentor/mentees; members of kind Mentor only (403 not_a_mentor for others).
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::mentorship
