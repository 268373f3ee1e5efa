#pragma once

#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <functional>
#include <string>

#include "features/context.hpp"
#include "features/feature.hpp"
#include "http/rate_limiter.hpp"
#include "http/request.hpp"

// What other features use of signing in: its throttles, the charge of a password check, and the
// password (and code) asked again before what a session alone may not do.
namespace sangam::features::auth {

// The public forms' limit per client address (the e-mail step, fresh links), shared by name.
// Requests per client address per 10 minutes to the public sign-in forms (the e-mail step,
// set-up links, setting a first password, password reset) and the e-mail change confirmation.
inline constexpr setting k_public_forms_per_client{
    .name = "SANGAM_PUBLIC_FORM_RATE_LIMIT", .fallback = 30, .min = 1, .max = 1000000};
inline constexpr limit k_public_forms{
    .name = "public_forms",
    .capacity = [](const core::config& c) { return k_public_forms_per_client.of(c); },
    .period = std::chrono::minutes(10)};

struct throttles final {
  http::rate_limiter& public_forms;         // per address: e-mail step, fresh links
  http::rate_limiter& failures_by_account;  // wrong passwords per e-mail address
  http::rate_limiter& failures_by_address;  // wrong passwords per client address
};

// The sign-in throttles, shared by the member and the administrator sign-in.
throttles throttles_of(const context& ctx);

// For what a session alone may not do (turning two-factor off, erasing the account, changing the
// sign-in address): the member's password from body.password, charged to the sign-in failure
// budgets, and, when two-factor is on, a code from body.code (or a recovery code), charged to the
// member's second-factor budget (judge_second_factor) and the client's. 401 wrong_password or
// wrong_code otherwise, 429 when a budget is spent. `then` runs in the transaction that accepted
// the code.
void reauthenticate(db::pool& db, db::writer& writer, throttles limits, const http::request& req,
                    const nlohmann::json& body, const std::function<void(db::tx&)>& then);

// One password check, charged to the account's and the client's failure budgets before it runs
// (429 when either is spent), so that guesses sent together cannot all pass a budget that none of
// them has been counted against yet. Used by every password check.
class failure_charge final {
 public:
  // An empty account charges the client's budget alone.
  failure_charge(throttles limits, std::string account, std::string address);
  // Unless settled, gives the charge back: the password could not be judged (an error).
  ~failure_charge();
  failure_charge(const failure_charge&) = delete;
  failure_charge& operator=(const failure_charge&) = delete;

  // A wrong password, or no account or password to check it against: the charge stands.
  void failed() noexcept { settled_ = true; }
  // The account's failures are forgotten and the client's charge given back.
  void succeeded();

 private:
  throttles limits_;
  std::string account_;
  std::string address_;
  bool settled_ = false;
};

}  // namespace sangam::features::auth
