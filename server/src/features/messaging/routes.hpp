#pragma once

#include "features/context.hpp"
#include "http/router.hpp"

namespace sangam::features::messaging {

// The signed-in member's conversations and messages (docs/messaging.md): list, pages of
// history, send (idempotent by client id), read position, report a message.
void add_routes(http::router& routes, const context& ctx);

}  // namespace sangam::features::messaging
