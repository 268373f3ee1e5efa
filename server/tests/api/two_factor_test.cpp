// Two-factor sign-in and the list of sessions (issue 12), on both engines.
#include <chrono>
#include <future>
#include <string>
#include <vector>

#include "core/totp.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/two_factor.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class two_factor_api : public member_api {
 protected:
  http_result login(const member& m, const std::string& from = "127.0.0.1") {
    return client(from).post_json("/api/auth/login",
                                  {{"email", email_of(m)}, {"password", k_password}});
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
  // Turns two-factor on; the secret and the recovery codes.
  std::pair<std::string, json> enable(const member& m) {
    const auto setup = as(m.cookie).post_json("/api/me/two-factor/setup", json::object());
    EXPECT_EQ(setup.status, 200) << setup.body;
    const auto secret = setup.json()["secret"].get<std::string>();
    const auto enabled =
        as(m.cookie).post_json("/api/me/two-factor/enable", {{"code", code_for(secret)}});
    EXPECT_EQ(enabled.status, 200) << enabled.body;
    return {secret, enabled.json()["recoveryCodes"]};
  }
  static std::string cookie_of(const http_result& res) {
    const auto set = res.header("set-cookie");
    return set.substr(0, set.find(';'));
  }
};

TEST_F(two_factor_api, enrolment_needs_a_right_code_and_gives_ten_recovery_codes) {
  const auto asha = with_password("Asha");
  const auto setup = as(asha.cookie).post_json("/api/me/two-factor/setup", json::object());
  ASSERT_EQ(setup.status, 200) << setup.body;
  const auto secret = setup.json()["secret"].get<std::string>();
  EXPECT_EQ(secret.size(), 32u);  // 20 bytes in base32
  EXPECT_EQ(setup.json()["otpauthUrl"].get<std::string>().rfind("otpauth://totp/Sangam:", 0), 0u);
  // Not on until a code confirms it: sign-in is still one step.
  EXPECT_FALSE(login(asha).json().contains("challenge"));

  const auto wrong = as(asha.cookie).post_json("/api/me/two-factor/enable", {{"code", "000000"}});
  ASSERT_EQ(wrong.status, 400) << wrong.body;
  EXPECT_TRUE(wrong.json()["error"]["fields"].contains("code"));
  const auto right =
      as(asha.cookie).post_json("/api/me/two-factor/enable", {{"code", code_for(secret)}});
  ASSERT_EQ(right.status, 200) << right.body;
  EXPECT_EQ(right.json()["recoveryCodes"].size(), 10u);
  EXPECT_EQ(as(asha.cookie).get("/api/me/two-factor").json(),
            json({{"enabled", true}, {"recoveryCodesLeft", 10}}));
  EXPECT_TRUE(
      as(asha.cookie).get("/api/me/settings").json()["account"]["twoFactorAuth"].get<bool>());
  // Codes are kept only as hashes.
  EXPECT_EQ(count_rows("recovery_codes WHERE code_hash = '" +
                       right.json()["recoveryCodes"][0].get<std::string>() + "'"),
            0);
  EXPECT_EQ(as(asha.cookie).post_json("/api/me/two-factor/setup", json::object()).status, 409);
}

TEST_F(two_factor_api, sign_in_asks_for_a_code_and_accepts_each_code_once) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);

  const auto first = login(asha);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(first.json()["next"], "two-factor");
  EXPECT_TRUE(first.header("set-cookie").empty());  // no session on the password alone
  const auto challenge = first.json()["challenge"].get<std::string>();

  const auto wrong =
      client().post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", "123456"}});
  ASSERT_EQ(wrong.status, 401) << wrong.body;
  EXPECT_EQ(wrong.json()["error"]["code"], "wrong_code");

  // The code the enrolment used is spent; the next step's code works (apps accept ±1 step).
  const auto next_code = code_for(secret, 30s);
  const auto ok =
      client().post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", next_code}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(ok.json()["profileId"], asha.id);
  const auto cookie = cookie_of(ok);
  EXPECT_EQ(as(cookie).get("/api/me").status, 200);
  // The challenge is used up, and so is the code.
  EXPECT_EQ(client()
                .post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", next_code}})
                .status,
            401);
  const auto again = login(asha).json()["challenge"].get<std::string>();
  EXPECT_EQ(client()
                .post_json("/api/auth/two-factor", {{"challenge", again}, {"code", next_code}})
                .status,
            401);
}

// Issue 25, finding 2: a right password used to reset the account's failure budget, so every
// fresh sign-in bought another wrong code. Second-factor failures have their own budget now.
TEST_F(two_factor_api, thirty_wrong_codes_after_thirty_right_passwords_judge_at_most_ten) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto wrong = wrong_code_for(secret);
  int judged = 0, limited = 0;
  for (int i = 1; i <= 30; ++i) {
    const auto from = "127.0.2." + std::to_string(i);
    const auto signed_in = login(asha, from);
    ASSERT_EQ(signed_in.status, 200) << signed_in.body;
    const auto challenge = signed_in.json()["challenge"].get<std::string>();
    const auto res =
        client(from).post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", wrong}});
    if (res.status == 401) {
      EXPECT_EQ(res.json()["error"]["code"], "wrong_code");
      ++judged;
    } else {
      ASSERT_EQ(res.status, 429) << res.body;
      EXPECT_GT(std::stoi(res.header("retry-after")), 0);
      ++limited;
    }
  }
  EXPECT_EQ(judged, 10);
  EXPECT_EQ(limited, 20);
  EXPECT_EQ(count_rows("second_factor_failures WHERE member_id = '" + asha.id + "'"), 10);
  // Even a right code, from yet another address after yet another right password, waits.
  const auto challenge = login(asha, "127.0.3.1").json()["challenge"].get<std::string>();
  EXPECT_EQ(client("127.0.3.1")
                .post_json("/api/auth/two-factor",
                           {{"challenge", challenge}, {"code", code_for(secret, 30s)}})
                .status,
            429);
}

TEST_F(two_factor_api, thirty_parallel_wrong_codes_judge_at_most_ten) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto wrong = wrong_code_for(secret);
  std::vector<std::string> challenges;
  for (int i = 1; i <= 30; ++i) {
    challenges.push_back(
        login(asha, "127.0.4." + std::to_string(i)).json()["challenge"].get<std::string>());
  }
  std::vector<std::future<int>> answers;
  for (int i = 0; i < 30; ++i) {
    answers.push_back(std::async(std::launch::async, [&, i] {
      return client("127.0.4." + std::to_string(i + 1))
          .post_json("/api/auth/two-factor", {{"challenge", challenges[i]}, {"code", wrong}})
          .status;
    }));
  }
  int judged = 0;
  for (auto& a : answers) {
    const int status = a.get();
    EXPECT_TRUE(status == 401 || status == 429) << status;
    if (status == 401) ++judged;
  }
  EXPECT_LE(judged, 10);
}

TEST_F(two_factor_api, a_challenge_dies_after_five_wrong_codes) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto wrong = wrong_code_for(secret);
  const auto challenge = login(asha).json()["challenge"].get<std::string>();
  for (int i = 0; i < 5; ++i) {
    const auto res =
        client().post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", wrong}});
    ASSERT_EQ(res.status, 401) << res.body;
    EXPECT_EQ(res.json()["error"]["code"], "wrong_code");
  }
  // Dead: not even a right code or a recovery code opens it.
  auto res = client().post_json("/api/auth/two-factor",
                                {{"challenge", challenge}, {"code", code_for(secret, 30s)}});
  ASSERT_EQ(res.status, 401) << res.body;
  EXPECT_EQ(res.json()["error"]["code"], "challenge_expired");
  res = client().post_json("/api/auth/two-factor",
                           {{"challenge", challenge}, {"recoveryCode", codes[0]}});
  EXPECT_EQ(res.json()["error"]["code"], "challenge_expired");
  EXPECT_EQ(as(asha.cookie).get("/api/me/two-factor").json()["recoveryCodesLeft"], 10);
  // A fresh challenge and a right code sign in, and clear the member's failures.
  const auto again = login(asha).json()["challenge"].get<std::string>();
  res = client().post_json("/api/auth/two-factor",
                           {{"challenge", again}, {"code", code_for(secret, 30s)}});
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(count_rows("second_factor_failures WHERE member_id = '" + asha.id + "'"), 0);
}

TEST_F(two_factor_api, wrong_codes_to_turn_it_off_spend_the_same_budget) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto wrong = wrong_code_for(secret);
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(
        as(asha.cookie)
            .post_json("/api/me/two-factor/disable", {{"password", k_password}, {"code", wrong}})
            .status,
        401);
  }
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/two-factor/disable",
                           {{"password", k_password}, {"code", code_for(secret, 30s)}})
                .status,
            429);
  const auto challenge = login(asha).json()["challenge"].get<std::string>();
  EXPECT_EQ(client()
                .post_json("/api/auth/two-factor",
                           {{"challenge", challenge}, {"code", code_for(secret, 30s)}})
                .status,
            429);
}

TEST_F(two_factor_api, a_recovery_code_works_once) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto code = codes[3].get<std::string>();
  auto challenge = login(asha).json()["challenge"].get<std::string>();
  const auto ok = client().post_json("/api/auth/two-factor",
                                     {{"challenge", challenge}, {"recoveryCode", code}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  EXPECT_EQ(as(asha.cookie).get("/api/me/two-factor").json()["recoveryCodesLeft"], 9);
  challenge = login(asha).json()["challenge"].get<std::string>();
  EXPECT_EQ(
      client()
          .post_json("/api/auth/two-factor", {{"challenge", challenge}, {"recoveryCode", code}})
          .status,
      401);
}

TEST_F(two_factor_api, turning_it_off_takes_the_password_and_a_code) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/two-factor/disable",
                           {{"password", "wrong"}, {"code", code_for(secret, 30s)}})
                .status,
            401);
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/two-factor/disable", {{"password", k_password}, {"code", "1"}})
                .status,
            401);
  const auto off =
      as(asha.cookie)
          .post_json("/api/me/two-factor/disable", {{"password", k_password}, {"code", codes[0]}});
  ASSERT_EQ(off.status, 200) << off.body;
  EXPECT_FALSE(off.json()["enabled"].get<bool>());
  EXPECT_EQ(count_rows("recovery_codes WHERE member_id = '" + asha.id + "'"), 0);
  EXPECT_FALSE(login(asha).json().contains("challenge"));
}

TEST_F(two_factor_api, sessions_are_listed_and_others_can_be_signed_out) {
  const auto asha = with_password("Asha");
  const auto ravi = with_password("Ravi");
  const auto laptop = cookie_of(login(asha, "127.0.0.22"));
  const auto phone = cookie_of(login(asha, "127.0.0.23"));
  const auto list = as(laptop).get("/api/me/sessions");
  ASSERT_EQ(list.status, 200) << list.body;
  const auto sessions = list.json()["sessions"];
  ASSERT_EQ(sessions.size(), 3u);  // the fixture's, the laptop's and the phone's
  int current = 0;
  std::string phone_id;
  for (const auto& s : sessions) {
    if (s["current"].get<bool>()) ++current;
    if (s["ip"] == "127.0.0.23") phone_id = s["id"].get<std::string>();
  }
  EXPECT_EQ(current, 1);
  ASSERT_FALSE(phone_id.empty()) << list.body;

  // Another member cannot end it; the owner can.
  EXPECT_EQ(as(ravi.cookie).send("DELETE", "/api/me/sessions/" + phone_id, "", "").status, 404);
  EXPECT_EQ(as(phone).get("/api/me").status, 200);
  EXPECT_EQ(as(laptop).send("DELETE", "/api/me/sessions/" + phone_id, "", "").status, 204);
  EXPECT_EQ(as(phone).get("/api/me").status, 401);

  const auto out = as(laptop).post_json("/api/me/sessions/sign-out-others", json::object());
  ASSERT_EQ(out.status, 200) << out.body;
  EXPECT_EQ(out.json()["signedOut"], 1);
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 401);
  EXPECT_EQ(as(laptop).get("/api/me").status, 200);
  EXPECT_EQ(as(ravi.cookie).get("/api/me").status, 200);
}

}  // namespace
}  // namespace sangam::testing
