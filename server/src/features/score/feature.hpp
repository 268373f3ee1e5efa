#pragma once

#include "features/feature.hpp"

namespace sangam::features::score {

// The founder score (docs/score.md): GET /api/me/score, and the daily snapshots.
extern const feature k_feature;

}  // namespace sangam::features::score
