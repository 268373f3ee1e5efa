#pragma once

#include "features/feature.hpp"

namespace sangam::features::profiles {

// Members' profiles, photos and settings: GET/PUT /api/me/profile, GET /api/members/:id,
// GET /api/photos/:profileId (for anyone signed in: a profile's photo as JPEG, cacheable for an
// hour; its URL carries ?v=<etag>, so a new photo is a new URL), PUT /api/me/photo (at most
// k_photo_upload_max), GET/PATCH /api/me/settings and the e-mail change (POST
// /api/me/email-change, POST /api/auth/email-change/confirm). A changed profile, photo or
// visibility is published as topics::member_changed.
extern const feature k_feature;

}  // namespace sangam::features::profiles
