#pragma once

#include "features/feature.hpp"

namespace sangam::features::mentorship {

// The mentor dashboard (docs/pitches.md): /api/mentor/requests (accept, decline) and
// /api/mentor/mentees; members of kind Mentor only (403 not_a_mentor for others).
extern const feature k_feature;

}  // namespace sangam::features::mentorship
