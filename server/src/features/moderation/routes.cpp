#include "features/moderation/routes.hpp"

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

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  // Who blocked the member is the blocker's decision, not the member's to read.
  ctx.personal.add({.table = "blocks",
                    .rows = ":member IN (blocker_id, blocked_id)",
                    .exported = "blocker_id = :member"});
  // Reports about the member are not theirs to read (they name the reporter), but go with them.
  ctx.personal.add({.table = "reports",
                    .rows = "reporter_id = :member",
                    .erase = {"DELETE FROM reports WHERE :member IN (reporter_id, target_id)"}});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  auto& report_limiter = ctx.limits.get("reports", 20, std::chrono::hours(1));
  constexpr http::route_options admin_only{.who = http::access::admin};

  routes.add(http::method::post, "/api/blocks", [&writer, &events](const http::request& req) {
    const auto& me = req.subject;
    const auto body = http::parse_json_object(req);
    writer.run([&](db::tx& t) { block(t, me, other_member(t.sql(), body, me)); });
    events.publish(topics::block_changed, me);
    return http::response{.status = 204, .content_type = ""};
  });

  routes.add(http::method::post, "/api/reports",
             [&db, &writer](const http::request& req) {
               const auto& me = req.subject;
               const auto body = http::parse_json_object(req);
               new_report report{.reporter_id = me};
               {
                 auto sql = db.acquire();
                 report.target_id = other_member(*sql, body, me);
               }
               read_reason(body, report);
               const auto id = file_report(writer, report);
               return http::json_response(201, {{"id", id}, {"status", "open"}});
             },
             {.limiter = &report_limiter});

  routes.add(
      http::method::get, "/api/admin/reports",
      [&db](const http::request& req) {
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
        return http::json_response(200, to_json(list_reports(db, page)));
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/reports/:id/resolution",
      [&writer](const http::request& req) {
        const auto& admin_id = req.subject;
        const auto body = http::parse_json_object(req);
        const auto status = body.find("status");
        if (status == body.end() || (*status != "dismissed" && *status != "actioned")) {
          throw core::api_error::validation({{"status", "Status must be dismissed or actioned."}});
        }
        const resolution r{.report_id = std::string(req.param("id")),
                           .status = status->get<std::string>(),
                           .note = http::optional_text(body, "note", k_note_length,
                                                       "A note must be at most 500 characters."),
                           .admin_id = admin_id};
        return http::json_response(200, to_json(resolve_report(writer, r)));
      },
      admin_only);
}

}  // namespace sangam::features::moderation
