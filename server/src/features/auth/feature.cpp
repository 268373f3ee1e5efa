#include "features/auth/feature.hpp"

#include <nlohmann/json.hpp>

#include <memory>

#include "core/error.hpp"
#include "features/auth/credentials.hpp"
#include "features/auth/invitations.hpp"
#include "features/auth/member_role.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/sign_in.hpp"
#include "features/auth/sign_in_steps.hpp"
#include "features/auth/two_factor.hpp"
#include "features/moderation/sanctions.hpp"
#include "features/profiles/away.hpp"
#include "features/profiles/photo_repo.hpp"
#include "http/json_body.hpp"

namespace sangam::features::auth {
namespace {

using http::request;
using http::response;
using nlohmann::json;

struct services final {
  context ctx;
  throttles limits;
  session_announcer announce;
};

std::string password_field(const json& body) {
  const auto it = body.find("password");
  if (it == body.end() || !it->is_string() || it->get_ref<const std::string&>().empty()) {
    throw core::api_error::validation({{"password", "Please enter your password."}});
  }
  return it->get<std::string>();
}

// A new member session for the request (its cookie replaces any the browser had), answering `body`.
response signed_in(const services& s, const request& req, const std::string& member,
                   const json& body) {
  {
    auto sql = s.ctx.db.acquire();
    moderation::refuse_held_sign_in(*sql, member);  // suspended or banned: 403 saying until when
  }
  end_session(s.ctx.writer, s.announce, subject_kind::member, req);
  bool back = false;
  const auto token = s.ctx.writer.run([&](db::tx& t) {
    back = profiles::record_sign_in(t, member);
    return create_session(t, subject_kind::member, member, req.client_ip);
  });
  if (back) s.ctx.events.publish(topics::member_changed, member);  // into others' decks again
  auto res = http::json_response(200, body);
  res.headers.emplace_back("Set-Cookie",
                           session_cookie(subject_kind::member, token, s.ctx.secure_cookies));
  return res;
}

json me_json(const profiles::member_identity& m) {
  return {{"profileId", m.id},
          {"email", m.email},
          {"firstName", http::or_null(m.first_name)},
          {"lastName", http::or_null(m.last_name)},
          {"memberRole", http::or_null(m.member_role)},
          {"photoUrl", m.photo_etag ? json(profiles::photo_url(m.id, *m.photo_etag)) : json()}};
}

json two_factor_json(db::pool& db, const std::string& member) {
  auto sql = db.acquire();
  return {{"enabled", two_factor_enabled(*sql, member)},
          {"recoveryCodesLeft", recovery_codes_left(*sql, member)}};
}

response no_content() {
  return response{.status = 204, .content_type = ""};
}

response next_step(const services& s, const request& req) {
  const auto account = approved_account(s.ctx.db, email_field(http::parse_json_object(req)));
  return http::json_response(
      200, {{"next", account.password_set ? "password-verify" : "password-setup"}});
}

response send_setup_link(const services& s, const request& req) {
  resend_invitation(s.ctx.writer, email_field(http::parse_json_object(req)), s.ctx.public_url());
  return http::json_response(202, {{"status", "sent"}});
}

response set_first_password(const services& s, const request& req) {
  const auto body = http::parse_json_object(req);
  const auto email = email_field(body);
  const auto password = password_field(body);
  check_new_password(password);
  const auto member = redeem_setup_token(s.ctx.writer, email, http::string_or_empty(body, "token"),
                                         hash_password(password));
  return signed_in(s, req, member, {{"email", email}, {"profileId", member}});
}

response log_in(const services& s, const request& req) {
  const auto body = http::parse_json_object(req);
  const auto email = email_field(body);
  const auto passed =
      check_password(s.ctx.db, s.ctx.writer, s.limits, email, password_field(body), req.client_ip);
  if (passed.challenge) {
    return http::json_response(
        200, {{"next", "two-factor"}, {"challenge", *passed.challenge}, {"email", email}});
  }
  return signed_in(
      s, req, passed.member_id,
      {{"email", email}, {"profileId", passed.member_id}, {"hasPhoto", passed.has_photo}});
}

// The second step of sign-in: the challenge from POST /api/auth/login and a code from the app or
// a recovery code.
response pass_second_step(const services& s, const request& req) {
  const auto body = http::parse_json_object(req);
  auto code = http::string_or_empty(body, "code");
  if (code.empty()) code = http::string_or_empty(body, "recoveryCode");
  const auto member =
      check_second_step(s.ctx.db, s.ctx.writer, s.limits, http::string_or_empty(body, "challenge"),
                        code, req.client_ip);
  const auto who = signed_in_member(s.ctx.db, member);
  return signed_in(
      s, req, member,
      {{"email", who.email}, {"profileId", member}, {"hasPhoto", who.photo_etag.has_value()}});
}

response log_out(const services& s, const request& req) {
  end_session(s.ctx.writer, s.announce, subject_kind::member, req);
  auto res = no_content();
  res.headers.emplace_back("Set-Cookie",
                           clearing_cookie(subject_kind::member, s.ctx.secure_cookies));
  return res;
}

response me(const services& s, const request& req) {
  return http::json_response(200, me_json(signed_in_member(s.ctx.db, req.subject)));
}

response choose_role(const services& s, const request& req) {
  const auto body = http::parse_json_object(req);
  const auto it = body.find("role");
  if (it == body.end() || !it->is_string() ||
      (*it != "Founder" && *it != "Mentor" && *it != "Investor")) {
    throw core::api_error::validation({{"role", "Role must be Founder, Mentor or Investor."}});
  }
  const auto role = it->get<std::string>();
  s.ctx.writer.run([&](db::tx& t) { choose_member_role(t, req.subject, role); });
  return me(s, req);
}

response two_factor_status(const services& s, const request& req) {
  return http::json_response(200, two_factor_json(s.ctx.db, req.subject));
}

response start_enrolment(const services& s, const request& req) {
  const auto e =
      begin_enrolment(s.ctx.writer, req.subject, signed_in_member(s.ctx.db, req.subject).email);
  return http::json_response(200, {{"secret", e.secret}, {"otpauthUrl", e.otpauth_url}});
}

response finish_enrolment(const services& s, const request& req) {
  const auto code = http::string_or_empty(http::parse_json_object(req), "code");
  const auto codes = enable_two_factor(s.ctx.writer, s.limits, req.subject, code, req.client_ip);
  return http::json_response(200, {{"recoveryCodes", codes}});
}

// Turning it off takes the password and a code (or a recovery code): a session left open on a
// shared computer is not enough.
response turn_off_two_factor(const services& s, const request& req) {
  reauthenticate(s.ctx.db, s.ctx.writer, s.limits, req, http::parse_json_object(req),
                 [&](db::tx& t) { disable_two_factor(t, req.subject); });
  return two_factor_status(s, req);
}

response sessions(const services& s, const request& req) {
  json list = json::array();
  auto sql = s.ctx.db.acquire();
  for (const auto& row : member_sessions(*sql, req.subject, req)) {
    list.push_back({{"id", row.id},
                    {"current", row.current},
                    {"createdAt", row.created_at},
                    {"lastSeenAt", row.last_seen_at},
                    {"ip", http::or_null(row.client_ip)}});
  }
  return http::json_response(200, {{"sessions", std::move(list)}});
}

response end_one_session(const services& s, const request& req) {
  if (!end_member_session(s.ctx.writer, s.announce, req.subject, req.param("id"))) {
    throw core::api_error::not_found();
  }
  return no_content();
}

response sign_out_others(const services& s, const request& req) {
  return http::json_response(
      200, {{"signedOut", end_other_sessions(s.ctx.writer, s.announce, req.subject, req)}});
}

using http::method;
constexpr auto anyone = http::access::anonymous;
constexpr route<services> k_routes[] = {
    {.verb = method::post,
     .path = "/api/auth/email",
     .answer = &next_step,
     .who = anyone,
     .limiter = &k_public_forms},
    {.verb = method::post,
     .path = "/api/auth/setup-link",
     .answer = &send_setup_link,
     .who = anyone,
     .limiter = &k_public_forms},
    {.verb = method::post,
     .path = "/api/auth/password-setup",
     .answer = &set_first_password,
     .who = anyone,
     .limiter = &k_public_forms},
    {.verb = method::post, .path = "/api/auth/login", .answer = &log_in, .who = anyone},
    {.verb = method::post, .path = "/api/auth/logout", .answer = &log_out, .who = anyone},
    {.verb = method::get, .path = "/api/me/two-factor", .answer = &two_factor_status},
    {.verb = method::post, .path = "/api/me/two-factor/setup", .answer = &start_enrolment},
    {.verb = method::post, .path = "/api/me/two-factor/enable", .answer = &finish_enrolment},
    {.verb = method::post, .path = "/api/me/two-factor/disable", .answer = &turn_off_two_factor},
    {.verb = method::post,
     .path = "/api/auth/two-factor",
     .answer = &pass_second_step,
     .who = anyone},
    {.verb = method::get, .path = "/api/me/sessions", .answer = &sessions},
    {.verb = method::del, .path = "/api/me/sessions/:id", .answer = &end_one_session},
    {.verb = method::post, .path = "/api/me/sessions/sign-out-others", .answer = &sign_out_others},
    {.verb = method::get, .path = "/api/me", .answer = &me},
    {.verb = method::put, .path = "/api/me/role", .answer = &choose_role},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "sessions",
                    .rows = "subject_kind = 'member' AND subject_id = :member",
                    .withheld = {"token_hash"}});
  ctx.personal.add(
      {.table = "password_tokens", .rows = "profile_id = :member", .withheld = {"token_hash"}});
  ctx.personal.add({.table = "two_factor", .rows = "member_id = :member", .withheld = {"secret"}});
  ctx.personal.add(
      {.table = "recovery_codes", .rows = "member_id = :member", .withheld = {"code_hash"}});
  ctx.personal.add(
      {.table = "sign_in_challenges", .rows = "member_id = :member", .withheld = {"token_hash"}});
  ctx.personal.add({.table = "second_factor_failures", .rows = "member_id = :member"});
  const auto announce = announcer_of(ctx);
  routes.set_authenticator(
      session_authenticator(ctx.db, ctx.writer, announce, ctx.sockets.recent()),
      session_recaller(ctx.sockets.recent()));
  close_sockets_of_ended_sessions(ctx);
  prepare_decoy();
  add_routes(routes, ctx,
             std::make_shared<const services>(services{ctx, throttles_of(ctx), announce}),
             k_routes);
}

}  // namespace

const feature k_feature{.name = "auth", .install = &install};

}  // namespace sangam::features::auth
