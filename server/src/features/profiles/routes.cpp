#include "features/profiles/routes.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/moderation/blocks.hpp"
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

http::response get_photo(db::pool& db, const http::request& req) {
  const auto owner = req.param("profileId");
  // The answer for a photo that is not there: a block is not for the blocked to learn of.
  if (hidden_by_block(db, req.subject, owner)) throw core::api_error::not_found();
  auto photo = load_photo(db, owner);
  if (!photo) throw core::api_error::not_found();
  // private: the browser may keep it, a shared cache must not hand a member's face to others.
  return {
      .status = 200,
      .body = std::move(photo->bytes),
      .content_type = std::move(photo->content_type),
      .headers = {{"ETag", "\"" + photo->etag + "\""}, {"Cache-Control", "private, max-age=3600"}}};
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
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
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  // Members' faces are for members (and the administrators who review them), not the web.
  routes.add(http::method::get, "/api/photos/:profileId",
             [&db](const http::request& req) { return get_photo(db, req); },
             {.who = http::access::signed_in});
  routes.add(http::method::put, "/api/me/photo",
             [&writer, &events](const http::request& req) {
               auto res = upload_photo(writer, req.subject, req);
               events.publish(topics::member_changed, req.subject);
               return res;
             },
             {.body_limit = k_photo_upload_max});
  add_profile_routes(routes, ctx);
  add_settings_routes(routes, ctx);
}

http::response upload_photo(db::writer& writer, std::string_view profile_id,
                            const http::request& req) {
  const std::string type = media_type(req.content_type);
  if (std::find(k_photo_types.begin(), k_photo_types.end(), type) == k_photo_types.end()) {
    throw core::api_error(415, "unsupported_image", "Please select a JPG, PNG, or GIF file");
  }
  const auto photo = normalize_photo(req.body);
  const std::string etag = save_photo(writer, profile_id, photo);
  return http::json_response(200, {{"photoUrl", photo_url(profile_id, etag)}});
}

}  // namespace sangam::features::profiles
