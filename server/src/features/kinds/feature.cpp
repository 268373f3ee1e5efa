#include "features/kinds/feature.hpp"

#include <nlohmann/json.hpp>

#include <unordered_map>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/kinds/facts.hpp"
#include "features/kinds/requests.hpp"
#include "features/profiles/kinds_granted.hpp"
#include "features/profiles/profile_lookup.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::kinds {
namespace {

using http::request;
using http::response;
using nlohmann::json;

json request_json(const kind_request& r) {
  return {{"id", r.id},
          {"kind", r.kind},
          {"facts", r.facts},
          {"status", r.status},
          {"reason", http::or_null(r.reason)},
          {"createdAt", r.created_at},
          {"decidedAt", http::or_null(r.decided_at)}};
}

response mine_of(const context& ctx, const std::string& member) {
  auto sql = ctx.db.acquire();
  const auto standing = profiles::kind_standing_of(*sql, member);
  json list = json::array();
  for (const auto& r : requests_of(*sql, member)) list.push_back(request_json(r));
  return http::json_response(
      200, {{"approvedKind", standing ? http::or_null(standing->approved_kind) : json(nullptr)},
            {"requests", std::move(list)}});
}

response mine(const context& ctx, const request& req) {
  return mine_of(ctx, std::string(req.subject));
}

response ask_for(const context& ctx, const request& req) {
  const auto body = http::parse_json_object(req);
  const auto kind = http::string_or_empty(body, "kind");
  const auto facts = facts_sent(kind, body);
  const auto done = ctx.writer.run([&](db::tx& t) { return ask(t, req.subject, kind, facts); });
  switch (done.is) {
    case ask_outcome::asked:
      break;
    case ask_outcome::open_already:
      throw core::api_error(409, "request_open",
                            "You have asked for this already. An administrator will answer it; "
                            "you can withdraw it from Settings.");
    case ask_outcome::granted_already:
      throw core::api_error(409, "kind_granted",
                            "You are approved as this kind already: choose it in the role picker.");
  }
  auto sql = ctx.db.acquire();
  return http::json_response(201, request_json(*request_by_id(*sql, done.id)));
}

core::api_error decided_already() {
  return {409, "decided_already", "This request was answered already. Reload to see how."};
}

response withdraw_mine(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  switch (ctx.writer.run([&](db::tx& t) { return withdraw(t, req.subject, id); })) {
    case change_outcome::changed:
      return mine(ctx, req);
    case change_outcome::not_found:
      throw core::api_error::not_found();
    case change_outcome::decided_already:
      throw decided_already();
  }
  throw std::logic_error("unknown withdrawal outcome");
}

std::string filter_param(const request& req, const char* name,
                         std::initializer_list<std::string_view> allowed) {
  const auto value = http::query_param(req.query, name).value_or("");
  if (value.empty() || value == "all") return {};
  for (const auto a : allowed) {
    if (value == a) return value;
  }
  throw core::api_error::validation({{name, "Not one of the filter's choices."}});
}

json review_items(soci::session& sql, const std::vector<kind_request>& list) {
  std::vector<std::string> ids;
  for (const auto& r : list) ids.push_back(r.member_id);
  const auto people = profiles::names_and_emails(sql, ids);
  json items = json::array();
  for (const auto& r : list) {
    auto item = request_json(r);
    const auto found = people.find(r.member_id);
    item["memberId"] = r.member_id;
    item["name"] = found == people.end() ? "" : found->second.name;
    item["email"] = found == people.end() ? "" : found->second.email;
    items.push_back(std::move(item));
  }
  return items;
}

response review(const context& ctx, const request& req) {
  const review_filter filter{
      .status = filter_param(req, "status", {"pending", "approved", "rejected", "withdrawn"}),
      .kind = filter_param(req, "kind", {"Mentor", "Investor"})};
  auto sql = ctx.db.acquire();
  return http::json_response(200, {{"items", review_items(*sql, review_list(*sql, filter))}});
}

decision decision_sent(const request& req) {
  const auto body = http::parse_json_object(req);
  const auto status = http::string_or_empty(body, "status");
  if (status != "approved" && status != "rejected") {
    throw core::api_error::validation({{"status", "Choose approved or rejected."}});
  }
  auto reason = http::optional_text(body, "reason", 300, "At most 300 characters, on one line.");
  if (reason && !core::is_one_line_text(*reason)) {
    throw core::api_error::validation({{"reason", "At most 300 characters, on one line."}});
  }
  return {.request_id = std::string(req.param("id")),
          .admin_id = std::string(req.subject),
          .approve = status == "approved",
          .reason = std::move(reason)};
}

response decide_request(const context& ctx, const request& req) {
  const auto d = decision_sent(req);
  switch (ctx.writer.run([&](db::tx& t) { return decide(t, d); })) {
    case change_outcome::changed:
      break;
    case change_outcome::not_found:
      throw core::api_error::not_found();
    case change_outcome::decided_already:
      throw decided_already();
  }
  auto sql = ctx.db.acquire();
  const auto decided = request_by_id(*sql, d.request_id);
  // Approved: the member acts as the kind now (their card and the decks change).
  if (d.approve) ctx.events.publish(topics::member_changed, decided->member_id);
  return http::json_response(200, review_items(*sql, {*decided})[0]);
}

using http::method;
constexpr auto k_admin = http::access::admin;

constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/me/kinds", .answer = &mine},
    {.verb = method::post, .path = "/api/me/kinds", .answer = &ask_for},
    {.verb = method::del, .path = "/api/me/kinds/:id", .answer = &withdraw_mine},
    {.verb = method::get, .path = "/api/admin/kinds", .answer = &review, .who = k_admin},
    {.verb = method::post,
     .path = "/api/admin/kinds/:id/decision",
     .answer = &decide_request,
     .who = k_admin},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add(
      {.table = "kind_requests", .rows = "member_id = :member", .withheld = {"decided_by"}});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "kinds", .install = &install};

}  // namespace sangam::features::kinds
