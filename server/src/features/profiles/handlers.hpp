#pragma once

#include "features/auth/sign_in.hpp"
#include "features/context.hpp"
#include "http/rate_limiter.hpp"
#include "http/request.hpp"
#include "http/response.hpp"

// The profiles feature's route handlers (its route table is in feature.cpp): profile_routes.cpp
// and settings_routes.cpp.
namespace sangam::features::profiles {

struct services final {
  context ctx;
  auth::throttles sign_in_limits;         // the password asked again for an e-mail change
  http::rate_limiter& changes_by_member;  // e-mail changes, per member
};

// GET /api/me/profile, PUT /api/me/profile (published as topics::member_changed).
http::response my_profile(const services& s, const http::request& req);
http::response save_my_profile(const services& s, const http::request& req);
// GET /api/members/:id: another member's profile, as far as they let the viewer see it; the
// view is recorded and told to its owner.
http::response member_profile(const services& s, const http::request& req);

// GET/PATCH /api/me/settings.
http::response my_settings(const services& s, const http::request& req);
http::response change_settings(const services& s, const http::request& req);
// GET/PUT /api/me/pause (pause.hpp): whether the member is paused; {"paused": bool} pauses or
// resumes (published as topics::member_changed).
http::response my_pause(const services& s, const http::request& req);
http::response change_pause(const services& s, const http::request& req);
// POST /api/me/email-change, POST /api/auth/email-change/confirm.
http::response ask_email_change(const services& s, const http::request& req);
http::response confirm_new_email(const services& s, const http::request& req);

}  // namespace sangam::features::profiles
