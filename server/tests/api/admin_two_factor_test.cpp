// Administrators' second factor (issue 25: "administrators have no second factor"): TOTP after the
// password, required by SANGAM_ADMIN_2FA=required, and recovery codes (issue 27), on both engines.
#include <soci/soci.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "core/totp.hpp"
#include "features/admin/accounts.hpp"
#include "features/auth/two_factor.hpp"
#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
using nlohmann::json;

constexpr auto k_email = "root@sangam.test";
constexpr auto k_password = "correct horse battery staple";
// A well-formed challenge (43 base64url characters) that was never handed out.
constexpr auto k_unknown_challenge = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

class admin_two_factor_api : public api_test {
 protected:
  void SetUp() override {
    api_test::SetUp();
    cfg_.admin_two_factor_required = true;
    start_app();
    features::admin::create_administrator(app_->writer(), k_email, k_password);
  }

  http_result password_step(const std::string& password = k_password) const {
    return client().post_json("/api/admin/session", {{"email", k_email}, {"password", password}});
  }
  http_result code_step(const std::string& challenge, const std::string& code) const {
    return client().post_json("/api/admin/session/two-factor",
                              {{"challenge", challenge}, {"code", code}});
  }
  static std::string code_for(const std::string& secret, std::chrono::seconds offset = 0s) {
    return core::totp::code_at(secret, std::chrono::system_clock::now() + offset);
  }
  // Six digits that are no code of the steps around now.
  static std::string wrong_code_for(const std::string& secret) {
    for (int n = 123456;; n += 111111) {
      const auto code = std::to_string(n % 1000000 + 1000000).substr(1);
      bool right = false;
      for (const auto offset : {-60s, -30s, 0s, 30s, 60s})
        right |= code == code_for(secret, offset);
      if (!right) return code;
    }
  }
  static std::string cookie_of(const http_result& res) {
    const auto set = res.header("set-cookie");
    return set.substr(0, set.find(';'));
  }
  // Enrols with the code of the step before now, leaving this step's and the next for sign-ins;
  // the recovery codes it answered are kept in recovery_codes_.
  std::string enrolled() {
    const auto first = password_step();
    EXPECT_EQ(first.status, 200) << first.body;
    const auto secret = first.json()["secret"].get<std::string>();
    const auto done = code_step(first.json()["challenge"], code_for(secret, -30s));
    EXPECT_EQ(done.status, 200) << done.body;
    recovery_codes_ = done.json().value("recoveryCodes", std::vector<std::string>{});
    return secret;
  }
  std::string fresh_challenge() const {
    const auto first = password_step();
    EXPECT_EQ(first.status, 200) << first.body;
    return first.json().value("challenge", "");
  }

  std::vector<std::string> recovery_codes_;
};

TEST_F(admin_two_factor_api, required_password_alone_gives_no_session_and_enrolment_signs_in) {
  const auto first = password_step();
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(first.header("set-cookie").empty()) << "a session on the password alone";
  const auto body = first.json();
  EXPECT_EQ(body["next"], "enrol-two-factor");
  const auto challenge = body["challenge"].get<std::string>();
  const auto secret = body["secret"].get<std::string>();
  EXPECT_EQ(challenge.size(), 43u);
  EXPECT_TRUE(body["otpauthUrl"].get<std::string>().starts_with(
      "otpauth://totp/Sangam%20admin:root%40sangam.test?secret=" + secret))
      << body["otpauthUrl"];
  // Only the challenge's hash is kept.
  EXPECT_EQ(count_rows("admin_sign_in_challenges WHERE token_hash = '" + challenge + "'"), 0);
  EXPECT_EQ(count_rows("admin_sign_in_challenges"), 1);
  // Nothing the password step answered opens the administrator's routes.
  EXPECT_EQ(as("sangam_admin=" + challenge).get("/api/admin/session").status, 401);
  EXPECT_EQ(client().get("/api/admin/profiles").status, 401);

  const auto wrong = code_step(challenge, wrong_code_for(secret));
  ASSERT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(wrong.json()["error"]["code"], "wrong_code");
  EXPECT_TRUE(wrong.header("set-cookie").empty());
  EXPECT_EQ(count_rows("admin_two_factor WHERE enabled_at IS NOT NULL"), 0);

  const auto ok = code_step(challenge, code_for(secret, -30s));
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(ok.json()["email"], k_email);
  const auto cookie = cookie_of(ok);
  EXPECT_EQ(as(cookie).get("/api/admin/session").status, 200);
  EXPECT_EQ(as(cookie).get("/api/admin/profiles").status, 200);
  EXPECT_EQ(count_rows("admin_two_factor WHERE enabled_at IS NOT NULL"), 1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'two_factor_enabled'"), 1);
  // The challenge is used up.
  EXPECT_EQ(code_step(challenge, code_for(secret)).json()["error"]["code"], "challenge_expired");
}

TEST_F(admin_two_factor_api, after_enrolment_a_sign_in_needs_a_code_once) {
  const auto secret = enrolled();

  const auto first = password_step();
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_TRUE(first.header("set-cookie").empty());
  EXPECT_EQ(first.json()["next"], "two-factor");
  EXPECT_FALSE(first.json().contains("secret")) << "the secret is shown at enrolment only";
  const auto challenge = first.json()["challenge"].get<std::string>();

  // The enrolment's code is spent.
  const auto replayed = code_step(challenge, code_for(secret, -30s));
  ASSERT_EQ(replayed.status, 401) << replayed.body;
  EXPECT_EQ(replayed.json()["error"]["code"], "wrong_code");

  const auto code = code_for(secret);
  const auto ok = code_step(challenge, code);
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(as(cookie_of(ok)).get("/api/admin/session").status, 200);

  // The same code on a fresh challenge is refused.
  const auto again = password_step().json()["challenge"].get<std::string>();
  const auto replay = code_step(again, code);
  ASSERT_EQ(replay.status, 401) << replay.body;
  EXPECT_EQ(replay.json()["error"]["code"], "wrong_code");
  EXPECT_TRUE(replay.header("set-cookie").empty());
}

TEST_F(admin_two_factor_api, unknown_expired_or_malformed_challenges_are_refused) {
  const auto secret = enrolled();
  const auto unknown = code_step(k_unknown_challenge, code_for(secret));
  ASSERT_EQ(unknown.status, 401) << unknown.body;
  EXPECT_EQ(unknown.json()["error"]["code"], "challenge_expired");

  const auto challenge = password_step().json()["challenge"].get<std::string>();
  {
    auto sql = database().open_session();
    *sql << "UPDATE admin_sign_in_challenges SET expires_at = '2020-01-01T00:00:00.000Z'";
  }
  const auto expired = code_step(challenge, code_for(secret));
  ASSERT_EQ(expired.status, 401) << expired.body;
  EXPECT_EQ(expired.json()["error"]["code"], "challenge_expired");

  const auto no_code = client().post_json("/api/admin/session/two-factor", {{"challenge", "x"}});
  ASSERT_EQ(no_code.status, 400) << no_code.body;
  EXPECT_TRUE(no_code.json()["error"]["fields"].contains("code")) << no_code.body;
  const auto no_challenge =
      client().post_json("/api/admin/session/two-factor", {{"challenge", 7}, {"code", "123456"}});
  ASSERT_EQ(no_challenge.status, 400) << no_challenge.body;
  EXPECT_TRUE(no_challenge.json()["error"]["fields"].contains("challenge")) << no_challenge.body;
}

TEST_F(admin_two_factor_api, five_wrong_codes_kill_the_challenge) {
  const auto secret = enrolled();
  const auto challenge = password_step().json()["challenge"].get<std::string>();
  for (int i = 0; i < 5; ++i) {
    const auto wrong = code_step(challenge, wrong_code_for(secret));
    ASSERT_EQ(wrong.status, 401) << i << ": " << wrong.body;
    EXPECT_EQ(wrong.json()["error"]["code"], "wrong_code");
  }
  const auto dead = code_step(challenge, code_for(secret));
  ASSERT_EQ(dead.status, 401) << dead.body;
  EXPECT_EQ(dead.json()["error"]["code"], "challenge_expired");
  EXPECT_TRUE(dead.header("set-cookie").empty());
}

// Wrong codes spend the administrator's failure budget (10 per 15 minutes); a right password in
// between does not refill it, so a password holder gets no more than 10 guesses.
TEST_F(admin_two_factor_api, wrong_codes_spend_the_budget_a_right_password_does_not_refill) {
  const auto secret = enrolled();
  int judged = 0;
  for (int round = 0; round < 3; ++round) {
    const auto first = password_step();
    if (first.status == 429) break;
    ASSERT_EQ(first.status, 200) << first.body;
    const auto challenge = first.json()["challenge"].get<std::string>();
    for (int i = 0; i < 5; ++i) {
      const auto res = code_step(challenge, wrong_code_for(secret));
      if (res.status == 429) break;
      ASSERT_EQ(res.status, 401) << res.body;
      ++judged;
    }
  }
  EXPECT_EQ(judged, 10);
  const auto spent = password_step();
  EXPECT_EQ(spent.status, 429) << spent.body;
  EXPECT_EQ(spent.json()["error"]["code"], "rate_limited");
}

TEST_F(admin_two_factor_api, enrolment_answers_ten_recovery_codes_this_once) {
  const auto secret = enrolled();
  ASSERT_EQ(recovery_codes_.size(), 10u);
  static const std::regex shape("[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}");
  for (const auto& code : recovery_codes_) {
    EXPECT_TRUE(std::regex_match(code, shape)) << code;
    // Only the SHA-256 is kept.
    EXPECT_EQ(count_rows("admin_recovery_codes WHERE code_hash = '" + code + "'"), 0);
  }
  EXPECT_EQ(std::set<std::string>(recovery_codes_.begin(), recovery_codes_.end()).size(), 10u);
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NULL"), 10);

  // A sign-in after enrolment answers no codes.
  const auto signed_in = code_step(fresh_challenge(), code_for(secret));
  ASSERT_EQ(signed_in.status, 200) << signed_in.body;
  EXPECT_EQ(signed_in.json(), json({{"email", k_email}}));
}

TEST_F(admin_two_factor_api, a_recovery_code_signs_in_once_and_is_audit_logged) {
  enrolled();
  ASSERT_EQ(recovery_codes_.size(), 10u);
  const auto code = recovery_codes_[0];

  const auto ok = code_step(fresh_challenge(), code);
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(as(cookie_of(ok)).get("/api/admin/session").status, 200);
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NOT NULL"), 1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'admin.recovery_code_used'"), 1);

  const auto again = code_step(fresh_challenge(), code);
  ASSERT_EQ(again.status, 401) << again.body;
  EXPECT_EQ(again.json()["error"]["code"], "wrong_code");
  EXPECT_TRUE(again.header("set-cookie").empty());
  EXPECT_EQ(count_rows("audit_log WHERE action = 'admin.recovery_code_used'"), 1);

  // Typed in capitals and without the dash, another one is taken all the same.
  std::string typed = recovery_codes_[1];
  typed.erase(std::remove(typed.begin(), typed.end(), '-'), typed.end());
  std::transform(typed.begin(), typed.end(), typed.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  const auto other = code_step(fresh_challenge(), typed);
  ASSERT_EQ(other.status, 200) << other.body;
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NULL"), 8);
}

// Wrong recovery codes are wrong codes: they spend the same budget, after which even a right
// recovery code is not judged.
TEST_F(admin_two_factor_api, wrong_recovery_codes_spend_the_code_budget) {
  enrolled();
  ASSERT_EQ(recovery_codes_.size(), 10u);
  int judged = 0;
  for (int round = 0; round < 3 && judged < 10; ++round) {
    const auto challenge = fresh_challenge();
    for (int i = 0; i < 5 && judged < 10; ++i) {
      const auto res = code_step(challenge, "zzzz-zzzz");
      ASSERT_EQ(res.status, 401) << res.body;
      EXPECT_EQ(res.json()["error"]["code"], "wrong_code");
      ++judged;
    }
  }
  const auto spent = password_step();
  ASSERT_EQ(spent.status, 429) << spent.body;
  EXPECT_EQ(count_rows("admin_recovery_codes WHERE used_at IS NOT NULL"), 0);
}

TEST_F(admin_two_factor_api, optional_signs_in_without_enrolment_but_asks_enrolled_ones) {
  cfg_.admin_two_factor_required = false;
  start_app();
  const auto plain = password_step();
  ASSERT_EQ(plain.status, 200) << plain.body;
  EXPECT_FALSE(plain.json().contains("next"));
  EXPECT_EQ(as(cookie_of(plain)).get("/api/admin/session").status, 200);

  // An administrator who has the second factor on is asked for it all the same.
  const std::string secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  {
    auto sql = database().open_session();
    *sql << "INSERT INTO admin_two_factor (admin_id, secret, enabled_at, last_step, created_at)"
            " SELECT id, :s, '2026-01-01T00:00:00.000Z', 0, '2026-01-01T00:00:00.000Z'"
            " FROM administrators",
        soci::use(secret);
  }
  const auto asked = password_step();
  ASSERT_EQ(asked.status, 200) << asked.body;
  EXPECT_EQ(asked.json()["next"], "two-factor");
  EXPECT_TRUE(asked.header("set-cookie").empty());
  const auto ok = code_step(asked.json()["challenge"], code_for(secret));
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(as(cookie_of(ok)).get("/api/admin/session").status, 200);
}

}  // namespace
}  // namespace sangam::testing
