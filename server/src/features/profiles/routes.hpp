#pragma once

#include <string_view>

#include "features/context.hpp"
#include "http/request.hpp"
#include "http/response.hpp"
#include "http/router.hpp"

namespace sangam::features::profiles {

// GET /api/photos/:profileId (for anyone signed in): a profile's photo as JPEG, cacheable for an
// hour (its URL carries ?v=<etag>, so a new photo is a new URL). PUT /api/me/photo: the signed-in
// member's new photo, at most k_photo_upload_max, published as topics::member_changed.
void add_routes(http::router& routes, const context& ctx);

// GET/PUT /api/me/profile, GET /api/members/:id (profile_routes.cpp).
void add_profile_routes(http::router& routes, const context& ctx);
// GET/PATCH /api/me/settings, the e-mail change (settings_routes.cpp).
void add_settings_routes(http::router& routes, const context& ctx);

// The upload for member `profile_id`: the body is the image itself, declared image/jpeg,
// image/png or image/gif (415 otherwise). Answers {"photoUrl": "/api/photos/<id>?v=…"}.
http::response upload_photo(db::writer& writer, std::string_view profile_id,
                            const http::request& req);

}  // namespace sangam::features::profiles
