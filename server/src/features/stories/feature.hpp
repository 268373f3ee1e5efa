#pragma once

#include "features/feature.hpp"

namespace sangam::features::stories {

// Success stories (docs/stories.md): GET /api/stories and GET /api/stories/:id for members;
// GET/POST /api/admin/stories and PATCH/DELETE /api/admin/stories/:id for administrators
// (audit-logged); the demo's stories (data/demo/stories.json).
extern const feature k_feature;

}  // namespace sangam::features::stories
