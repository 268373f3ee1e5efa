#include "features/password_reset/feature.hpp"

#include <nlohmann/json.hpp>

#include <optional>

#include "core/error.hpp"
#include "features/auth/credentials.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/sign_in.hpp"
#include "features/commit.hpp"
#include "features/password_reset/resets.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::password_reset {
namespace {

struct services final {
  context ctx;
  const account_kind& kind;
  http::rate_limiter& links_per_address;  // links sent to one address
  auth::session_announcer announce;
  // Where wrong codes are charged besides: the sign-in failure budgets under this prefix of the
  // address (administrators), or none (members' codes have a budget of their own).
  std::optional<auth::throttles> sign_in_limits;
  std::string_view failures_prefix;
};

core::api_error invalid_link() {
  return {403, "invalid_link",
          "This reset link is invalid, used or expired. Ask for a new one below."};
}

// The same answer whether the address belongs to an account or not, and whether a link went out.
http::response sent() {
  return http::json_response(202, {{"status", "sent"}});
}

void ask(const services& s, const http::request& req, http::reply reply) {
  const auto email = auth::email_field(http::parse_json_object(req));
  if (!s.links_per_address.take(email).allowed) return reply(sent());
  commit_then_reply(
      s.ctx.writer, std::move(reply),
      [&kind = s.kind, email, base = s.ctx.public_url()](db::tx& t) {
        send_link(t, kind, email, base);
      },
      &sent);
}

http::response check(const services& s, const http::request& req) {
  auto sql = s.ctx.db.acquire();
  const auto link = find_link(*sql, s.kind, http::query_param(req.query, "token").value_or(""));
  if (!link) throw invalid_link();
  return http::json_response(200, {{"twoFactor", link->two_factor}});
}

http::response confirm(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto token = http::string_or_empty(body, "token");
  const auto password = http::string_or_empty(body, "password");
  s.kind.check_password(password);
  const auto link = [&] {
    auto sql = s.ctx.db.acquire();
    return find_link(*sql, s.kind, token);
  }();
  if (!link) throw invalid_link();  // before the costly hash
  std::optional<auth::failure_charge> charge;
  if (s.sign_in_limits && link->two_factor) {
    charge.emplace(*s.sign_in_limits, std::string(s.failures_prefix) + link->email, req.client_ip);
  }
  const auto hash = auth::hash_password(password);
  const auto done = s.ctx.writer.run([&](db::tx& t) {
    return use_link(t, s.kind, token, http::string_or_empty(body, "code"), hash);
  });
  switch (done.is) {
    case outcome::reset:
      if (charge) charge->succeeded();
      s.announce.all_ended(done.account_id);
      return http::json_response(200, {{"status", "reset"}});
    case outcome::invalid_link:
      throw invalid_link();
    case outcome::code_needed:
      throw core::api_error::validation(
          {{"code", "Enter the code from your authenticator app, or a recovery code."}});
    case outcome::wrong_code:
      if (charge) charge->failed();
      throw core::api_error(401, "wrong_code",
                            "That code is not right. Check your authenticator app and try again.");
    case outcome::too_many_codes:
      throw core::api_error(429, "rate_limited",
                            "Too many wrong codes. Please wait " +
                                std::to_string(done.retry_after.count()) +
                                " seconds and try again.")
          .with_retry_after(done.retry_after.count());
  }
  throw std::logic_error("unknown password reset outcome");
}

// A link's 256-bit token cannot be guessed; the limit only keeps a scan from costing much.
constexpr limit k_reset_links{.name = "password_reset_links",
                              .capacity = [](const core::config&) { return 30u; },
                              .period = std::chrono::minutes(10)};

using http::method;
constexpr auto anyone = http::access::anonymous;
constexpr route<services> k_member_routes[] = {
    {.verb = method::post,
     .path = "/api/auth/password-reset",
     .answer_later = &ask,
     .who = anyone,
     .database = http::database_use::queued,
     .limiter = &auth::k_public_forms},
    {.verb = method::get,
     .path = "/api/auth/password-reset",
     .answer = &check,
     .who = anyone,
     .limiter = &k_reset_links},
    {.verb = method::post,
     .path = "/api/auth/password-reset/confirm",
     .answer = &confirm,
     .who = anyone,
     .limiter = &k_reset_links},
};
// The same for administrators, from the admin sign-in.
constexpr route<services> k_admin_routes[] = {
    {.verb = method::post,
     .path = "/api/admin/password-reset",
     .answer_later = &ask,
     .who = anyone,
     .database = http::database_use::queued,
     .limiter = &auth::k_public_forms},
    {.verb = method::get,
     .path = "/api/admin/password-reset",
     .answer = &check,
     .who = anyone,
     .limiter = &k_reset_links},
    {.verb = method::post,
     .path = "/api/admin/password-reset/confirm",
     .answer = &confirm,
     .who = anyone,
     .limiter = &k_reset_links},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add(
      {.table = "password_resets", .rows = "member_id = :member", .withheld = {"token_hash"}});
  ctx.personal.add_unrelated("admin_password_resets", "the administrators' own reset links");
  // Three links an hour to one address: enough for a lost mail, too few to flood an inbox.
  auto& per_member = ctx.limits.get("password_reset_per_address", 3, std::chrono::hours(1));
  auto& per_admin = ctx.limits.get("admin_password_reset_per_address", 3, std::chrono::hours(1));
  const auto announce = auth::announcer_of(ctx);
  add_routes(routes, ctx,
             std::make_shared<const services>(
                 services{ctx, k_members, per_member, announce, std::nullopt, {}}),
             k_member_routes);
  add_routes(routes, ctx,
             std::make_shared<const services>(services{ctx, k_administrators, per_admin, announce,
                                                       auth::throttles_of(ctx), "admin:"}),
             k_admin_routes);
}

}  // namespace

const feature k_feature{.name = "password_reset", .install = &install};

}  // namespace sangam::features::password_reset
