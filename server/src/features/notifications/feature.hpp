#pragma once

#include "features/feature.hpp"

namespace sangam::features::notifications {

// GET /api/notifications, POST /api/notifications/:id/read, POST /api/notifications/read-all;
// all for the signed-in member only. The weekly digest, sent in the background.
extern const feature k_feature;

}  // namespace sangam::features::notifications
