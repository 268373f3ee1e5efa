// Changing the sign-in address (issue 12; issue 25, findings 7 and 12), on both engines: the
// change waits for the link sent to the new address, takes the password (and a code when
// two-factor is on), answers alike whether or not the address is on file, and is rate-limited.
#include <chrono>
#include <string>

#include "core/totp.hpp"
#include "features/auth/two_factor.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class email_change_api : public member_api {
 protected:
  http_result change(const member& who, const json& body, const std::string& from = "127.0.0.1") {
    auto c = client(from);
    c.extra_headers = "Cookie: " + who.cookie + "\r\n";
    return c.post_json("/api/me/email-change", body);
  }
  http_result change_to(const member& who, const std::string& email) {
    return change(who, {{"email", email}, {"password", k_password}});
  }
  json settings(const member& who) {
    const auto res = as(who.cookie).get("/api/me/settings");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  std::string email_in_file(const member& who) {
    std::string email;
    auto sql = database().acquire();
    *sql << "SELECT email FROM profiles WHERE id = :id", soci::use(who.id), soci::into(email);
    return email;
  }
};

TEST_F(email_change_api, an_email_change_waits_for_the_link_sent_to_the_new_address) {
  const auto asha = with_password("Asha");
  const auto old_email = email_of(asha);
  EXPECT_EQ(change_to(asha, "nope").status, 400);

  const auto res = change_to(asha, " Asha@Kirana.AI ");
  ASSERT_EQ(res.status, 202) << res.body;
  EXPECT_EQ(res.json()["pendingEmail"], "asha@kirana.ai");
  EXPECT_EQ(settings(asha)["account"]["email"], old_email);  // not yet
  EXPECT_EQ(settings(asha)["account"]["pendingEmail"], "asha@kirana.ai");
  const auto mail = latest_mail_to("asha@kirana.ai");
  const auto at = mail.find("token=");
  ASSERT_NE(at, std::string::npos) << mail;
  const auto token = mail.substr(at + 6, 64);

  EXPECT_EQ(client()
                .post_json("/api/auth/email-change/confirm", {{"token", "x" + token.substr(1)}})
                .status,
            403);
  const auto confirmed = client().post_json("/api/auth/email-change/confirm", {{"token", token}});
  ASSERT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(confirmed.json()["email"], "asha@kirana.ai");
  EXPECT_EQ(settings(asha)["account"]["email"], "asha@kirana.ai");
  EXPECT_TRUE(settings(asha)["account"]["pendingEmail"].is_null());
  EXPECT_NE(latest_mail_to(old_email).find("asha@kirana.ai"), std::string::npos);
  // The link works once.
  EXPECT_EQ(client().post_json("/api/auth/email-change/confirm", {{"token", token}}).status, 403);
}

// Finding 7: the answer was 409 email_taken for any address on file, an oracle for who is a
// member or an applicant. The same address is asked for once while free and once while taken.
TEST_F(email_change_api, the_answer_is_the_same_for_a_taken_and_a_free_address) {
  const auto asha = with_password("Asha");
  const auto meera = with_password("Meera");
  const std::string address = "kavya@kirana.ai";

  const auto free = change_to(asha, address);
  ASSERT_EQ(free.status, 202) << free.body;
  EXPECT_NE(latest_mail_to(address).find("token="), std::string::npos);

  // Now the address is Ravi's (a pending applicant counts the same: any profile).
  const auto ravi = add({.name = "Ravi", .status = "pending"});
  {
    auto sql = database().open_session();
    *sql << "DELETE FROM outbox";
    *sql << "UPDATE profiles SET email = :e WHERE id = :id", soci::use(address), soci::use(ravi.id);
  }
  const auto taken = change_to(meera, address);
  EXPECT_EQ(taken.status, free.status);
  EXPECT_EQ(taken.body, free.body);  // byte for byte
  EXPECT_EQ(taken.header("content-type"), free.header("content-type"));
  EXPECT_EQ(settings(meera)["account"]["pendingEmail"], address);  // as for a free address

  // Ravi hears of it, with nothing to click; nobody's address changes.
  const auto notice = latest_mail_to(address);
  EXPECT_NE(notice.find("Someone"), std::string::npos) << notice;
  EXPECT_EQ(notice.find("token="), std::string::npos) << notice;
  EXPECT_EQ(notice.find("http"), std::string::npos) << notice;
  EXPECT_EQ(notice.find(email_of(meera)), std::string::npos) << notice;
  EXPECT_EQ(notice.find("Meera"), std::string::npos) << notice;
  EXPECT_EQ(count_rows("outbox WHERE to_address = '" + address + "'"), 1);
  EXPECT_EQ(email_in_file(meera), email_of(meera));
  EXPECT_EQ(email_in_file(ravi), address);

  // A taken and a free address asked for by one member answer alike but for the address itself.
  const auto other_free = change_to(meera, "someone.new@kirana.ai");
  const auto other_taken = change_to(meera, email_of(asha));
  EXPECT_EQ(other_taken.status, other_free.status);
  auto masked = other_taken.body;
  masked.replace(masked.find(email_of(asha)), email_of(asha).size(), "someone.new@kirana.ai");
  EXPECT_EQ(masked, other_free.body);
}

// Finding 12: a session alone moved the account.
TEST_F(email_change_api, it_takes_the_password_and_a_code_when_two_factor_is_on) {
  const auto asha = with_password("Asha");
  auto res = change(asha, {{"email", "asha@kirana.ai"}});
  ASSERT_EQ(res.status, 401) << res.body;
  EXPECT_EQ(res.json()["error"]["code"], "wrong_password");
  res = change(asha, {{"email", "asha@kirana.ai"}, {"password", "not-my-password"}});
  ASSERT_EQ(res.status, 401) << res.body;
  EXPECT_EQ(res.json()["error"]["code"], "wrong_password");
  EXPECT_EQ(count_rows("email_changes"), 0);
  EXPECT_EQ(count_rows("outbox WHERE to_address = 'asha@kirana.ai'"), 0);

  const auto setup = as(asha.cookie).post_json("/api/me/two-factor/setup", json::object());
  const auto secret = setup.json()["secret"].get<std::string>();
  const auto code = [&](std::chrono::seconds offset) {
    return core::totp::code_at(secret, std::chrono::system_clock::now() + offset);
  };
  ASSERT_EQ(as(asha.cookie).post_json("/api/me/two-factor/enable", {{"code", code(0s)}}).status,
            200);
  res = change_to(asha, "asha@kirana.ai");
  ASSERT_EQ(res.status, 401) << res.body;
  EXPECT_EQ(res.json()["error"]["code"], "wrong_code");
  EXPECT_EQ(count_rows("email_changes"), 0);
  res = change(asha, {{"email", "asha@kirana.ai"}, {"password", k_password}, {"code", code(30s)}});
  ASSERT_EQ(res.status, 202) << res.body;
  EXPECT_EQ(count_rows("email_changes"), 1);
}

TEST_F(email_change_api, it_is_rate_limited_per_member_and_per_client) {
  const auto asha = with_password("Asha");
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(change(asha, {{"email", "asha@kirana.ai"}, {"password", "wrong"}}).status, 401);
  }
  auto res = change_to(asha, "asha@kirana.ai");
  ASSERT_EQ(res.status, 429) << res.body;
  EXPECT_EQ(res.json()["error"]["code"], "rate_limited");
  EXPECT_FALSE(res.header("retry-after").empty());
  // From another address too: the limit is the member's.
  EXPECT_EQ(
      change(asha, {{"email", "asha@kirana.ai"}, {"password", k_password}}, "127.0.6.9").status,
      429);

  // One client, many members: 20 an hour.
  for (int m = 0; m < 5; ++m) {
    const auto who = add({.name = "Member " + std::to_string(m)}, false);
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(change(who, {{"email", "x@kirana.ai"}, {"password", "wrong"}}, "127.0.6.1").status,
                401);
    }
  }
  const auto last = add({.name = "Last"}, false);
  EXPECT_EQ(change(last, {{"email", "x@kirana.ai"}, {"password", "wrong"}}, "127.0.6.1").status,
            429);
  EXPECT_EQ(change(last, {{"email", "x@kirana.ai"}, {"password", "wrong"}}, "127.0.6.2").status,
            401);
}

}  // namespace
}  // namespace sangam::testing
