#pragma once

#include "features/feature.hpp"

namespace sangam::features::moderation {

// Members: POST /api/blocks (published as topics::block_changed), POST /api/reports
// (rate-limited per address). Administrators: GET /api/admin/reports,
// POST /api/admin/reports/:id/resolution.
extern const feature k_feature;

}  // namespace sangam::features::moderation
