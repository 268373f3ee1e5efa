#pragma once

#include "features/feature.hpp"

namespace sangam::features::kinds {

// Kinds are granted, not chosen (docs/kinds.md): a member asks to act as a Mentor or an Investor
// (GET/POST /api/me/kinds, DELETE /api/me/kinds/:id to withdraw), an administrator approves or
// rejects (GET /api/admin/kinds, POST /api/admin/kinds/:id/decision); the mentor and investor
// routes let through only members who act as their kind (kinds/gate.hpp).
extern const feature k_feature;

}  // namespace sangam::features::kinds
