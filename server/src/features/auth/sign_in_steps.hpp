#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/auth/sign_in.hpp"
#include "features/profiles/sign_in_accounts.hpp"

// The steps of a member's sign-in, as the routes of features/auth take them (feature.cpp).
namespace sangam::features::auth {

// The approved member with the address: 404 not_approved when there is none.
profiles::sign_in_account approved_account(db::pool& db, std::string_view email);

// The member signed in as `member_id`: 401 unauthenticated when the account is gone.
profiles::member_identity signed_in_member(db::pool& db, std::string_view member_id);

// The password step, charged to the failure budgets (failure_charge). 404 not_approved, 409
// password_not_set, 401 wrong_password. With two-factor on, `challenge` holds the token of the
// second step (issue_challenge) and no session may start yet.
struct password_passed final {
  std::string member_id;
  bool has_photo = false;
  std::optional<std::string> challenge;
};
password_passed check_password(db::pool& db, db::writer& writer, throttles limits,
                               std::string_view email, std::string_view password,
                               const std::string& client_ip);

// The second step: a code (or recovery code) for a live challenge, charged to the member's
// second-factor budget, the client's failure budget and the challenge's tries. Returns the member
// to sign in; 401 challenge_expired or wrong_code, 429 when a budget is spent.
std::string check_second_step(db::pool& db, db::writer& writer, throttles limits,
                              std::string_view challenge, std::string_view code,
                              const std::string& client_ip);

// Turns two-factor on with the first right code of the enrolment (confirm_enrolment), charged to
// the member's and the client's failure budgets; returns the recovery codes.
std::vector<std::string> enable_two_factor(db::writer& writer, throttles limits,
                                           const std::string& member_id, std::string_view code,
                                           const std::string& client_ip);

// A code judged in one transaction by `judge` (true: right), charged to the client's failure
// budget: 401 wrong_code when wrong, and what `judge` throws.
void check_code(db::writer& writer, throttles limits, const std::string& client_ip,
                const std::function<bool(db::tx&)>& judge);
// The member's code (or recovery code), under the member's own budget (judge_second_factor), in
// the caller's transaction: false when wrong, 429 rate_limited when the budget is spent.
bool second_factor_accepted(db::tx& t, std::string_view member_id, std::string_view code);

}  // namespace sangam::features::auth
