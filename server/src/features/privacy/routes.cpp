#include "features/privacy/routes.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/auth/routes.hpp"
#include "features/auth/sessions.hpp"
#include "features/privacy/exports.hpp"
#include "features/privacy/member_data.hpp"
#include "http/json_body.hpp"

namespace sangam::features::privacy {
namespace {

using nlohmann::json;

json status_json(const export_status& s) {
  json body = {{"id", s.id},
               {"status", s.status},
               {"progress", s.progress},
               {"createdAt", s.created_at},
               {"expiresAt", s.expires_at},
               {"downloadUrl", nullptr}};
  if (s.status == "ready") body["downloadUrl"] = fmt::format("/api/me/exports/{}/download", s.id);
  return body;
}

core::api_error no_such_export() {
  return {404, "not_found", "This export has expired or does not exist. Please prepare a new one."};
}

// The file name carries the day in IST, when the member asked for it.
std::string file_name() {
  const auto ist = core::now() + std::chrono::minutes(330);
  return fmt::format("sangam-export-{}.zip", core::to_iso8601(ist).substr(0, 10));
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  const auto& map = ctx.personal;
  const auto limits = auth::throttles_of(ctx);
  const bool secure_cookies = ctx.secure_cookies;
  const auto announce = auth::announcer_of(ctx);
  ctx.personal.add({.table = "outbox", .rows = "to_address = :email"});
  ctx.personal.add({.table = "data_exports", .rows = "member_id = :member"});
  ctx.personal.add_unrelated("schema_migrations", "which database migrations have run");
  auto jobs = std::make_shared<exporter>(db, writer, map, export_store(ctx.config.export_dir),
                                         ctx.config.export_sweep_interval);
  const unsigned per_day = ctx.config.exports_per_day;

  routes.add(http::method::post, "/api/me/exports",
             [&writer, jobs, per_day](const http::request& req) {
               const auto opened = open_export(writer, req.subject, per_day);
               if (opened.replaced) jobs->store().remove(*opened.replaced);
               if (opened.created) jobs->prepare(opened.status.id, req.subject);
               return http::json_response(opened.created ? 202 : 200, status_json(opened.status));
             });

  routes.add(http::method::get, "/api/me/exports/:id", [&db](const http::request& req) {
    const auto s = find_export(db, req.subject, req.param("id"));
    if (!s) throw no_such_export();
    return http::json_response(200, status_json(*s));
  });

  routes.add(
      http::method::get, "/api/me/exports/:id/download", [&db, jobs](const http::request& req) {
        auto zip = export_archive(db, jobs->store(), req.subject, req.param("id"));
        if (!zip) throw no_such_export();
        return http::response{.status = 200,
                              .body = std::move(*zip),
                              .content_type = "application/zip",
                              .headers = {{"Content-Disposition",
                                           fmt::format("attachment; filename=\"{}\"", file_name())},
                                          {"Cache-Control", "no-store"}}};
      });

  // Erasure takes the password (and a code when two-factor is on): a session left open on a
  // shared computer is not enough to destroy an account.
  routes.add(http::method::post, "/api/me/erase",
             [&db, &writer, &events, &map, limits, announce, secure_cookies,
              jobs](const http::request& req) {
               const auto body = http::parse_json_object(req);
               data_subject who{.id = req.subject, .email = {}};
               {
                 auto sql = db.acquire();
                 *sql << "SELECT email FROM profiles WHERE id = :id", soci::use(who.id),
                     soci::into(who.email);
               }
               auth::reauthenticate(db, writer, limits, req, body,
                                    [&](db::tx& t) { erase_member(t, map, who); });
               jobs->sweep_soon();  // the files of the member's exports go too
               events.publish(topics::member_changed, who.id);
               announce.all_ended(who.id);  // its sockets, on every instance, close now
               auto res = http::json_response(200, {{"erased", true}});
               res.headers.emplace_back(
                   "Set-Cookie", auth::clearing_cookie(auth::subject_kind::member, secure_cookies));
               return res;
             });
}

}  // namespace sangam::features::privacy
