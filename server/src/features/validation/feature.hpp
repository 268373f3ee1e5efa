#pragma once

#include "features/feature.hpp"

namespace sangam::features::validation {

// Idea validation (docs/validation.md): GET /api/me/validation, PUT /api/me/validation/steps/:n
// (the step's four answers, saved as the member types) and POST
// /api/me/validation/steps/:n/complete.
extern const feature k_feature;

}  // namespace sangam::features::validation
