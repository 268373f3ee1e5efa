#pragma once

#include "features/feature.hpp"

namespace sangam::features::admin {

// /api/admin/*: the administrator's sign-in (with a code from an authenticator app when
// two-factor is on or required), the audit log, the connection test, the test-account button and
// the review of profiles, pitches and applications. Everything but signing in and out needs an
// administrator session. A decision on a profile is published as topics::member_changed.
extern const feature k_feature;

}  // namespace sangam::features::admin
