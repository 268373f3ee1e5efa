#pragma once

#include "features/feature.hpp"

namespace sangam::features::verification {

// Verification (docs/verification.md): the member's six steps under /api/me/verification, the
// administrators' review under /api/admin/verification.
extern const feature k_feature;

}  // namespace sangam::features::verification
