#pragma once

#include "features/feature.hpp"

namespace sangam::features::applications {

// POST /api/applications: the four-step application's submit. GET /api/applications/change?token=
// shows what an e-mailed change link would apply; POST /api/applications/change {token} applies it.
extern const feature k_feature;

}  // namespace sangam::features::applications
