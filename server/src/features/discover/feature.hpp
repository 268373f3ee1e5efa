#pragma once

#include "features/feature.hpp"

namespace sangam::features::discover {

// GET /api/discover (the deck), POST /api/swipes, GET /api/connections; all for the signed-in
// member only. The deck's in-memory index of members and its caches live as long as the routes;
// they follow topics::member_changed and topics::members_reloaded.
extern const feature k_feature;

}  // namespace sangam::features::discover
