#include "features/moderation/feature.hpp"

#include <chrono>
#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/auth/sessions.hpp"
#include "features/background.hpp"
#include "features/moderation/blocks.hpp"
#include "features/moderation/content.hpp"
#include "features/moderation/reports.hpp"
#include "features/moderation/sanctions.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::moderation {
namespace {

constexpr auto k_target_message = "Choose a member.";
constexpr std::size_t k_id_length = 64;
constexpr std::size_t k_note_length = 500;
constexpr int k_max_page_size = 100;
constexpr std::size_t k_reason_length = 1000;
constexpr long long k_max_suspension_days = 3650;

struct services final {
  context ctx;
  auth::session_announcer announce;
};

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
          {"messageId", or_null(report.message_id)},
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

http::response add_block(const services& s, const http::request& req) {
  const auto& ctx = s.ctx;
  const auto& me = req.subject;
  const auto body = http::parse_json_object(req);
  ctx.writer.run([&](db::tx& t) { block(t, me, other_member(t.sql(), body, me)); });
  ctx.events.publish(topics::block_changed, me);
  return http::response{.status = 204, .content_type = ""};
}

http::response add_report(const services& s, const http::request& req) {
  const auto& ctx = s.ctx;
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

http::response reports(const services& s, const http::request& req) {
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
  return http::json_response(200, to_json(list_reports(s.ctx.db, page)));
}

http::response resolve(const services& s, const http::request& req) {
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
  return http::json_response(200, to_json(resolve_report(s.ctx.writer, r)));
}

nlohmann::json to_json(const action_row& row) {
  using http::or_null;
  return {{"id", row.id},
          {"memberId", row.member_id},
          {"action", row.action},
          {"reason", row.reason},
          {"endsAt", or_null(row.ends_at)},
          {"reportId", or_null(row.report_id)},
          {"adminId", or_null(row.admin_id)},
          {"createdAt", row.created_at},
          {"acknowledgedAt", or_null(row.acknowledged_at)}};
}

nlohmann::json to_json(const std::optional<hold>& h) {
  if (!h) return nullptr;
  return {{"action", h->action},
          {"until", h->action == "ban" ? nlohmann::json(nullptr) : nlohmann::json(h->until)},
          {"reason", h->reason}};
}

// A suspension's end: "days" (1 to 3650) from now, or "until" a later date (YYYY-MM-DD, the
// start of that day in UTC) or time (ISO 8601); exactly one of the two.
std::string suspension_end(const nlohmann::json& body) {
  const auto days = body.find("days");
  const auto until = body.find("until");
  const bool has_days = days != body.end() && !days->is_null();
  const bool has_until = until != body.end() && !until->is_null();
  if (has_days == has_until) {
    throw core::api_error::validation(
        {{"days", "Give the suspension's length in days, or the date it ends."}});
  }
  const auto now = core::now();
  if (has_days) {
    if (!days->is_number_integer() || days->get<long long>() < 1 ||
        days->get<long long>() > k_max_suspension_days) {
      throw core::api_error::validation({{"days", "Days must be a whole number from 1 to 3650."}});
    }
    return core::to_iso8601(now + std::chrono::days(days->get<long long>()));
  }
  auto text = until->is_string() ? until->get<std::string>() : std::string();
  if (text.size() == 10) text += "T00:00:00.000Z";
  const auto at = core::from_iso8601(text);
  if (!at || *at <= now || *at > now + std::chrono::days(k_max_suspension_days)) {
    throw core::api_error::validation(
        {{"until", "The end must be a date in the future, within ten years."}});
  }
  return core::to_iso8601(*at);
}

// Publishes what a hold changed: the member's sessions and sockets end, decks see them again or
// no more.
void announce_held(const services& s, const std::string& member_id, bool sessions_ended) {
  if (sessions_ended) s.announce.all_ended(member_id);
  s.ctx.events.publish(topics::member_changed, member_id);
}

http::response act(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  decision d{.member_id = std::string(req.param("id")), .admin_id = req.subject};
  const auto action = body.find("action");
  if (action == body.end() || !action->is_string() ||
      (*action != "warning" && *action != "suspension" && *action != "ban")) {
    throw core::api_error::validation({{"action", "Action must be warning, suspension or ban."}});
  }
  d.action = action->get<std::string>();
  d.reason = http::required_text(body, "reason", k_reason_length,
                                 "Give a reason of at most 1000 characters.");
  if (d.action == "suspension") d.ends_at = suspension_end(body);
  d.report_id = http::optional_text(body, "reportId", k_id_length, "Unknown report.");
  const auto row = s.ctx.writer.run([&](db::tx& t) { return decide(t, d); });
  if (d.action != "warning") announce_held(s, d.member_id, true);
  return http::json_response(201, to_json(row));
}

http::response reinstatement(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const std::string member(req.param("id"));
  const auto reason = http::optional_text(body, "reason", k_reason_length,
                                          "A reason must be at most 1000 characters.")
                          .value_or("Reinstated by an administrator.");
  const auto row =
      s.ctx.writer.run([&](db::tx& t) { return reinstate(t, member, req.subject, reason); });
  announce_held(s, member, false);
  return http::json_response(200, to_json(row));
}

http::response member_moderation(const services& s, const http::request& req) {
  const std::string member(req.param("id"));
  auto sql = s.ctx.db.acquire();
  if (!profiles::mail_contact_of(*sql, member)) throw core::api_error::not_found();
  auto history = nlohmann::json::array();
  for (const auto& row : history_of(*sql, member)) history.push_back(to_json(row));
  return http::json_response(200, {{"hold", to_json(hold_of(*sql, member))}, {"history", history}});
}

http::response my_warning(const services& s, const http::request& req) {
  auto sql = s.ctx.db.acquire();
  const auto warning = unseen_warning(*sql, req.subject);
  if (!warning) return http::json_response(200, {{"warning", nullptr}});
  return http::json_response(
      200,
      {{"warning",
        {{"id", warning->id}, {"reason", warning->reason}, {"createdAt", warning->created_at}}}});
}

http::response acknowledge(const services& s, const http::request& req) {
  const std::string id(req.param("id"));
  const bool done =
      s.ctx.writer.run([&](db::tx& t) { return acknowledge_warning(t, req.subject, id); });
  if (!done) throw core::api_error::not_found();
  return http::response{.status = 204, .content_type = ""};
}

nlohmann::json to_json(const removal& r) {
  return {{"id", r.id},
          {"kind", r.kind},
          {"contentId", r.content_id},
          {"memberId", r.member_id},
          {"reason", r.reason},
          {"removedAt", r.removed_at},
          {"restoredAt", http::or_null(r.restored_at)}};
}

http::response remove(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto reason = http::required_text(body, "reason", k_reason_length,
                                          "Give a reason of at most 1000 characters.");
  const auto done = s.ctx.writer.run([&](db::tx& t) {
    return remove_content(t, req.param("kind"), req.param("id"), req.subject, reason);
  });
  return http::json_response(201, to_json(done));
}

http::response restore(const services& s, const http::request& req) {
  const auto done = s.ctx.writer.run([&](db::tx& t) {
    return restore_content(t, req.param("kind"), req.param("id"), req.subject);
  });
  return http::json_response(200, to_json(done));
}

constexpr limit k_reports{.name = "reports",
                          .capacity = [](const core::config&) { return 20u; },
                          .period = std::chrono::hours(1)};

using http::method;
constexpr auto admin = http::access::admin;
constexpr route<services> k_routes[] = {
    {.verb = method::post, .path = "/api/blocks", .answer = &add_block},
    {.verb = method::post, .path = "/api/reports", .answer = &add_report, .limiter = &k_reports},
    {.verb = method::get, .path = "/api/admin/reports", .answer = &reports, .who = admin},
    {.verb = method::post,
     .path = "/api/admin/reports/:id/resolution",
     .answer = &resolve,
     .who = admin},
    {.verb = method::get,
     .path = "/api/admin/members/:id/moderation",
     .answer = &member_moderation,
     .who = admin},
    {.verb = method::post,
     .path = "/api/admin/members/:id/moderation",
     .answer = &act,
     .who = admin},
    {.verb = method::post,
     .path = "/api/admin/members/:id/moderation/reinstatement",
     .answer = &reinstatement,
     .who = admin},
    {.verb = method::post,
     .path = "/api/admin/content/:kind/:id/removal",
     .answer = &remove,
     .who = admin},
    {.verb = method::post,
     .path = "/api/admin/content/:kind/:id/restoration",
     .answer = &restore,
     .who = admin},
    {.verb = method::get, .path = "/api/me/warning", .answer = &my_warning},
    {.verb = method::post, .path = "/api/me/warning/:id/acknowledgement", .answer = &acknowledge},
};

// Suspensions that ended are released every minute.
void release_ended_suspensions_when_started(const services& s) {
  run_once_started(s.ctx, "suspension ends", [s] {
    const auto released = s.ctx.writer.run([](db::tx& t) { return release_ended_suspensions(t); });
    for (const auto& id : released) s.ctx.events.publish(topics::member_changed, id);
    return core::now() + std::chrono::minutes(1);
  });
}

void install(http::router& routes, const context& ctx) {
  // Who blocked the member is the blocker's decision, not the member's to read.
  ctx.personal.add({.table = "blocks",
                    .rows = ":member IN (blocker_id, blocked_id)",
                    .exported = "blocker_id = :member"});
  // Reports about the member are not theirs to read (they name the reporter), but go with them.
  ctx.personal.add({.table = "reports",
                    .rows = "reporter_id = :member",
                    .erase = {"DELETE FROM reports WHERE :member IN (reporter_id, target_id)"}});
  // What administrators decided about the member is theirs to know, and goes with them.
  ctx.personal.add({.table = "moderation_actions",
                    .rows = "member_id = :member",
                    .withheld = {"admin_id", "report_id"}});
  // A removed text as it was goes with its author; who removed it is the administrators'.
  ctx.personal.add(
      {.table = "content_removals", .rows = "member_id = :member", .withheld = {"admin_id"}});
  const auto s = std::make_shared<const services>(services{ctx, auth::announcer_of(ctx)});
  release_ended_suspensions_when_started(*s);
  add_routes(routes, ctx, s, k_routes);
}

}  // namespace

const feature k_feature{.name = "moderation", .install = &install};

}  // namespace sangam::features::moderation
