#include "features/applications/feature.hpp"

#include <nlohmann/json.hpp>

#include "features/review_marks.hpp"
#include "features/applications/answers.hpp"
#include "features/applications/application.hpp"
#include "features/applications/changes.hpp"
#include "features/applications/rejection_reasons.hpp"
#include "features/applications/repo.hpp"
#include "features/change_links.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::applications {
namespace {

http::response apply(const context& ctx, const http::request& req) {
  const auto body = http::parse_json_object(req);
  // An invitation from the waitlist (features/waitlist/invites.hpp) marks the application.
  submit(ctx.writer, parse_application(body), ctx.public_url(),
         http::string_or_empty(body, "invite"));
  return http::json_response(201, {{"status", "pending"}});
}

// What a change link would apply; looking changes nothing.
http::response pending(const context& ctx, const http::request& req) {
  const auto change = find_change(ctx.db, http::query_param(req.query, "token").value_or(""));
  return http::json_response(
      200, {{"proposed", application_json(change.proposed)}, {"expiresAt", change.expires_at}});
}

http::response confirm(const context& ctx, const http::request& req) {
  confirm_change(ctx.writer, http::string_or_empty(http::parse_json_object(req), "token"));
  return http::json_response(200, {{"status", "pending"}});
}

constexpr setting k_applications_per_client{
    .name = "SANGAM_APPLICATION_RATE_LIMIT", .fallback = 10, .min = 1, .max = 1000000};
constexpr limit k_applications{
    .name = "applications",
    .capacity = [](const core::config& c) { return k_applications_per_client.of(c); },
    .period = std::chrono::minutes(10)};

using http::method;
constexpr auto anyone = http::access::anonymous;
constexpr route<context> k_routes[] = {
    {.verb = method::post,
     .path = "/api/applications",
     .answer = &apply,
     .who = anyone,
     .limiter = &k_applications},
    {.verb = method::get,
     .path = "/api/applications/change",
     .answer = &pending,
     .who = anyone,
     .limiter = &k_change_links},
    {.verb = method::post,
     .path = "/api/applications/change",
     .answer = &confirm,
     .who = anyone,
     .limiter = &k_change_links},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "consents", .rows = "profile_id = :member"});
  ctx.personal.add({.table = "application_rejections", .rows = "profile_id = :member"});
  k_reapply_after_days.of(ctx.config);  // a bad value stops the start
  features::add_review_marker(features::review_kind::profiles, &mark_rejection_reasons);
  ctx.personal.add(
      {.table = "application_changes", .rows = "profile_id = :member", .withheld = {"token_hash"}});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "applications", .install = &install};

}  // namespace sangam::features::applications
