#include "features/auth/sign_in_steps.hpp"

#include "core/error.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/two_factor.hpp"

namespace sangam::features::auth {
namespace {

core::api_error not_approved() {
  return {404, "not_approved", "Email not found or not approved yet."};
}

core::api_error wrong_code() {
  return {401, "wrong_code", "That code is not right. Check your authenticator app and try again."};
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

std::optional<profiles::sign_in_account> find_approved(db::pool& db, std::string_view email) {
  auto sql = db.acquire();
  return profiles::approved_by_email(*sql, email);
}

}  // namespace

profiles::sign_in_account approved_account(db::pool& db, std::string_view email) {
  auto account = find_approved(db, email);
  if (!account) throw not_approved();
  return std::move(*account);
}

profiles::member_identity signed_in_member(db::pool& db, std::string_view member_id) {
  auto sql = db.acquire();
  auto member = profiles::identity_of(*sql, member_id);
  if (!member) throw core::api_error(401, "unauthenticated", "Please sign in to continue.");
  return std::move(*member);
}

password_passed check_password(db::pool& db, db::writer& writer, throttles limits,
                               std::string_view email, std::string_view password,
                               const std::string& client_ip) {
  failure_charge charge(limits, std::string(email), client_ip);
  const auto account = find_approved(db, email);
  if (!account || !account->password_set) {
    verify_decoy(password);
    charge.failed();
    if (!account) throw not_approved();
    throw core::api_error(409, "password_not_set",
                          "Set your password with the link we e-mailed you first.");
  }
  if (!verify_password(account->password_hash, password)) {
    charge.failed();
    throw core::api_error(401, "wrong_password", "Incorrect password. Please try again.");
  }
  // The account's password failures are forgotten; its second-factor failures are not
  // (judge_second_factor).
  charge.succeeded();
  password_passed passed{.member_id = account->id, .has_photo = account->has_photo};
  const bool two_factor = [&] {
    auto sql = db.acquire();
    return two_factor_enabled(*sql, account->id);
  }();
  // Two-factor on: the password alone opens nothing; the second step follows.
  if (two_factor) {
    passed.challenge = writer.run([&](db::tx& t) { return issue_challenge(t, account->id); });
  }
  return passed;
}

std::string check_second_step(db::pool& db, db::writer& writer, throttles limits,
                              std::string_view challenge, std::string_view code,
                              const std::string& client_ip) {
  const auto member = [&] {
    auto sql = db.acquire();
    return challenge_member(*sql, challenge);
  }();
  if (!member) throw challenge_expired();
  check_code(writer, limits, client_ip, [&](db::tx& t) {
    if (!charge_challenge(t, challenge)) throw challenge_expired();
    if (!second_factor_accepted(t, *member, code)) return false;
    end_challenge(t, challenge);
    return true;
  });
  return *member;
}

std::vector<std::string> enable_two_factor(db::writer& writer, throttles limits,
                                           const std::string& member_id, std::string_view code,
                                           const std::string& client_ip) {
  failure_charge charge(limits, member_id, client_ip);
  try {
    auto codes = confirm_enrolment(writer, member_id, code);
    charge.succeeded();
    return codes;
  } catch (const core::api_error& e) {
    if (e.status() == 400) charge.failed();  // a wrong code, not a missing enrolment
    throw;
  }
}

void check_code(db::writer& writer, throttles limits, const std::string& client_ip,
                const std::function<bool(db::tx&)>& judge) {
  failure_charge by_address(limits, {}, client_ip);
  if (!writer.run(judge)) {
    by_address.failed();
    throw wrong_code();
  }
  by_address.succeeded();
}

bool second_factor_accepted(db::tx& t, std::string_view member_id, std::string_view code) {
  const auto verdict = judge_second_factor(t, member_id, code);
  if (verdict.outcome == code_verdict::refused) throw too_many_codes(verdict.retry_after);
  return verdict.outcome == code_verdict::accepted;
}

}  // namespace sangam::features::auth
