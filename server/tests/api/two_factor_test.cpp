// Two-factor sign-in and the list of sessions (issue 12), on both engines.
#include <chrono>
#include <string>

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
    return features::auth::totp_code(secret, std::chrono::system_clock::now() + offset);
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

TEST_F(two_factor_api, wrong_codes_are_throttled) {
  const auto asha = with_password("Asha");
  const auto [secret, codes] = enable(asha);
  const auto challenge = login(asha, "127.0.0.21").json()["challenge"].get<std::string>();
  int limited = 0;
  for (int i = 0; i < 12; ++i) {
    const auto res =
        client("127.0.0.21")
            .post_json("/api/auth/two-factor", {{"challenge", challenge}, {"code", "000000"}});
    if (res.status == 429) ++limited;
  }
  EXPECT_GT(limited, 0);
  // Even a right code waits until the budget refills.
  EXPECT_EQ(client("127.0.0.21")
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
