#include "features/admin/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <memory>
#include <vector>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/admin/accounts.hpp"
#include "features/admin/review.hpp"
#include "features/admin/review_json.hpp"
#include "features/review_marks.hpp"
#include "features/admin/sign_in.hpp"
#include "features/applications/answers.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/sign_in.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::admin {
namespace {

using nlohmann::json;

constexpr int k_max_page_size = 100;

review_kind kind_param(const http::request& req) {
  const auto kind = review_kind_from(req.param("kind"));
  if (!kind) throw core::api_error::not_found();
  return *kind;
}

// A review status as a filter (any of the three) or as a decision (approved or rejected).
std::string checked_status(std::string_view status, bool allow_pending) {
  if (status == "approved" || status == "rejected" || (allow_pending && status == "pending")) {
    return std::string(status);
  }
  throw core::api_error::validation(
      {{"status", allow_pending ? "Status must be pending, approved or rejected."
                                : "Status must be approved or rejected."}});
}

// ?testData=true lists only the test-account button's rows, false hides them, absent shows all.
test_data_filter test_data_param(const http::request& req) {
  const auto value = http::query_param(req.query, "testData");
  if (!value || value->empty()) return test_data_filter::all;
  if (*value == "true") return test_data_filter::only;
  if (*value == "false") return test_data_filter::hidden;
  throw core::api_error::validation({{"testData", "testData must be true or false."}});
}

core::api_error wrong_code() {
  return {401, "wrong_code", "That code is not right. Check your authenticator app and try again."};
}

core::api_error challenge_expired() {
  return {401, "challenge_expired", "Your sign-in has expired. Please enter your password again."};
}

struct services final {
  context ctx;
  auth::throttles limits;
  auth::session_announcer announce;
  unsigned reapply_after_days;  // applications::k_reapply_after_days
};

// `shown_once` goes with the answer: the recovery codes of an enrolment.
http::response admin_signed_in(const services& s, const http::request& req,
                               const administrator& admin, json shown_once = json::object()) {
  auto& writer = s.ctx.writer;
  auth::end_session(writer, s.announce, auth::subject_kind::admin, req);
  const auto token = writer.run(
      [&](db::tx& t) { return auth::create_session(t, auth::subject_kind::admin, admin.id); });
  shown_once["email"] = admin.email;
  auto res = http::json_response(200, shown_once);
  res.headers.emplace_back(
      "Set-Cookie", auth::session_cookie(auth::subject_kind::admin, token, s.ctx.secure_cookies));
  return res;
}

json to_json(const next_sign_in_step& next) {
  if (!next.enrolment) return {{"next", "two-factor"}, {"challenge", *next.challenge}};
  return {{"next", "enrol-two-factor"},
          {"challenge", *next.challenge},
          {"secret", next.enrolment->secret},
          {"otpauthUrl", next.enrolment->otpauth_url}};
}

// A right password signs in, or, when a code must follow, answers a challenge for
// /api/admin/session/two-factor: {"next": "two-factor"}, or {"next": "enrol-two-factor"} with a
// new secret when two-factor is required and still off. A right password never clears the
// account's failures while a code is to follow; only a right code does.
http::response sign_in(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto email_it = body.find("email");
  const auto password_it = body.find("password");
  if (email_it == body.end() || !email_it->is_string() || password_it == body.end() ||
      !password_it->is_string()) {
    throw core::api_error::validation({{"email", "Enter your email and password."}});
  }
  const auto email = core::normalized_email(email_it->get_ref<const std::string&>());
  auth::failure_charge charge(s.limits, "admin:" + email, req.client_ip);
  const auto admin =
      verify_administrator(s.ctx.db, email, password_it->get_ref<const std::string&>());
  if (!admin) {
    charge.failed();
    throw core::api_error(401, "invalid_credentials", "Incorrect email or password.");
  }
  const auto next = after_password(s.ctx.writer, *admin, s.ctx.config.admin_two_factor_required);
  // With a code to follow, the charge is given back unsettled: the right password counts
  // neither as a failure nor as a success.
  if (next.challenge) return http::json_response(200, to_json(next));
  charge.succeeded();
  return admin_signed_in(s, req, *admin);
}

// The second step: the challenge and a code from the authenticator app or a recovery code. A
// wrong one counts against the administrator's and the client's failure budgets and the
// challenge's tries. An enrolment's first right code answers the recovery codes, this once.
http::response second_step(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto challenge = http::required_text(
      body, "challenge", 64, "Your sign-in has expired. Please enter your password again.");
  const auto code = http::required_text(
      body, "code", 32, "Enter the 6-digit code from your authenticator app, or a recovery code.");
  const auto owner = [&] {
    auto sql = s.ctx.db.acquire();
    return admin_challenge_owner(*sql, challenge);
  }();
  const auto admin = owner ? find_administrator(s.ctx.db, *owner) : std::nullopt;
  if (!admin) throw challenge_expired();
  auth::failure_charge charge(s.limits, "admin:" + admin->email, req.client_ip);
  const auto settled = settle_admin_code(s.ctx.writer, challenge, admin->id, code);
  if (!settled) throw challenge_expired();
  if (settled->result == admin_code_result::wrong) {
    charge.failed();
    throw wrong_code();
  }
  charge.succeeded();
  if (settled->recovery_codes.empty()) return admin_signed_in(s, req, *admin);
  return admin_signed_in(s, req, *admin, {{"recoveryCodes", settled->recovery_codes}});
}

http::response session(const services& s, const http::request& req) {
  const auto admin = find_administrator(s.ctx.db, req.subject);
  if (!admin) throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  return http::json_response(200, {{"email", admin->email}});
}

http::response sign_out(const services& s, const http::request& req) {
  using auth::subject_kind;
  auth::end_session(s.ctx.writer, s.announce, subject_kind::admin, req);
  http::response res{.status = 204, .content_type = ""};
  res.headers.emplace_back("Set-Cookie",
                           auth::clearing_cookie(subject_kind::admin, s.ctx.secure_cookies));
  return res;
}

http::response audit(const services& s, const http::request& req) {
  return http::json_response(
      200,
      to_json(audit_log(s.ctx.db, http::int_query_param(req.query, "page", 1, 1, 1000000),
                        http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size))));
}

// The round trip of the spec's check (a profile count), as the administrator waits for it.
http::response connection_test(const services& s, const http::request&) {
  const auto started = std::chrono::steady_clock::now();
  const auto profiles = count_profiles(s.ctx.db);
  const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - started;
  return http::json_response(
      200, {{"ok", true},
            {"profiles", profiles},
            {"engine", s.ctx.db.kind() == db::engine::sqlite ? "sqlite" : "postgresql"},
            {"roundTripMs", std::round(took.count() * 10) / 10}});
}

http::response make_test_account(const services& s, const http::request&) {
  return http::json_response(201, to_json(create_test_account(s.ctx.writer)));
}

http::response no_test_data(const services& s, const http::request& req) {
  const auto removed = remove_test_data(s.ctx.writer, req.subject);
  if (removed.profiles > 0) s.ctx.events.publish(topics::members_reloaded, "");
  return http::json_response(200, {{"profiles", removed.profiles},
                                   {"pitches", removed.pitches},
                                   {"applications", removed.applications}});
}

http::response review_list(const services& s, const http::request& req) {
  const auto kind = kind_param(req);
  page_request page;
  if (auto status = http::query_param(req.query, "status"); status && !status->empty()) {
    page.status = checked_status(*status, true);
  }
  page.page = http::int_query_param(req.query, "page", 1, 1, 1000000);
  page.page_size = http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size);
  page.test_data = test_data_param(req);
  auto body = to_json(list(s.ctx.db, kind, page));
  {
    auto sql = s.ctx.db.acquire();
    mark_review_items(*sql, kind, body["items"]);
  }
  return http::json_response(200, body);
}

http::response review_decision(const services& s, const http::request& req) {
  const auto kind = kind_param(req);
  const auto body = http::parse_json_object(req);
  const auto status = body.value("status", json());
  decision d{kind, std::string(req.param("id")),
             checked_status(status.is_string() ? status.get<std::string>() : "", false),
             req.subject};
  d.reason = applications::rejection_reason(body);
  if (d.reason && (kind != review_kind::profiles || d.to_status != "rejected")) {
    throw core::api_error::validation(
        {{"reason", "A reason goes only with the rejection of an application."}});
  }
  d.reapply_after_days = s.reapply_after_days;
  const auto decided = decide(s.ctx.writer, d, s.ctx.public_url());
  if (kind == review_kind::profiles) s.ctx.events.publish(topics::member_changed, d.id);
  return http::json_response(200, to_json(decided));
}

using http::method;
constexpr auto only_admins = http::access::admin;
constexpr auto anyone = http::access::anonymous;
constexpr route<services> k_routes[] = {
    {.verb = method::post, .path = "/api/admin/session", .answer = &sign_in, .who = anyone},
    {.verb = method::post,
     .path = "/api/admin/session/two-factor",
     .answer = &second_step,
     .who = anyone},
    {.verb = method::get, .path = "/api/admin/session", .answer = &session, .who = only_admins},
    {.verb = method::del, .path = "/api/admin/session", .answer = &sign_out, .who = anyone},
    {.verb = method::get, .path = "/api/admin/audit", .answer = &audit, .who = only_admins},
    {.verb = method::get,
     .path = "/api/admin/connection-test",
     .answer = &connection_test,
     .who = only_admins},
    {.verb = method::post,
     .path = "/api/admin/test-account",
     .answer = &make_test_account,
     .who = only_admins},
    {.verb = method::del,
     .path = "/api/admin/test-data",
     .answer = &no_test_data,
     .who = only_admins},
    {.verb = method::get, .path = "/api/admin/:kind", .answer = &review_list, .who = only_admins},
    {.verb = method::post,
     .path = "/api/admin/:kind/:id/decision",
     .answer = &review_decision,
     .who = only_admins},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("administrators", "the administrators' own accounts");
  ctx.personal.add_unrelated("admin_two_factor", "the administrators' own second factor");
  ctx.personal.add_unrelated("admin_sign_in_challenges", "administrators' sign-ins in progress");
  ctx.personal.add_unrelated("admin_recovery_codes", "the administrators' own recovery codes");
  // The erasure's own entry is written after these run; earlier entries about the member are
  // re-pointed to the stand-in, so only that one names them.
  ctx.personal.add(
      {.table = "audit_log",
       .rows = ":member IN (actor_id, target_id)",
       .erase = {fmt::format("UPDATE audit_log SET actor_id = '{}' WHERE actor_id = :member",
                             k_deleted_member_id),
                 fmt::format("UPDATE audit_log SET target_id = '{}' WHERE target_id = :member",
                             k_deleted_member_id)}});
  add_routes(routes, ctx,
             std::make_shared<const services>(
                 services{ctx, auth::throttles_of(ctx), auth::announcer_of(ctx),
                          applications::k_reapply_after_days.of(ctx.config)}),
             k_routes);
}

}  // namespace

const feature k_feature{.name = "admin", .install = &install};

}  // namespace sangam::features::admin
