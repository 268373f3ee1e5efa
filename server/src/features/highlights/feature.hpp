#pragma once

#include "features/feature.hpp"

namespace sangam::features::highlights {

// The member area's side panels (docs/highlights.md): GET /api/me/highlights, my recent activity
// and the trending founders (counted in the background).
extern const feature k_feature;

}  // namespace sangam::features::highlights
