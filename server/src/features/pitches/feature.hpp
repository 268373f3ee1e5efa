#pragma once

#include "features/feature.hpp"

namespace sangam::features::pitches {

// Pitches and applications (docs/pitches.md): the card screens (GET /api/matches/{kind}, POST
// /api/matches/{kind}/{id}/pass) and sending (POST /api/pitches, GET /api/pitches/sent), for the
// signed-in member. The target's side (the founder's requests page, the dashboards) builds on it
// in investing and mentorship.
extern const feature k_feature;

}  // namespace sangam::features::pitches
