#pragma once

#include "features/feature.hpp"

namespace sangam::features::auth {

// Members' sign-in (docs/security.md): the e-mail step, the first password from an invitation's
// link, the password and two-factor steps, signing out; GET /api/me and the role picker; the
// member's two-factor settings and sessions. Installs the router's authenticator, which every
// route needing a session relies on.
extern const feature k_feature;

}  // namespace sangam::features::auth
