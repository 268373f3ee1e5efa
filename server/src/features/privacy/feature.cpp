#include "features/privacy/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/sign_in.hpp"
#include "features/privacy/exports.hpp"
#include "features/privacy/member_data.hpp"
#include "http/json_body.hpp"

namespace sangam::features::privacy {
namespace {

using nlohmann::json;

// Prepared data exports are kept here as files, mode 0600, until they expire (several instances
// share one directory).
constexpr text_setting k_export_dir{.name = "SANGAM_EXPORT_DIR", .fallback = "var/exports"};
// Exports a member may ask for in 24 hours; past it, 429.
constexpr setting k_exports_per_day{
    .name = "SANGAM_EXPORTS_PER_DAY", .fallback = 3, .min = 1, .max = 1000};
// How often expired exports' files and rows are looked for, in milliseconds.
constexpr setting k_export_sweep{
    .name = "SANGAM_EXPORT_SWEEP_MS", .fallback = 60000, .min = 10, .max = 86400000};

struct services final {
  context ctx;
  auth::throttles limits;
  auth::session_announcer announce;
  std::shared_ptr<exporter> jobs;
  unsigned exports_per_day;
};

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

http::response ask(const services& s, const http::request& req) {
  const auto opened = open_export(s.ctx.writer, req.subject, s.exports_per_day);
  if (opened.replaced) s.jobs->store().remove(*opened.replaced);
  if (opened.created) s.jobs->prepare(opened.status.id, req.subject);
  return http::json_response(opened.created ? 202 : 200, status_json(opened.status));
}

http::response progress(const services& s, const http::request& req) {
  const auto found = find_export(s.ctx.db, req.subject, req.param("id"));
  if (!found) throw no_such_export();
  return http::json_response(200, status_json(*found));
}

http::response download(const services& s, const http::request& req) {
  auto zip = export_archive(s.ctx.db, s.jobs->store(), req.subject, req.param("id"));
  if (!zip) throw no_such_export();
  return http::response{
      .status = 200,
      .body = std::move(*zip),
      .content_type = "application/zip",
      .headers = {{"Content-Disposition", fmt::format("attachment; filename=\"{}\"", file_name())},
                  {"Cache-Control", "no-store"}}};
}

// Erasure takes the password (and a code when two-factor is on): a session left open on a
// shared computer is not enough to destroy an account.
http::response erase(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto who =
      find_subject(s.ctx.db, req.subject).value_or(data_subject{.id = req.subject, .email = {}});
  auth::reauthenticate(s.ctx.db, s.ctx.writer, s.limits, req, body,
                       [&](db::tx& t) { erase_member(t, s.ctx.personal, who); });
  s.jobs->sweep_soon();  // the files of the member's exports go too
  s.ctx.events.publish(topics::member_changed, who.id);
  s.announce.all_ended(who.id);  // its sockets, on every instance, close now
  auto res = http::json_response(200, {{"erased", true}});
  res.headers.emplace_back("Set-Cookie",
                           auth::clearing_cookie(auth::subject_kind::member, s.ctx.secure_cookies));
  return res;
}

using http::method;
constexpr route<services> k_routes[] = {
    {.verb = method::post, .path = "/api/me/exports", .answer = &ask},
    {.verb = method::get, .path = "/api/me/exports/:id", .answer = &progress},
    {.verb = method::get, .path = "/api/me/exports/:id/download", .answer = &download},
    {.verb = method::post, .path = "/api/me/erase", .answer = &erase},
};

void install(http::router& routes, const context& ctx) {
  const auto limits = auth::throttles_of(ctx);
  const auto announce = auth::announcer_of(ctx);
  ctx.personal.add({.table = "outbox", .rows = "to_address = :email"});
  ctx.personal.add({.table = "data_exports", .rows = "member_id = :member"});
  ctx.personal.add_unrelated("schema_migrations", "which database migrations have run");
  auto jobs = std::make_shared<exporter>(ctx.db, ctx.writer, ctx.personal,
                                         export_store(k_export_dir.of(ctx.config)),
                                         std::chrono::milliseconds(k_export_sweep.of(ctx.config)));
  add_routes(routes, ctx,
             std::make_shared<const services>(
                 services{ctx, limits, announce, jobs, k_exports_per_day.of(ctx.config)}),
             k_routes);
}

}  // namespace

const feature k_feature{.name = "privacy", .install = &install};

}  // namespace sangam::features::privacy
