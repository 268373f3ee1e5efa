#pragma once

#include "features/feature.hpp"

namespace sangam::features::investing {

// The investor dashboard (docs/pitches.md): /api/investor/startups, like, skip, contact, and
// /api/investor/liked; members of kind Investor only (403 not_an_investor for others).
extern const feature k_feature;

}  // namespace sangam::features::investing
