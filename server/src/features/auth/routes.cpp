#include "features/auth/routes.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/auth/credentials.hpp"
#include "features/auth/invitations.hpp"
#include "features/auth/member_role.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/two_factor.hpp"
#include "features/profiles/photo_repo.hpp"
#include "http/client_key.hpp"
#include "http/json_body.hpp"

namespace sangam::features::auth {
namespace {

using nlohmann::json;

constexpr const char* k_select_approved =
    "SELECT p.id, p.password_hash, p.password_set, ph.etag FROM profiles p"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE p.email = :email AND p.status = 'approved'";
constexpr const char* k_select_me =
    "SELECT p.id, p.email, p.first_name, p.last_name, p.member_role, ph.etag FROM profiles p"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id WHERE p.id = :id";

core::api_error not_approved() {
  return {404, "not_approved", "Email not found or not approved yet."};
}

struct approved_profile final {
  std::string id;
  std::string password_hash;
  bool password_set = false;
  std::optional<std::string> photo_etag;
};

std::optional<approved_profile> find_approved(db::pool& db, const std::string& email) {
  approved_profile p;
  int password_set = 0;
  std::string etag;
  soci::indicator hash_ind = soci::i_null, etag_ind = soci::i_null;
  auto sql = db.acquire();
  *sql << k_select_approved, soci::use(email), soci::into(p.id),
      soci::into(p.password_hash, hash_ind), soci::into(password_set), soci::into(etag, etag_ind);
  if (!sql->got_data()) return std::nullopt;
  p.password_set = password_set != 0 && hash_ind == soci::i_ok;
  if (etag_ind == soci::i_ok) p.photo_etag = etag;
  return p;
}

json me_json(db::pool& db, const std::string& profile_id) {
  std::string id, email, first, last, role, etag;
  soci::indicator first_ind, last_ind, role_ind, etag_ind;
  auto sql = db.acquire();
  *sql << k_select_me, soci::use(profile_id), soci::into(id), soci::into(email),
      soci::into(first, first_ind), soci::into(last, last_ind), soci::into(role, role_ind),
      soci::into(etag, etag_ind);
  if (!sql->got_data())
    throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  auto text = [](const std::string& v, soci::indicator ind) {
    return ind == soci::i_ok ? json(v) : json(nullptr);
  };
  return {
      {"profileId", id},
      {"email", email},
      {"firstName", text(first, first_ind)},
      {"lastName", text(last, last_ind)},
      {"memberRole", text(role, role_ind)},
      {"photoUrl", etag_ind == soci::i_ok ? json(profiles::photo_url(id, etag)) : json(nullptr)}};
}

std::string password_field(const json& body, const char* key = "password") {
  const auto it = body.find(key);
  if (it == body.end() || !it->is_string() || it->get_ref<const std::string&>().empty()) {
    throw core::api_error::validation({{key, "Please enter your password."}});
  }
  return it->get<std::string>();
}

}  // namespace

http::response signed_in(db::writer& writer, const session_announcer& announce,
                         const http::request& req, const std::string& profile_id,
                         const nlohmann::json& body, bool secure) {
  end_session(writer, announce, subject_kind::member, req);
  const auto token = writer.run([&](db::tx& t) {
    return create_session(t, subject_kind::member, profile_id, req.client_ip);
  });
  auto res = http::json_response(200, body);
  res.headers.emplace_back("Set-Cookie", session_cookie(subject_kind::member, token, secure));
  return res;
}

nlohmann::json signed_in_body(db::pool& db, const std::string& profile_id) {
  auto sql = db.acquire();
  std::string email;
  soci::indicator etag_ind = soci::i_null;
  std::string etag;
  *sql << "SELECT p.email, ph.etag FROM profiles p LEFT JOIN profile_photos ph"
          " ON ph.profile_id = p.id WHERE p.id = :id",
      soci::use(profile_id), soci::into(email), soci::into(etag, etag_ind);
  return {{"email", email}, {"profileId", profile_id}, {"hasPhoto", etag_ind == soci::i_ok}};
}

failure_charge::failure_charge(throttles limits, std::string account, std::string address)
    : limits_(limits), account_(std::move(account)), address_(http::client_key(address)) {
  const auto by_account = account_.empty() ? http::rate_limiter::decision{true, {}}
                                           : limits_.failures_by_account.take(account_);
  const auto by_address = limits_.failures_by_address.take(address_);
  if (by_account.allowed && by_address.allowed) return;
  if (by_account.allowed && !account_.empty()) limits_.failures_by_account.give_back(account_);
  if (by_address.allowed) limits_.failures_by_address.give_back(address_);
  const auto wait = std::max(by_account.retry_after, by_address.retry_after);
  throw core::api_error(429, "rate_limited",
                        "Too many failed attempts. Please wait " + std::to_string(wait.count()) +
                            " seconds and try again.")
      .with_retry_after(wait.count());
}

failure_charge::~failure_charge() {
  if (settled_) return;
  if (!account_.empty()) limits_.failures_by_account.give_back(account_);
  limits_.failures_by_address.give_back(address_);
}

void failure_charge::succeeded() {
  if (!account_.empty()) limits_.failures_by_account.reset(account_);
  limits_.failures_by_address.give_back(address_);
  settled_ = true;
}

throttles throttles_of(const context& ctx) {
  return {
      ctx.limits.get("public_forms", ctx.config.public_form_rate_limit, std::chrono::minutes(10)),
      ctx.limits.get("sign_in_failures_by_account", 10, std::chrono::minutes(15)),
      ctx.limits.get("sign_in_failures_by_address", 50, std::chrono::minutes(15))};
}

void add_routes(http::router& routes, const context& ctx) {
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
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto limits = throttles_of(ctx);
  const auto link_base = ctx.public_url;
  const bool secure_cookies = ctx.secure_cookies;
  constexpr auto anyone = http::access::anonymous;

  routes.add(http::method::post, "/api/auth/email",
             [&db](const http::request& req) {
               const auto email = email_field(http::parse_json_object(req));
               const auto profile = find_approved(db, email);
               if (!profile) throw not_approved();
               return http::json_response(
                   200, {{"next", profile->password_set ? "password-verify" : "password-setup"}});
             },
             {.limiter = &limits.public_forms, .who = anyone});

  routes.add(http::method::post, "/api/auth/setup-link",
             [&writer, link_base](const http::request& req) {
               resend_invitation(writer, email_field(http::parse_json_object(req)), link_base());
               return http::json_response(202, {{"status", "sent"}});
             },
             {.limiter = &limits.public_forms, .who = anyone});

  routes.add(
      http::method::post, "/api/auth/password-setup",
      [&writer, announce, secure_cookies](const http::request& req) {
        const auto body = http::parse_json_object(req);
        const auto email = email_field(body);
        const auto password = password_field(body);
        const auto token_it = body.find("token");
        const std::string token =
            token_it != body.end() && token_it->is_string() ? token_it->get<std::string>() : "";
        check_new_password(password);
        const auto profile_id = redeem_setup_token(writer, email, token, hash_password(password));
        return signed_in(writer, announce, req, profile_id,
                         {{"email", email}, {"profileId", profile_id}}, secure_cookies);
      },
      {.limiter = &limits.public_forms, .who = anyone});

  routes.add(http::method::post, "/api/auth/login",
             [&db, &writer, announce, limits, secure_cookies](const http::request& req) {
               const auto body = http::parse_json_object(req);
               const auto email = email_field(body);
               const auto password = password_field(body);
               failure_charge charge(limits, email, req.client_ip);
               const auto profile = find_approved(db, email);
               if (!profile || !profile->password_set) {
                 verify_decoy(password);
                 charge.failed();
                 if (!profile) throw not_approved();
                 throw core::api_error(409, "password_not_set",
                                       "Set your password with the link we e-mailed you first.");
               }
               if (!verify_password(profile->password_hash, password)) {
                 charge.failed();
                 throw core::api_error(401, "wrong_password",
                                       "Incorrect password. Please try again.");
               }
               // The account's password failures are forgotten; its second-factor failures are
               // not (judge_second_factor).
               charge.succeeded();
               // Two-factor on: the password alone opens nothing; the second step follows.
               {
                 auto sql = db.acquire();
                 if (two_factor_enabled(*sql, profile->id)) {
                   const auto challenge =
                       writer.run([&](db::tx& t) { return issue_challenge(t, profile->id); });
                   return http::json_response(
                       200, {{"next", "two-factor"}, {"challenge", challenge}, {"email", email}});
                 }
               }
               return signed_in(writer, announce, req, profile->id,
                                {{"email", email},
                                 {"profileId", profile->id},
                                 {"hasPhoto", profile->photo_etag.has_value()}},
                                secure_cookies);
             },
             {.who = anyone});

  routes.add(http::method::post, "/api/auth/logout",
             [&writer, announce, secure_cookies](const http::request& req) {
               end_session(writer, announce, subject_kind::member, req);
               http::response res{.status = 204, .content_type = ""};
               res.headers.emplace_back("Set-Cookie",
                                        clearing_cookie(subject_kind::member, secure_cookies));
               return res;
             },
             {.who = anyone});

  add_two_factor_routes(routes, ctx);

  routes.add(http::method::get, "/api/me", [&db](const http::request& req) {
    return http::json_response(200, me_json(db, req.subject));
  });

  routes.add(http::method::put, "/api/me/role", [&db, &writer](const http::request& req) {
    const auto& profile_id = req.subject;
    const auto body = http::parse_json_object(req);
    const auto it = body.find("role");
    if (it == body.end() || !it->is_string() ||
        (*it != "Founder" && *it != "Mentor" && *it != "Investor")) {
      throw core::api_error::validation({{"role", "Role must be Founder, Mentor or Investor."}});
    }
    const std::string role = it->get<std::string>();
    writer.run([&](db::tx& t) { choose_member_role(t, profile_id, role); });
    return http::json_response(200, me_json(db, profile_id));
  });
}

}  // namespace sangam::features::auth
