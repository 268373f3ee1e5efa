#pragma once

#include <string_view>

#include "db/pool.hpp"
#include "http/request.hpp"
#include "http/response.hpp"
#include "http/router.hpp"

namespace sangam::features::profiles {

// GET /api/photos/:profileId: a profile's photo as JPEG, cacheable for an hour (its URL carries
// ?v=<etag>, so a new photo is a new URL).
void add_photo_routes(http::router& routes, db::pool& db);

// PUT /api/me/photo for the signed-in member `profile_id`: the body is the image itself, declared
// image/jpeg, image/png or image/gif (415 otherwise). Answers {"photoUrl": "/api/photos/<id>?v=…"}.
// The caller authenticates and mounts it with a body limit of k_photo_upload_max.
http::response upload_photo(db::pool& db, std::string_view profile_id, const http::request& req);

}  // namespace sangam::features::profiles
