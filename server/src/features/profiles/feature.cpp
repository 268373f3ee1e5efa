#include "features/profiles/feature.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/background.hpp"
#include "features/moderation/blocks.hpp"
#include "features/profiles/away.hpp"
#include "features/profiles/handlers.hpp"
#include "features/profiles/photo.hpp"
#include "features/profiles/photo_repo.hpp"

namespace sangam::features::profiles {
namespace {

constexpr std::array<std::string_view, 3> k_photo_types = {"image/jpeg", "image/png", "image/gif"};

// The media type without parameters, lower-cased: "Image/PNG; x=y" is image/png.
std::string media_type(std::string_view content_type) {
  return core::ascii_lower(core::trim(content_type.substr(0, content_type.find(';'))));
}

// Two members on either side of a block never see each other again (moderation's rule), photos
// included. Administrators block nobody.
bool hidden_by_block(db::pool& db, std::string_view viewer, std::string_view owner) {
  if (viewer == owner) return false;
  auto sql = db.acquire();
  return moderation::blocked_between(*sql, viewer, owner);
}

http::response photo(const services& s, const http::request& req) {
  const auto owner = req.param("profileId");
  // The answer for a photo that is not there: a block is not for the blocked to learn of.
  if (hidden_by_block(s.ctx.db, req.subject, owner)) throw core::api_error::not_found();
  auto found = load_photo(s.ctx.db, owner);
  if (!found) throw core::api_error::not_found();
  // private: the browser may keep it, a shared cache must not hand a member's face to others.
  return {
      .status = 200,
      .body = std::move(found->bytes),
      .content_type = std::move(found->content_type),
      .headers = {{"ETag", "\"" + found->etag + "\""}, {"Cache-Control", "private, max-age=3600"}}};
}

// The body is the image itself, declared image/jpeg, image/png or image/gif (415 otherwise).
http::response new_photo(const services& s, const http::request& req) {
  const std::string type = media_type(req.content_type);
  if (std::find(k_photo_types.begin(), k_photo_types.end(), type) == k_photo_types.end()) {
    throw core::api_error(415, "unsupported_image", "Please select a JPG, PNG, or GIF file");
  }
  const auto normalized = normalize_photo(req.body);
  const std::string etag = save_photo(s.ctx.writer, req.subject, normalized);
  s.ctx.events.publish(topics::member_changed, req.subject);
  return http::json_response(200, {{"photoUrl", photo_url(req.subject, etag)}});
}

constexpr limit k_email_changes_by_address{
    .name = "email_change_by_address",
    .capacity = [](const core::config&) { return 20u; },  // an hour, per client
    .period = std::chrono::hours(1)};
constexpr unsigned k_email_changes_per_member = 5;  // an hour

using http::method;
constexpr route<services> k_routes[] = {
    // Members' faces are for members (and the administrators who review them), not the web.
    {.verb = method::get,
     .path = "/api/photos/:profileId",
     .answer = &photo,
     .who = http::access::signed_in},
    {.verb = method::put,
     .path = "/api/me/photo",
     .answer = &new_photo,
     .body_limit = k_photo_upload_max},
    {.verb = method::get, .path = "/api/me/profile", .answer = &my_profile},
    {.verb = method::put, .path = "/api/me/profile", .answer = &save_my_profile},
    {.verb = method::get, .path = "/api/members/:id", .answer = &member_profile},
    {.verb = method::get, .path = "/api/me/settings", .answer = &my_settings},
    {.verb = method::patch, .path = "/api/me/settings", .answer = &change_settings},
    {.verb = method::get, .path = "/api/me/pause", .answer = &my_pause},
    {.verb = method::put, .path = "/api/me/pause", .answer = &change_pause},
    {.verb = method::post,
     .path = "/api/me/email-change",
     .answer = &ask_email_change,
     .limiter = &k_email_changes_by_address},
    {.verb = method::post,
     .path = "/api/auth/email-change/confirm",
     .answer = &confirm_new_email,
     .who = http::access::anonymous,
     .limiter = &auth::k_public_forms},
};

void install(http::router& routes, const context& ctx) {
  // The profiles row itself goes last in an erasure (features/privacy).
  ctx.personal.add({.table = "profiles", .rows = "id = :member", .withheld = {"password_hash"}});
  // The photo is exported as an image file of its own.
  ctx.personal.add(
      {.table = "profile_photos", .rows = "profile_id = :member", .withheld = {"data_base64"}});
  ctx.personal.add({.table = "member_settings", .rows = "member_id = :member"});
  ctx.personal.add({.table = "notification_settings", .rows = "member_id = :member"});
  // Who viewed the member reaches them as bell items (notifications), named only when the viewer's
  // visibility allows; the export gives the views the member made.
  ctx.personal.add({.table = "profile_views",
                    .rows = ":member IN (viewer_id, viewed_id)",
                    .exported = "viewer_id = :member"});
  ctx.personal.add(
      {.table = "email_changes", .rows = "profile_id = :member", .withheld = {"token_hash"}});
  // Members with no sign-in for the period leave others' decks; checked every minute.
  run_once_started(
      ctx, "members away",
      [&writer = ctx.writer, &events = ctx.events, days = k_inactive_after_days.of(ctx.config)] {
        const auto away = writer.run([&](db::tx& t) { return send_away_inactive(t, days); });
        for (const auto& id : away) events.publish(topics::member_changed, id);
        return core::now() + std::chrono::minutes(1);
      });
  auto& by_member =
      ctx.limits.get("email_change_by_member", k_email_changes_per_member, std::chrono::hours(1));
  add_routes(routes, ctx,
             std::make_shared<const services>(services{ctx, auth::throttles_of(ctx), by_member}),
             k_routes);
}

}  // namespace

const feature k_feature{.name = "profiles", .install = &install};

}  // namespace sangam::features::profiles
