#pragma once

#include "features/feature.hpp"

namespace sangam::features::analytics {

// GET /api/me/analytics?range=7d|30d|90d (docs/analytics.md).
extern const feature k_feature;

}  // namespace sangam::features::analytics
