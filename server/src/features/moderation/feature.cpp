#include "features/moderation/feature.hpp"

#include "core/error.hpp"
#include "features/moderation/blocks.hpp"
#include "features/moderation/reports.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::moderation {
namespace {

constexpr auto k_target_message = "Choose a member.";
constexpr std::size_t k_id_length = 64;
constexpr std::size_t k_note_length = 500;
constexpr int k_max_page_size = 100;

// The member a request is about: not the requester (400), an approved member (404 otherwise).
std::string other_member(soci::session& sql, const nlohmann::json& body, const std::string& me) {
  auto target = http::required_text(body, "target", k_id_length, k_target_message);
  if (target == me) throw core::api_error::validation({{"target", "You cannot choose yourself."}});
  if (!profiles::is_approved_member(sql, target)) throw core::api_error::not_found();
  return target;
}

nlohmann::json to_json(const report_party& member) {
  return {{"id", member.id}, {"name", member.name}, {"email", member.email}};
}

nlohmann::json to_json(const report_row& report) {
  using http::or_null;
  return {{"id", report.id},
          {"reason", report.reason},
          {"details", or_null(report.details)},
          {"status", report.status},
          {"createdAt", report.created_at},
          {"resolvedAt", or_null(report.resolved_at)},
          {"resolutionNote", or_null(report.resolution_note)},
          {"message", or_null(report.message_body)},
          {"reporter", to_json(report.reporter)},
          {"target", to_json(report.target)}};
}

nlohmann::json to_json(const report_page& page) {
  auto items = nlohmann::json::array();
  for (const auto& report : page.items) items.push_back(to_json(report));
  const auto& counts = page.counts;
  return {
      {"items", std::move(items)},
      {"total", page.total},
      {"page", page.page},
      {"pageSize", page.page_size},
      {"counts",
       {{"open", counts.open}, {"dismissed", counts.dismissed}, {"actioned", counts.actioned}}}};
}

http::response add_block(const context& ctx, const http::request& req) {
  const auto& me = req.subject;
  const auto body = http::parse_json_object(req);
  ctx.writer.run([&](db::tx& t) { block(t, me, other_member(t.sql(), body, me)); });
  ctx.events.publish(topics::block_changed, me);
  return http::response{.status = 204, .content_type = ""};
}

http::response add_report(const context& ctx, const http::request& req) {
  const auto& me = req.subject;
  const auto body = http::parse_json_object(req);
  new_report report{.reporter_id = me};
  {
    auto sql = ctx.db.acquire();
    report.target_id = other_member(*sql, body, me);
  }
  read_reason(body, report);
  const auto id = file_report(ctx.writer, report);
  return http::json_response(201, {{"id", id}, {"status", "open"}});
}

http::response reports(const context& ctx, const http::request& req) {
  report_page_request page;
  if (auto status = http::query_param(req.query, "status"); status && !status->empty()) {
    if (*status != "open" && *status != "dismissed" && *status != "actioned") {
      throw core::api_error::validation(
          {{"status", "Status must be open, dismissed or actioned."}});
    }
    page.status = std::move(*status);
  }
  page.page = http::int_query_param(req.query, "page", 1, 1, 1000000);
  page.page_size = http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size);
  return http::json_response(200, to_json(list_reports(ctx.db, page)));
}

http::response resolve(const context& ctx, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto status = body.find("status");
  if (status == body.end() || (*status != "dismissed" && *status != "actioned")) {
    throw core::api_error::validation({{"status", "Status must be dismissed or actioned."}});
  }
  const resolution r{.report_id = std::string(req.param("id")),
                     .status = status->get<std::string>(),
                     .note = http::optional_text(body, "note", k_note_length,
                                                 "A note must be at most 500 characters."),
                     .admin_id = req.subject};
  return http::json_response(200, to_json(resolve_report(ctx.writer, r)));
}

constexpr limit k_reports{.name = "reports",
                          .capacity = [](const core::config&) { return 20u; },
                          .period = std::chrono::hours(1)};

using http::method;
constexpr auto admin = http::access::admin;
constexpr route<context> k_routes[] = {
    {.verb = method::post, .path = "/api/blocks", .answer = &add_block},
    {.verb = method::post, .path = "/api/reports", .answer = &add_report, .limiter = &k_reports},
    {.verb = method::get, .path = "/api/admin/reports", .answer = &reports, .who = admin},
    {.verb = method::post,
     .path = "/api/admin/reports/:id/resolution",
     .answer = &resolve,
     .who = admin},
};

void install(http::router& routes, const context& ctx) {
  // Who blocked the member is the blocker's decision, not the member's to read.
  ctx.personal.add({.table = "blocks",
                    .rows = ":member IN (blocker_id, blocked_id)",
                    .exported = "blocker_id = :member"});
  // Reports about the member are not theirs to read (they name the reporter), but go with them.
  ctx.personal.add({.table = "reports",
                    .rows = "reporter_id = :member",
                    .erase = {"DELETE FROM reports WHERE :member IN (reporter_id, target_id)"}});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "moderation", .install = &install};

}  // namespace sangam::features::moderation
