#pragma once

#include <functional>
#include <string_view>

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::admin {

// /api/admin/*: the administrator's sign-in and the review of profiles, pitches and
// applications. Everything but signing in needs an administrator session. A decision on a
// profile is published as topics::member_changed.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::admin
