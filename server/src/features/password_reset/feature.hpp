#pragma once

#include "features/feature.hpp"

namespace sangam::features::password_reset {

// "Forgot password?" (docs/password-reset.md): POST /api/auth/password-reset sends a link,
// GET /api/auth/password-reset?token= says whether it can be used (and whether a code is needed),
// POST /api/auth/password-reset/confirm sets the new password and ends every session.
extern const feature k_feature;

}  // namespace sangam::features::password_reset
