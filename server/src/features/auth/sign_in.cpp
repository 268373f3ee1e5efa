#include "features/auth/sign_in.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/sign_in_steps.hpp"
#include "features/auth/two_factor.hpp"
#include "http/client_key.hpp"
#include "http/json_body.hpp"

namespace sangam::features::auth {

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
  return {ctx.limits.get(k_public_forms.name, k_public_forms.capacity(ctx.config),
                         k_public_forms.period),
          ctx.limits.get("sign_in_failures_by_account", 10, std::chrono::minutes(15)),
          ctx.limits.get("sign_in_failures_by_address", 50, std::chrono::minutes(15))};
}

void reauthenticate(db::pool& db, db::writer& writer, throttles limits, const http::request& req,
                    const nlohmann::json& body, const std::function<void(db::tx&)>& then) {
  const auto member = signed_in_member(db, req.subject);
  {
    failure_charge charge(limits, member.email, req.client_ip);
    if (member.password_hash.empty() ||
        !verify_password(member.password_hash, http::string_or_empty(body, "password"))) {
      charge.failed();
      throw core::api_error(401, "wrong_password", "Incorrect password. Please try again.");
    }
    charge.succeeded();
  }
  // The code is charged to the member's second-factor budget, which the right password left alone.
  check_code(writer, limits, req.client_ip, [&](db::tx& t) {
    if (two_factor_enabled(t.sql(), req.subject) &&
        !second_factor_accepted(t, req.subject, http::string_or_empty(body, "code"))) {
      return false;
    }
    then(t);
    return true;
  });
}

}  // namespace sangam::features::auth
