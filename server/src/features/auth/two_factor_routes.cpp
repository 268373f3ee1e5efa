#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <string>

#include "core/error.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/routes.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/two_factor.hpp"
#include "http/json_body.hpp"

namespace sangam::features::auth {
namespace {

using nlohmann::json;

struct account final {
  std::string email;
  std::string password_hash;
};

account account_of(db::pool& db, const std::string& member) {
  auto sql = db.acquire();
  account a;
  soci::indicator hash_ind = soci::i_null;
  *sql << "SELECT email, password_hash FROM profiles WHERE id = :id", soci::use(member),
      soci::into(a.email), soci::into(a.password_hash, hash_ind);
  if (!sql->got_data())
    throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  return a;
}

core::api_error wrong_code() {
  return {401, "wrong_code", "That code is not right. Check your authenticator app and try again."};
}

json status_json(db::pool& db, const std::string& member) {
  auto sql = db.acquire();
  return {{"enabled", two_factor_enabled(*sql, member)},
          {"recoveryCodesLeft", recovery_codes_left(*sql, member)}};
}

core::api_error challenge_expired() {
  return {401, "challenge_expired", "Your sign-in has expired. Please enter your password again."};
}

core::api_error too_many_codes(std::chrono::seconds wait) {
  return core::api_error(429, "rate_limited",
                         "Too many wrong codes. Please wait " + std::to_string(wait.count()) +
                             " seconds and try again.")
      .with_retry_after(wait.count());
}

}  // namespace

void reauthenticate(db::pool& db, db::writer& writer, throttles limits, const http::request& req,
                    const json& body, const std::function<void(db::tx&)>& then) {
  const auto a = account_of(db, req.subject);
  {
    failure_charge charge(limits, a.email, req.client_ip);
    if (a.password_hash.empty() ||
        !verify_password(a.password_hash, http::string_or_empty(body, "password"))) {
      charge.failed();
      throw core::api_error(401, "wrong_password", "Incorrect password. Please try again.");
    }
    charge.succeeded();
  }
  // The code is charged to the member's second-factor budget, which the right password left alone.
  failure_charge by_address(limits, {}, req.client_ip);
  const bool done = writer.run([&](db::tx& t) {
    if (two_factor_enabled(t.sql(), req.subject)) {
      const auto verdict = judge_second_factor(t, req.subject, http::string_or_empty(body, "code"));
      if (verdict.outcome == code_verdict::refused) throw too_many_codes(verdict.retry_after);
      if (verdict.outcome == code_verdict::wrong) return false;
    }
    then(t);
    return true;
  });
  if (!done) {
    by_address.failed();
    throw wrong_code();
  }
  by_address.succeeded();
}

void add_two_factor_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  const auto limits = throttles_of(ctx);
  const auto announce = announcer_of(ctx);
  const bool secure_cookies = ctx.secure_cookies;

  routes.add(http::method::get, "/api/me/two-factor", [&db](const http::request& req) {
    return http::json_response(200, status_json(db, req.subject));
  });

  routes.add(
      http::method::post, "/api/me/two-factor/setup", [&db, &writer](const http::request& req) {
        const auto e = begin_enrolment(writer, req.subject, account_of(db, req.subject).email);
        return http::json_response(200, {{"secret", e.secret}, {"otpauthUrl", e.otpauth_url}});
      });

  routes.add(http::method::post, "/api/me/two-factor/enable",
             [&writer, limits](const http::request& req) {
               const auto body = http::parse_json_object(req);
               failure_charge charge(limits, req.subject, req.client_ip);
               try {
                 const auto codes =
                     confirm_enrolment(writer, req.subject, http::string_or_empty(body, "code"));
                 charge.succeeded();
                 return http::json_response(200, {{"recoveryCodes", codes}});
               } catch (const core::api_error& e) {
                 if (e.status() == 400) charge.failed();
                 throw;
               }
             });

  // Turning it off takes the password and a code (or a recovery code): a session left open on a
  // shared computer is not enough.
  routes.add(http::method::post, "/api/me/two-factor/disable",
             [&db, &writer, limits](const http::request& req) {
               reauthenticate(db, writer, limits, req, http::parse_json_object(req),
                              [&](db::tx& t) { disable_two_factor(t, req.subject); });
               return http::json_response(200, status_json(db, req.subject));
             });

  // The second step of sign-in: the challenge from POST /api/auth/login and a code from the app
  // or a recovery code. A wrong code counts against the member's second-factor budget (which a
  // right password does not refill), the client's failure budget and the challenge's tries.
  routes.add(http::method::post, "/api/auth/two-factor",
             [&db, &writer, limits, announce, secure_cookies](const http::request& req) {
               const auto body = http::parse_json_object(req);
               const auto challenge = http::string_or_empty(body, "challenge");
               auto code = http::string_or_empty(body, "code");
               if (code.empty()) code = http::string_or_empty(body, "recoveryCode");
               const auto member = [&] {
                 auto sql = db.acquire();
                 return challenge_member(*sql, challenge);
               }();
               if (!member) throw challenge_expired();
               failure_charge by_address(limits, {}, req.client_ip);
               const bool accepted = writer.run([&](db::tx& t) {
                 if (!charge_challenge(t, challenge)) throw challenge_expired();
                 const auto verdict = judge_second_factor(t, *member, code);
                 if (verdict.outcome == code_verdict::refused) {
                   throw too_many_codes(verdict.retry_after);
                 }
                 if (verdict.outcome == code_verdict::wrong) return false;
                 end_challenge(t, challenge);
                 return true;
               });
               if (!accepted) {
                 by_address.failed();
                 throw wrong_code();
               }
               by_address.succeeded();
               return signed_in(writer, announce, req, *member, signed_in_body(db, *member),
                                secure_cookies);
             },
             {.who = http::access::anonymous});

  routes.add(http::method::get, "/api/me/sessions", [&db](const http::request& req) {
    json list = json::array();
    auto sql = db.acquire();
    for (const auto& s : member_sessions(*sql, req.subject, req)) {
      list.push_back({{"id", s.id},
                      {"current", s.current},
                      {"createdAt", s.created_at},
                      {"lastSeenAt", s.last_seen_at},
                      {"ip", http::or_null(s.client_ip)}});
    }
    return http::json_response(200, {{"sessions", std::move(list)}});
  });

  routes.add(http::method::del, "/api/me/sessions/:id",
             [&writer, announce](const http::request& req) {
               if (!end_member_session(writer, announce, req.subject, req.param("id"))) {
                 throw core::api_error::not_found();
               }
               return http::response{.status = 204, .content_type = ""};
             });

  routes.add(http::method::post, "/api/me/sessions/sign-out-others",
             [&writer, announce](const http::request& req) {
               return http::json_response(
                   200, {{"signedOut", end_other_sessions(writer, announce, req.subject, req)}});
             });
}

}  // namespace sangam::features::auth
