#pragma once

#include "features/feature.hpp"

namespace sangam::features::privacy {

// The member's data rights (docs/privacy.md): POST /api/me/exports prepares a zip of everything
// the server holds on them in the background, GET /api/me/exports/:id tells its progress and
// GET /api/me/exports/:id/download hands it over; POST /api/me/erase (password, and a code when
// two-factor is on) erases the account.
extern const feature k_feature;

}  // namespace sangam::features::privacy
