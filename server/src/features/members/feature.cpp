#include "features/members/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <limits>
#include <memory>

#include "core/csv.hpp"
#include "core/error.hpp"
#include "db/audit.hpp"
#include "features/admin/review_json.hpp"
#include "features/members/member_page.hpp"
#include "features/members/query.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::members {
namespace {

using nlohmann::json;

constexpr int k_max_page_size = 100;

struct services final {
  context ctx;
  std::shared_ptr<directory> index;
  auth::session_announcer announce;

  // The directory as the database has it now.
  const directory& current() const {
    auto sql = ctx.db.acquire();
    index->refresh(*sql);
    return *index;
  }
};

json to_json(const member_row& m) {
  return {{"id", m.id},
          {"firstName", m.first_name},
          {"lastName", m.last_name},
          {"email", m.email},
          {"company", m.company},
          {"kind", kind_of(m)},
          {"memberRole", http::or_null(m.member_role)},
          {"status", standing_of(m)},
          {"heldUntil", http::or_null(m.held_until)},
          {"plan", m.plan},
          {"verified", m.verified},
          {"testData", m.test_data},
          {"joinedAt", m.created_at},
          {"updatedAt", m.updated_at}};
}

json to_json(const moderation::report_party& party) {
  return {{"id", party.id}, {"name", party.name}};
}

// The member `id` of the invite tree, named when they are shown (null otherwise).
json tree_member(const member_page& page, const std::string& id) {
  const auto name = page.invite_names.find(id);
  return {{"id", id}, {"name", name == page.invite_names.end() ? json() : json(name->second)}};
}

json invitations_json(const member_page& page) {
  const auto& record = page.invitations;
  json sent = json::array();
  for (const auto& s : record.sent) {
    sent.push_back({{"id", s.id},
                    {"email", s.email},
                    {"status", s.status},
                    {"createdAt", s.created_at},
                    {"expiresAt", s.expires_at},
                    {"member", s.profile_id ? tree_member(page, *s.profile_id) : json()}});
  }
  return {{"invitedBy", record.inviter_id ? tree_member(page, *record.inviter_id) : json()},
          {"sentThisMonth", record.sent_this_month},
          {"sent", std::move(sent)}};
}

json to_json(const member_page& page) {
  json steps = json::array();
  for (const auto& s : page.verification) {
    steps.push_back({{"step", s.id},
                     {"status", s.status},
                     {"submittedAt", http::or_null(s.submitted_at)},
                     {"reason", http::or_null(s.reason)}});
  }
  json kind_requests = json::array();
  for (const auto& k : page.kind_requests) {
    kind_requests.push_back({{"id", k.id},
                             {"kind", k.kind},
                             {"status", k.status},
                             {"reason", http::or_null(k.reason)},
                             {"createdAt", k.created_at},
                             {"decidedAt", http::or_null(k.decided_at)}});
  }
  json referred = json::array();
  for (const auto& r : page.referrals.recent) {
    referred.push_back(
        {{"name", r.name}, {"role", r.role}, {"city", r.city}, {"joinedAt", r.joined_at}});
  }
  json reports = json::array();
  for (const auto& r : page.reports) {
    reports.push_back({{"id", r.id},
                       {"reason", r.reason},
                       {"status", r.status},
                       {"createdAt", r.created_at},
                       {"reporter", to_json(r.reporter)},
                       {"target", to_json(r.target)}});
  }
  json moderation = json::array();
  for (const auto& a : page.moderation) {
    moderation.push_back({{"id", a.id},
                          {"action", a.action},
                          {"reason", a.reason},
                          {"endsAt", http::or_null(a.ends_at)},
                          {"createdAt", a.created_at},
                          {"acknowledgedAt", http::or_null(a.acknowledged_at)}});
  }
  json sessions = json::array();
  for (const auto& s : page.sessions) {
    sessions.push_back({{"id", s.id},
                        {"createdAt", s.created_at},
                        {"lastSeenAt", s.last_seen_at},
                        {"clientIp", http::or_null(s.client_ip)}});
  }
  json audit = json::array();
  for (const auto& line : page.audit) audit.push_back(admin::to_json(line));
  return {{"member", to_json(page.member)},
          {"lastSeenAt", http::or_null(page.last_seen_at)},
          {"verification", std::move(steps)},
          {"kindRequests", std::move(kind_requests)},
          {"referrals", {{"count", page.referrals.count}, {"recent", std::move(referred)}}},
          {"invitations", invitations_json(page)},
          {"reports", std::move(reports)},
          {"moderation", std::move(moderation)},
          {"sessions", std::move(sessions)},
          {"audit", std::move(audit)}};
}

http::response list(const services& s, const http::request& req) {
  const auto query = query_from(req.query);
  const int page = http::int_query_param(req.query, "page", 1, 1, 1000000);
  const int page_size = http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size);
  const auto found = s.current().search(
      query, static_cast<std::size_t>(page - 1) * static_cast<std::size_t>(page_size),
      static_cast<std::size_t>(page_size));
  json items = json::array();
  for (const auto& m : found.items) items.push_back(to_json(m));
  return http::json_response(200, {{"items", std::move(items)},
                                   {"total", found.total},
                                   {"page", page},
                                   {"pageSize", page_size}});
}

http::response export_csv(const services& s, const http::request& req) {
  const auto query = query_from(req.query);
  const auto found = s.current().search(query, 0, std::numeric_limits<std::size_t>::max());
  std::string csv;
  csv.reserve(static_cast<std::size_t>(found.total + 1) * 128);
  core::append_csv_line(csv, {"id", "first name", "last name", "email", "company", "kind", "status",
                              "plan", "verified", "joined"});
  for (const auto& m : found.items) {
    core::append_csv_line(csv, {m.id, m.first_name, m.last_name, m.email, m.company, kind_of(m),
                                standing_of(m), m.plan, m.verified ? "yes" : "no", m.created_at});
  }
  // Who took a copy of the members' addresses, and how many.
  s.ctx.writer.run([&](db::tx& t) {
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = req.subject,
                         .action = "members.exported",
                         .target_kind = "directory",
                         .target_id = std::to_string(found.total)});
  });
  return {.status = 200,
          .body = std::move(csv),
          .content_type = "text/csv; charset=utf-8",
          .headers = {{"Content-Disposition", "attachment; filename=\"sangam-members.csv\""},
                      {"Cache-Control", "no-store"}}};
}

member_row member_of(const services& s, const http::request& req) {
  auto found = s.current().find(req.param("id"));
  if (!found) throw core::api_error::not_found();
  return std::move(*found);
}

http::response page(const services& s, const http::request& req) {
  const auto member = member_of(s, req);
  auto sql = s.ctx.db.acquire();
  return http::json_response(200, to_json(member_page_of(*sql, member, req)));
}

http::response end_sessions(const services& s, const http::request& req) {
  const auto member = member_of(s, req);
  // The request's session is the administrator's, so every session of the member ends.
  const auto ended = auth::end_other_sessions(s.ctx.writer, s.announce, member.id, req);
  s.ctx.writer.run([&](db::tx& t) {
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = req.subject,
                         .action = "member.sessions_ended",
                         .target_kind = "member",
                         .target_id = member.id});
  });
  return http::json_response(200, {{"ended", ended}});
}

using http::method;
constexpr auto k_admin = http::access::admin;
constexpr route<services> k_routes[] = {
    {.verb = method::get, .path = "/api/admin/members", .answer = &list, .who = k_admin},
    {.verb = method::get,
     .path = "/api/admin/members/export",
     .answer = &export_csv,
     .who = k_admin},
    {.verb = method::get, .path = "/api/admin/members/:id", .answer = &page, .who = k_admin},
    {.verb = method::del,
     .path = "/api/admin/members/:id/sessions",
     .answer = &end_sessions,
     .who = k_admin},
};

void install(http::router& routes, const context& ctx) {
  add_routes(routes, ctx,
             std::make_shared<const services>(
                 services{ctx, std::make_shared<directory>(), auth::announcer_of(ctx)}),
             k_routes);
}

}  // namespace

const feature k_feature{.name = "members", .install = &install};

}  // namespace sangam::features::members
