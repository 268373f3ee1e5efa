#pragma once

#include "features/feature.hpp"

namespace sangam::features::password_reset {

// "Forgot password?" (docs/password-reset.md), for members under /api/auth/password-reset and for
// administrators under /api/admin/password-reset: POST sends a link, GET ?token= says whether it
// can be used (and whether a code is needed), POST …/confirm sets the new password and ends every
// session.
extern const feature k_feature;

}  // namespace sangam::features::password_reset
