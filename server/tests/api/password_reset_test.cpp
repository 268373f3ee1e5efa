// Password reset (docs/password-reset.md), on both engines: a link by e-mail whatever the
// address (the same answer for strangers), single use, 30 minutes, a code too with two-factor on,
// and every session ended by the reset.
#include <chrono>
#include <regex>
#include <string>

#include "core/totp.hpp"
#include "features/auth/two_factor.hpp"
#include "support/member_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

constexpr const char* k_new_password = "filter-coffee-2026";

class password_reset_api : public member_api {
 protected:
  http_result ask(const std::string& email) {
    return client().post_json("/api/auth/password-reset", {{"email", email}});
  }
  // The token of the newest reset link mailed to `email`; empty without one.
  std::string link_token(const std::string& email) {
    const auto mail = latest_mail_to(email);
    std::smatch found;
    static const std::regex link("/reset-password\\?token=([0-9a-f]{64})");
    return std::regex_search(mail, found, link) ? found[1].str() : std::string();
  }
  http_result check(const std::string& token) {
    return client().get("/api/auth/password-reset?token=" + token);
  }
  http_result confirm(const std::string& token, const std::string& password,
                      const std::string& code = {}) {
    json body{{"token", token}, {"password", password}};
    if (!code.empty()) body["code"] = code;
    return client().post_json("/api/auth/password-reset/confirm", body);
  }
  http_result login(const member& m, const std::string& password) {
    return client().post_json("/api/auth/login", {{"email", email_of(m)}, {"password", password}});
  }
  // Turns two-factor on through the feature's own service; the secret and the recovery codes.
  std::pair<std::string, std::vector<std::string>> enable_two_factor(const member& m) {
    const auto enrolment = features::auth::begin_enrolment(app_->writer(), m.id, email_of(m));
    const auto codes = features::auth::confirm_enrolment(
        app_->writer(), m.id,
        core::totp::code_at(enrolment.secret, std::chrono::system_clock::now()));
    return {enrolment.secret, codes};
  }
};

TEST_F(password_reset_api, asking_answers_the_same_for_members_and_strangers) {
  const auto asha = with_password("Asha");
  const auto for_member = ask(email_of(asha));
  ASSERT_EQ(for_member.status, 202) << for_member.body;
  const auto for_stranger = ask("nobody@sangam.test");
  ASSERT_EQ(for_stranger.status, 202) << for_stranger.body;
  EXPECT_EQ(for_member.json(), for_stranger.json());
  EXPECT_EQ(for_member.json()["status"], "sent");
  EXPECT_FALSE(link_token(email_of(asha)).empty());
  EXPECT_EQ(latest_mail_to("nobody@sangam.test"), "");
  // A member who never set a password gets the set-password link, not this one.
  const auto ravi = add({.name = "Ravi"});
  EXPECT_EQ(ask(email_of(ravi)).status, 202);
  EXPECT_EQ(latest_mail_to(email_of(ravi)), "");

  const auto bad = ask("not an address");
  ASSERT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["email"], "Please enter a valid email address.");
}

TEST_F(password_reset_api, a_link_sets_the_new_password_once_and_ends_every_session) {
  const auto asha = with_password("Asha");
  ASSERT_EQ(as(asha.cookie).get("/api/me").status, 200);
  ASSERT_EQ(ask(email_of(asha)).status, 202);
  const auto token = link_token(email_of(asha));
  ASSERT_FALSE(token.empty());
  const auto checked = check(token);
  ASSERT_EQ(checked.status, 200) << checked.body;
  EXPECT_EQ(checked.json()["twoFactor"], false);

  const auto weak = confirm(token, "abc");
  ASSERT_EQ(weak.status, 400);
  EXPECT_EQ(weak.json()["error"]["fields"]["password"], "Password must be at least 6 characters.");
  const auto done = confirm(token, k_new_password);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.json()["status"], "reset");
  EXPECT_NE(latest_mail_to(email_of(asha)).find("was just reset"), std::string::npos);

  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 401);  // the old session is gone
  EXPECT_EQ(count_rows("sessions WHERE subject_id = '" + asha.id + "'"), 0);
  EXPECT_EQ(login(asha, k_password).status, 401);
  EXPECT_EQ(login(asha, k_new_password).status, 200);

  const auto again = confirm(token, "another-secret-99");
  ASSERT_EQ(again.status, 403);
  EXPECT_EQ(again.json()["error"]["code"], "invalid_link");
  EXPECT_EQ(check(token).status, 403);
  EXPECT_EQ(login(asha, k_new_password).status, 200);
}

TEST_F(password_reset_api, expired_unknown_and_older_links_change_nothing) {
  const auto asha = with_password("Asha");
  ASSERT_EQ(ask(email_of(asha)).status, 202);
  const auto older = link_token(email_of(asha));
  ASSERT_EQ(ask(email_of(asha)).status, 202);
  const auto newer = link_token(email_of(asha));
  ASSERT_NE(older, newer);
  EXPECT_EQ(check(std::string(64, 'a')).status, 403);
  EXPECT_EQ(check("short").status, 403);
  EXPECT_EQ(confirm(std::string(64, 'a'), k_new_password).status, 403);

  // Using one link uses the others: only the newest mail could still be lying open.
  ASSERT_EQ(confirm(newer, k_new_password).status, 200);
  EXPECT_EQ(confirm(older, "another-secret-99").status, 403);

  ASSERT_EQ(ask(email_of(asha)).status, 202);
  const auto late = link_token(email_of(asha));
  time_travel later(29min);
  EXPECT_EQ(check(late).status, 200);
  later.forward(1min);
  EXPECT_EQ(check(late).status, 403);  // 30 minutes
  EXPECT_EQ(confirm(late, "another-secret-99").status, 403);
  EXPECT_EQ(login(asha, k_new_password).status, 200);
}

TEST_F(password_reset_api, three_links_an_hour_reach_one_address_and_the_answer_stays_the_same) {
  const auto asha = with_password("Asha");
  for (int i = 0; i < 5; ++i) ASSERT_EQ(ask(email_of(asha)).status, 202);
  EXPECT_EQ(count_rows("password_resets WHERE member_id = '" + asha.id + "'"), 3);
  EXPECT_EQ(count_rows("outbox WHERE to_address = '" + email_of(asha) + "'"), 3);
}

TEST_F(password_reset_api, with_two_factor_on_the_reset_needs_a_code_or_a_recovery_code) {
  const auto asha = with_password("Asha");
  const auto [secret, recovery] = enable_two_factor(asha);
  ASSERT_EQ(ask(email_of(asha)).status, 202);
  const auto token = link_token(email_of(asha));
  EXPECT_EQ(check(token).json()["twoFactor"], true);

  const auto without = confirm(token, k_new_password);
  ASSERT_EQ(without.status, 400) << without.body;
  EXPECT_TRUE(without.json()["error"]["fields"].contains("code"));
  const auto wrong = confirm(token, k_new_password, "000000");
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(login(asha, k_password).status, 200);  // nothing changed
  EXPECT_EQ(check(token).status, 200);             // and the link still works

  const auto done = confirm(token, k_new_password, recovery.front());
  ASSERT_EQ(done.status, 200) << done.body;
  // Two-factor stays on: the new password opens the second step, not a session.
  const auto signed_in = login(asha, k_new_password);
  ASSERT_EQ(signed_in.status, 200);
  EXPECT_EQ(signed_in.json()["next"], "two-factor");
}

}  // namespace
}  // namespace sangam::testing
