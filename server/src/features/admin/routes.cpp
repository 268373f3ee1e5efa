#include "features/admin/routes.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>

#include "core/error.hpp"
#include "core/text.hpp"
#include "db/audit.hpp"
#include "features/admin/accounts.hpp"
#include "features/admin/review.hpp"
#include "features/admin/review_json.hpp"
#include "features/admin/two_factor.hpp"
#include "features/auth/routes.hpp"
#include "features/auth/sessions.hpp"
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

http::response admin_signed_in(db::writer& writer, const auth::session_announcer& announce,
                               const http::request& req, const administrator& admin, bool secure) {
  auth::end_session(writer, announce, auth::subject_kind::admin, req);
  const auto token = writer.run(
      [&](db::tx& t) { return auth::create_session(t, auth::subject_kind::admin, admin.id); });
  auto res = http::json_response(200, {{"email", admin.email}});
  res.headers.emplace_back("Set-Cookie",
                           auth::session_cookie(auth::subject_kind::admin, token, secure));
  return res;
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("administrators", "the administrators' own accounts");
  ctx.personal.add_unrelated("admin_two_factor", "the administrators' own second factor");
  ctx.personal.add_unrelated("admin_sign_in_challenges", "administrators' sign-ins in progress");
  // The erasure's own entry is written after these run; earlier entries about the member are
  // re-pointed to the stand-in, so only that one names them.
  ctx.personal.add(
      {.table = "audit_log",
       .rows = ":member IN (actor_id, target_id)",
       .erase = {fmt::format("UPDATE audit_log SET actor_id = '{}' WHERE actor_id = :member",
                             k_deleted_member_id),
                 fmt::format("UPDATE audit_log SET target_id = '{}' WHERE target_id = :member",
                             k_deleted_member_id)}});
  using auth::subject_kind;
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto& events = ctx.events;
  auto limits = auth::throttles_of(ctx);
  const auto announce = auth::announcer_of(ctx);
  const auto link_base = ctx.public_url;
  const bool secure_cookies = ctx.secure_cookies;
  const bool two_factor_required = ctx.config.admin_two_factor_required;
  constexpr http::route_options admin_only{.who = http::access::admin};

  // A right password signs in, or, when a code must follow, answers a challenge for
  // /api/admin/session/two-factor: {"next": "two-factor"}, or {"next": "enrol-two-factor"} with a
  // new secret when two-factor is required and still off. A right password never clears the
  // account's failures while a code is to follow; only a right code does.
  routes.add(
      http::method::post, "/api/admin/session",
      [&writer, &db, limits, announce, secure_cookies,
       two_factor_required](const http::request& req) {
        const auto body = http::parse_json_object(req);
        const auto email_it = body.find("email");
        const auto password_it = body.find("password");
        if (email_it == body.end() || !email_it->is_string() || password_it == body.end() ||
            !password_it->is_string()) {
          throw core::api_error::validation({{"email", "Enter your email and password."}});
        }
        const auto email = core::normalized_email(email_it->get_ref<const std::string&>());
        auth::failure_charge charge(limits, "admin:" + email, req.client_ip);
        const auto admin =
            verify_administrator(db, email, password_it->get_ref<const std::string&>());
        if (!admin) {
          charge.failed();
          throw core::api_error(401, "invalid_credentials", "Incorrect email or password.");
        }
        const auto next = writer.run([&](db::tx& t) -> json {
          if (!admin_two_factor_enabled(t.sql(), admin->id)) {
            if (!two_factor_required) return nullptr;
            if (const auto e = begin_admin_enrolment(t, admin->id, admin->email)) {
              return {{"next", "enrol-two-factor"},
                      {"challenge", issue_admin_challenge(t, admin->id)},
                      {"secret", e->secret},
                      {"otpauthUrl", e->otpauth_url}};
            }
          }
          return {{"next", "two-factor"}, {"challenge", issue_admin_challenge(t, admin->id)}};
        });
        // With a code to follow, the charge is given back unsettled: the right password counts
        // neither as a failure nor as a success.
        if (!next.is_null()) return http::json_response(200, next);
        charge.succeeded();
        return admin_signed_in(writer, announce, req, *admin, secure_cookies);
      },
      {.who = http::access::anonymous});

  // The second step: the challenge and a code from the authenticator app; the first right code
  // of an enrolment turns two-factor on. A wrong code counts against the administrator's and the
  // client's failure budgets and the challenge's tries.
  routes.add(http::method::post, "/api/admin/session/two-factor",
             [&writer, &db, limits, announce, secure_cookies](const http::request& req) {
               const auto body = http::parse_json_object(req);
               const auto challenge = http::required_text(
                   body, "challenge", 64,
                   "Your sign-in has expired. Please enter your password again.");
               const auto code = http::required_text(
                   body, "code", 32, "Enter the 6-digit code from your authenticator app.");
               const auto owner = [&] {
                 auto sql = db.acquire();
                 return admin_challenge_owner(*sql, challenge);
               }();
               const auto admin = owner ? find_administrator(db, *owner) : std::nullopt;
               if (!admin) throw challenge_expired();
               auth::failure_charge charge(limits, "admin:" + admin->email, req.client_ip);
               const auto result = writer.run([&](db::tx& t) {
                 if (!charge_admin_challenge(t, challenge)) throw challenge_expired();
                 const auto r = check_admin_code(t, admin->id, code);
                 if (r == admin_code_result::wrong) return r;
                 end_admin_challenge(t, challenge);
                 if (r == admin_code_result::enrolled) {
                   db::record_audit(t, {.actor_kind = "admin",
                                        .actor_id = admin->id,
                                        .action = "two_factor_enabled",
                                        .target_kind = "administrator",
                                        .target_id = admin->id});
                 }
                 return r;
               });
               if (result == admin_code_result::wrong) {
                 charge.failed();
                 throw wrong_code();
               }
               charge.succeeded();
               return admin_signed_in(writer, announce, req, *admin, secure_cookies);
             },
             {.who = http::access::anonymous});

  routes.add(
      http::method::get, "/api/admin/session",
      [&db](const http::request& req) {
        const auto admin = find_administrator(db, req.subject);
        if (!admin) throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
        return http::json_response(200, {{"email", admin->email}});
      },
      admin_only);

  routes.add(http::method::del, "/api/admin/session",
             [&writer, announce, secure_cookies](const http::request& req) {
               auth::end_session(writer, announce, subject_kind::admin, req);
               http::response res{.status = 204, .content_type = ""};
               res.headers.emplace_back("Set-Cookie",
                                        auth::clearing_cookie(subject_kind::admin, secure_cookies));
               return res;
             },
             {.who = http::access::anonymous});

  routes.add(
      http::method::get, "/api/admin/audit",
      [&db](const http::request& req) {
        return http::json_response(
            200, to_json(audit_log(
                     db, http::int_query_param(req.query, "page", 1, 1, 1000000),
                     http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size))));
      },
      admin_only);

  routes.add(
      http::method::get, "/api/admin/connection-test",
      [&db](const http::request&) {
        // The round trip of the spec's check (a profile count), as the administrator waits for it.
        const auto started = std::chrono::steady_clock::now();
        const auto profiles = count_profiles(db);
        const std::chrono::duration<double, std::milli> took =
            std::chrono::steady_clock::now() - started;
        return http::json_response(
            200, {{"ok", true},
                  {"profiles", profiles},
                  {"engine", db.kind() == db::engine::sqlite ? "sqlite" : "postgresql"},
                  {"roundTripMs", std::round(took.count() * 10) / 10}});
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/test-account",
      [&writer](const http::request&) {
        return http::json_response(201, to_json(create_test_account(writer)));
      },
      admin_only);

  routes.add(
      http::method::del, "/api/admin/test-data",
      [&writer, &events](const http::request& req) {
        const auto removed = remove_test_data(writer, req.subject);
        if (removed.profiles > 0) events.publish(topics::members_reloaded, "");
        return http::json_response(200, {{"profiles", removed.profiles},
                                         {"pitches", removed.pitches},
                                         {"applications", removed.applications}});
      },
      admin_only);

  routes.add(
      http::method::get, "/api/admin/:kind",
      [&db](const http::request& req) {
        const auto kind = kind_param(req);
        page_request page;
        if (auto status = http::query_param(req.query, "status"); status && !status->empty()) {
          page.status = checked_status(*status, true);
        }
        page.page = http::int_query_param(req.query, "page", 1, 1, 1000000);
        page.page_size = http::int_query_param(req.query, "pageSize", 50, 1, k_max_page_size);
        page.test_data = test_data_param(req);
        return http::json_response(200, to_json(list(db, kind, page)));
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/:kind/:id/decision",
      [&writer, &events, link_base](const http::request& req) {
        const auto& admin_id = req.subject;
        const auto kind = kind_param(req);
        const auto body = http::parse_json_object(req);
        const auto status = body.value("status", json());
        const decision d{kind, std::string(req.param("id")),
                         checked_status(status.is_string() ? status.get<std::string>() : "", false),
                         admin_id};
        const auto decided = decide(writer, d, link_base());
        if (kind == review_kind::profiles) events.publish(topics::member_changed, d.id);
        return http::json_response(200, to_json(decided));
      },
      admin_only);
}

}  // namespace sangam::features::admin
