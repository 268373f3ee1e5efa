#pragma once

#include "features/feature.hpp"

namespace sangam::features::waitlist {

// POST /api/waitlist: the public marketing page's sign-up form; GET and POST
// /api/waitlist/change: what a change link would apply, and applying it.
extern const feature k_feature;

}  // namespace sangam::features::waitlist
