#pragma once

#include "features/feature.hpp"

namespace sangam::features::investing {

// The investor dashboard (docs/pitches.md): /api/investor/startups, like, skip, contact, and
// /api/investor/liked; members of kind Investor only (403 not_an_investor for others). And the
// founder's requests page, /api/requests: cofounder applications (pitches) and investors'
// introductions, accepted or declined under /api/requests/{applications,introductions}/{id}.
// Investing builds on pitches, never the other way round.
extern const feature k_feature;

}  // namespace sangam::features::investing
