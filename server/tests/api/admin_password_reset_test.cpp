// Administrators' password reset (docs/password-reset.md), on both engines: the members' flow from
// the admin sign-in — the same answer for unknown addresses, a single-use 30-minute link, a code
// too with two-factor on, every admin session ended and the administrator told.
#include <chrono>
#include <regex>
#include <string>
#include <vector>

#include "core/totp.hpp"
#include "features/admin/accounts.hpp"
#include "features/admin/two_factor.hpp"
#include "features/auth/two_factor.hpp"
#include "support/api_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
using nlohmann::json;

constexpr auto k_email = "root@sangam.test";
constexpr auto k_password = "correct horse battery staple";
constexpr auto k_new_password = "monsoon-over-the-ghats";

class admin_password_reset_api : public api_test {
 protected:
  void SetUp() override {
    api_test::SetUp();
    admin_id_ = features::admin::create_administrator(app_->writer(), k_email, k_password);
  }

  http_result ask(const std::string& email) const {
    return client().post_json("/api/admin/password-reset", {{"email", email}});
  }
  // The token of the newest administrator's reset link mailed to `email`; empty without one.
  std::string link_token(const std::string& email) {
    std::smatch found;
    const auto mail = latest_mail_to(email);
    static const std::regex link("/admin/reset-password\\?token=([0-9a-f]{64})");
    return std::regex_search(mail, found, link) ? found[1].str() : std::string();
  }
  http_result check(const std::string& token) const {
    return client().get("/api/admin/password-reset?token=" + token);
  }
  http_result confirm(const std::string& token, const std::string& password,
                      const std::string& code = {}) const {
    json body{{"token", token}, {"password", password}};
    if (!code.empty()) body["code"] = code;
    return client().post_json("/api/admin/password-reset/confirm", body);
  }
  http_result sign_in(const std::string& password) const {
    return client().post_json("/api/admin/session", {{"email", k_email}, {"password", password}});
  }
  std::string signed_in_cookie() const {
    const auto res = sign_in(k_password);
    EXPECT_EQ(res.status, 200) << res.body;
    const auto set = res.header("set-cookie");
    return set.substr(0, set.find(';'));
  }
  // Two-factor on, enrolled with the code of the step before now; the secret (and the recovery
  // codes in recovery_codes_).
  std::string enable_two_factor() {
    return app_->writer().run([&](db::tx& t) {
      const auto enrolment = features::admin::begin_admin_enrolment(t, admin_id_, k_email);
      EXPECT_TRUE(enrolment.has_value());
      const auto code =
          core::totp::code_at(enrolment->secret, std::chrono::system_clock::now() - 30s);
      EXPECT_EQ(features::admin::check_admin_code(t, admin_id_, code),
                features::admin::admin_code_result::enrolled);
      recovery_codes_ = features::admin::issue_admin_recovery_codes(t, admin_id_);
      return enrolment->secret;
    });
  }
  // A new link's token.
  std::string new_link() {
    EXPECT_EQ(ask(k_email).status, 202);
    return link_token(k_email);
  }

  std::string admin_id_;
  std::vector<std::string> recovery_codes_;
};

TEST_F(admin_password_reset_api, asking_answers_the_same_for_administrators_and_strangers) {
  const auto known = ask(k_email);
  ASSERT_EQ(known.status, 202) << known.body;
  const auto unknown = ask("nobody@sangam.test");
  ASSERT_EQ(unknown.status, 202) << unknown.body;
  EXPECT_EQ(known.json(), unknown.json());
  EXPECT_EQ(known.json()["status"], "sent");
  EXPECT_FALSE(link_token(k_email).empty());
  EXPECT_EQ(latest_mail_to("nobody@sangam.test"), "");
  EXPECT_EQ(count_rows("admin_password_resets"), 1);
  // A member's address gets no administrator's link, and an administrator no member's link.
  EXPECT_EQ(client().post_json("/api/auth/password-reset", {{"email", k_email}}).status, 202);
  EXPECT_EQ(count_rows("password_resets"), 0);

  const auto bad = ask("not an address");
  ASSERT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["email"], "Please enter a valid email address.");
}

TEST_F(admin_password_reset_api, a_link_sets_the_new_password_once_and_ends_every_admin_session) {
  const auto cookie = signed_in_cookie();
  ASSERT_EQ(as(cookie).get("/api/admin/session").status, 200);
  ASSERT_EQ(ask(k_email).status, 202);
  const auto token = link_token(k_email);
  ASSERT_FALSE(token.empty());
  const auto checked = check(token);
  ASSERT_EQ(checked.status, 200) << checked.body;
  EXPECT_EQ(checked.json()["twoFactor"], false);
  // The members' routes do not know an administrator's link.
  EXPECT_EQ(client().get("/api/auth/password-reset?token=" + token).status, 403);

  // An administrator's password has its own rule: 12 characters at least.
  const auto short_one = confirm(token, "dosa-sambar");
  ASSERT_EQ(short_one.status, 400) << short_one.body;
  EXPECT_EQ(short_one.json()["error"]["fields"]["password"],
            "An administrator password needs 12 to 128 characters.");
  EXPECT_EQ(sign_in(k_password).status, 200);  // nothing changed

  const auto done = confirm(token, k_new_password);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.json()["status"], "reset");
  EXPECT_NE(latest_mail_to(k_email).find("administrator account was just reset"), std::string::npos)
      << latest_mail_to(k_email);
  EXPECT_EQ(as(cookie).get("/api/admin/session").status, 401);  // the old session is gone
  EXPECT_EQ(count_rows("sessions WHERE subject_kind = 'admin'"), 0);
  EXPECT_EQ(
      count_rows("audit_log WHERE action = 'password_reset' AND target_id = '" + admin_id_ + "'"),
      1);
  EXPECT_EQ(sign_in(k_password).status, 401);
  EXPECT_EQ(sign_in(k_new_password).status, 200);

  const auto again = confirm(token, "another-long-secret-99");
  ASSERT_EQ(again.status, 403);
  EXPECT_EQ(again.json()["error"]["code"], "invalid_link");
  EXPECT_EQ(check(token).status, 403);
  EXPECT_EQ(sign_in(k_new_password).status, 200);
}

TEST_F(admin_password_reset_api, expired_and_unknown_links_change_nothing) {
  EXPECT_EQ(check(std::string(64, 'a')).status, 403);
  EXPECT_EQ(confirm(std::string(64, 'a'), k_new_password).status, 403);
  ASSERT_EQ(ask(k_email).status, 202);
  const auto token = link_token(k_email);
  time_travel later(29min);
  EXPECT_EQ(check(token).status, 200);
  later.forward(1min);
  EXPECT_EQ(check(token).status, 403);  // 30 minutes
  const auto late = confirm(token, k_new_password);
  ASSERT_EQ(late.status, 403);
  EXPECT_EQ(late.json()["error"]["code"], "invalid_link");
  EXPECT_EQ(sign_in(k_password).status, 200);
}

TEST_F(admin_password_reset_api, with_two_factor_on_the_reset_needs_a_code) {
  const auto secret = enable_two_factor();
  ASSERT_EQ(ask(k_email).status, 202);
  const auto token = link_token(k_email);
  EXPECT_EQ(check(token).json()["twoFactor"], true);

  const auto without = confirm(token, k_new_password);
  ASSERT_EQ(without.status, 400) << without.body;
  EXPECT_TRUE(without.json()["error"]["fields"].contains("code"));
  const auto right = core::totp::code_at(secret, std::chrono::system_clock::now());
  const auto wrong = confirm(token, k_new_password, right == "000000" ? "111111" : "000000");
  ASSERT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(wrong.json()["error"]["code"], "wrong_code");
  EXPECT_EQ(check(token).status, 200);  // the link still works
  const auto first = sign_in(k_password);
  ASSERT_EQ(first.status, 200);  // and the password is the old one
  EXPECT_EQ(first.json()["next"], "two-factor");

  const auto done = confirm(token, k_new_password, right);
  ASSERT_EQ(done.status, 200) << done.body;
  // Two-factor stays on: the new password opens the second step, not a session.
  const auto signed_in = sign_in(k_new_password);
  ASSERT_EQ(signed_in.status, 200);
  EXPECT_EQ(signed_in.json()["next"], "two-factor");
  EXPECT_TRUE(signed_in.header("set-cookie").empty());
  EXPECT_EQ(count_rows("admin_sign_in_challenges"), 1);  // the reset ended the earlier one
}

TEST_F(admin_password_reset_api, with_two_factor_on_a_recovery_code_resets_once) {
  enable_two_factor();
  ASSERT_EQ(recovery_codes_.size(), 10u);
  const auto code = recovery_codes_[0];

  const auto done = confirm(new_link(), k_new_password, code);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.json()["status"], "reset");
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NOT NULL"), 1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'admin.recovery_code_used' AND target_id = '" +
                       admin_id_ + "'"),
            1);

  // Used up: a second reset with it is refused and changes nothing.
  const auto token = new_link();
  const auto again = confirm(token, "another-long-secret-99", code);
  ASSERT_EQ(again.status, 401) << again.body;
  EXPECT_EQ(again.json()["error"]["code"], "wrong_code");
  EXPECT_EQ(check(token).status, 200);
  EXPECT_EQ(sign_in(k_new_password).json()["next"], "two-factor");
}

// A wrong recovery code on a reset is charged to the administrator's sign-in failures like a
// wrong TOTP code: once 10 are spent, neither a reset nor a sign-in is judged.
TEST_F(admin_password_reset_api, wrong_recovery_codes_on_a_reset_spend_the_code_budget) {
  enable_two_factor();
  const auto token = new_link();
  for (int i = 0; i < 10; ++i) {
    const auto wrong = confirm(token, k_new_password, "zzzz-zzzz");
    ASSERT_EQ(wrong.status, 401) << i << ": " << wrong.body;
  }
  const auto refused = confirm(token, k_new_password, recovery_codes_.at(0));
  ASSERT_EQ(refused.status, 429) << refused.body;
  EXPECT_EQ(sign_in(k_password).status, 429);
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NOT NULL"), 0);
}

}  // namespace
}  // namespace sangam::testing
