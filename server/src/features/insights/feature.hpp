#pragma once

#include "features/feature.hpp"

namespace sangam::features::insights {

// Market Insights (docs/highlights.md): GET /api/insights for members; GET/POST
// /api/admin/insights and PATCH/DELETE /api/admin/insights/:id for administrators; the demo's
// insights (data/demo/insights.json).
extern const feature k_feature;

}  // namespace sangam::features::insights
