#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/auth/sessions.hpp"
#include "features/discover/connect.hpp"
#include "features/discover/vocabulary.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/handlers.hpp"
#include "features/profiles/kind_details.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/photo_repo.hpp"
#include "features/profiles/profile_repo.hpp"
#include "features/profiles/settings.hpp"
#include "http/json_body.hpp"

namespace sangam::features::profiles {
namespace {

using http::or_null;
using nlohmann::json;

// Someone who used the app within this long counts as online on a profile page.
constexpr auto k_online_window = std::chrono::minutes(5);

// The fields every view of a profile shows.
json fields_json(const stored_profile& p) {
  const auto& f = p.fields;
  return {{"id", p.id},
          {"firstName", f.first_name.empty() ? json(nullptr) : json(f.first_name)},
          {"lastName", or_null(f.last_name)},
          {"title", or_null(f.title)},
          {"company", or_null(f.company)},
          {"industry", or_null(f.industry)},
          {"location", or_null(f.location)},
          {"bio", or_null(f.bio)},
          {"website", or_null(f.website)},
          {"linkedin", or_null(f.linkedin)},
          {"twitter", or_null(f.twitter)},
          {"experience", or_null(f.experience)},
          {"experienceYears", or_null(f.experience_years)},
          {"education", or_null(f.education)},
          {"skills", f.skills},
          {"interests", f.interests},
          {"photoUrl", p.photo_etag ? json(photo_url(p.id, *p.photo_etag)) : json(nullptr)},
          {"memberRole", or_null(p.member_role)}};
}

json names(std::span<const std::string_view> words) {
  json out = json::array();
  for (const auto word : words) out.push_back(word);
  return out;
}

json my_profile_json(soci::session& sql, const std::string& id) {
  const auto p = load_profile(sql, id);
  if (!p) throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  auto out = fields_json(*p);
  out["email"] = p->email;
  out["stats"] = {{"connections", discover::connection_count(sql, id)},
                  {"profileViews", profile_view_count(sql, id)},
                  {"completeness", completeness(p->fields, p->photo_etag.has_value())}};
  out["suggestions"] = {{"industries", names(discover::vocabulary::industries())},
                        {"cities", names(discover::vocabulary::city_names())}};
  add_my_kind_sections(sql, id, out);
  return out;
}

json member_json(soci::session& sql, const std::string& viewer, const stored_profile& p) {
  auto out = fields_json(p);
  const auto connection = discover::connection_between(sql, viewer, p.id);
  out["connected"] = connection.has_value();
  out["conversationId"] = or_null(connection);
  out["verified"] = p.verified;
  const auto privacy = presence_privacy_of(sql, p.id);
  const auto last_seen = auth::member_last_seen(sql, p.id);
  const auto seen_at = last_seen ? core::from_iso8601(*last_seen) : std::nullopt;
  out["isOnline"] = privacy.show_online ? json(seen_at && core::now() - *seen_at < k_online_window)
                                        : json(nullptr);
  out["lastSeenAt"] = privacy.show_last_seen ? or_null(last_seen) : json(nullptr);
  add_kind_section(sql, p.id, out);
  return out;
}

// Only the app's own pages count a view: a link on another site (Sec-Fetch-Site cross-site, or
// none for an address typed or bookmarked) records nothing. Clients that send no Sec-Fetch-Site
// (older browsers, scripts, the API tests) count.
bool counts_as_view(const http::request& req) {
  const auto& site = req.sec_fetch_site;
  return site.empty() || site == "same-origin" || site == "same-site";
}

// The bell item of a view (analytics' Recent Activity shows the same items): the viewer by name
// with a link when the viewed member may see the viewer's profile (profiles::can_see_profile),
// otherwise "Someone" without one, so a private viewer stays private.
struct view_notice final {
  std::string message;
  std::optional<std::string> link;
};
view_notice view_notice_for(soci::session& sql, const std::string& viewer,
                            const std::string& viewed) {
  const auto name = can_see_profile(sql, viewed, viewer) ? name_of(sql, viewer) : std::string();
  if (name.empty()) return {.message = "Someone viewed your profile.", .link = std::nullopt};
  return {.message = name + " viewed your profile.", .link = "/members/" + viewer};
}

// Records `viewer`'s view of `viewed` and tells `viewed` with a bell item, unless the same
// viewer's view within the hour was recorded already (record_profile_view).
void record_view(const context& ctx, const std::string& viewer, const std::string& viewed) {
  const auto notice = [&] {
    auto sql = ctx.db.acquire();
    return view_notice_for(*sql, viewer, viewed);
  }();
  ctx.writer.run([&](db::tx& t) {
    if (!record_profile_view(t, viewer, viewed)) return;
    notifications::notify(t, viewed,
                          {.type = "profile_view",
                           .title = "Profile view",
                           .message = notice.message,
                           .link = notice.link});
  });
}

// What `viewer` sees of member `id`: 404 when there is no such member or they may not see them.
json visible_member(db::pool& db, const std::string& viewer, const std::string& id) {
  auto sql = db.acquire();
  if (id.size() > 64 || !can_see_profile(*sql, viewer, id)) throw core::api_error::not_found();
  const auto p = load_profile(*sql, id);
  if (!p) throw core::api_error::not_found();
  return member_json(*sql, viewer, *p);
}

}  // namespace

http::response my_profile(const services& s, const http::request& req) {
  auto sql = s.ctx.db.acquire();
  return http::json_response(200, my_profile_json(*sql, req.subject));
}

http::response save_my_profile(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  core::field_errors errors;
  profile_fields fields;
  try {
    fields = parse_profile(body);
  } catch (const core::api_error& e) {
    if (e.status() != 400) throw;
    errors = e.fields();
  }
  const auto sections = [&] {
    auto sql = s.ctx.db.acquire();
    return parse_kind_sections(body, kinds_held(*sql, req.subject),
                               settings_of(*sql, req.subject).timezone, errors);
  }();
  // One answer naming every bad field, of the basics and the kind sections alike.
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  s.ctx.writer.run([&](db::tx& t) {
    save_profile(t, req.subject, fields);
    save_kind_sections(t, req.subject, sections);
  });
  s.ctx.events.publish(topics::member_changed, req.subject);
  return my_profile(s, req);
}

http::response member_profile(const services& s, const http::request& req) {
  const std::string id(req.param("id"));
  auto out = visible_member(s.ctx.db, req.subject, id);
  if (id != req.subject && counts_as_view(req)) record_view(s.ctx, req.subject, id);
  return http::json_response(200, out);
}

}  // namespace sangam::features::profiles
