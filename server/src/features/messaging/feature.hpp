#pragma once

#include "features/feature.hpp"

namespace sangam::features::messaging {

// The signed-in member's conversations and messages (docs/messaging.md): list, pages of
// history, send (idempotent by client id), read position, report a message, the e-mail about
// unread messages (its switch and its mailer) and the live channel, /api/ws.
extern const feature k_feature;

}  // namespace sangam::features::messaging
