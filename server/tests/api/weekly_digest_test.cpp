// The weekly digest e-mail (issue 12), on both engines: it goes on Mondays at 09:00 IST to members
// whose week had bell items, only when Weekly digest and e-mail notifications are on, and never
// twice in one week.
#include "features/notifications/weekly_digest.hpp"
#include "core/clock.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
namespace notifications = features::notifications;

class weekly_digest_api : public member_api {
 protected:
  // Sends the digests as the server would at `at`.
  std::size_t send_at(std::chrono::system_clock::time_point at) {
    return app_->writer().run([&](db::tx& t) {
      return notifications::send_weekly_digests(t, at, "https://sangam.test", 100);
    });
  }
  int digests_to(const member& m) {
    return count_rows("outbox WHERE to_address = '" + email_of(m) +
                      "' AND subject LIKE 'Your week on Sangam%'");
  }
  void turn_off(const member& m, const std::string& setting) {
    const auto res =
        as(m.cookie).send("PATCH", "/api/me/settings",
                          json{{"notifications", {{setting, false}}}}.dump(), "application/json");
    ASSERT_EQ(res.status, 200) << res.body;
  }
};

TEST_F(weekly_digest_api, goes_on_monday_to_members_who_want_it_once_a_week) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto kabir = add({.name = "Kabir"});
  const auto quiet = add({.name = "Quiet"});
  connect(asha, ravi);
  connect(asha, meera);
  connect(kabir, quiet);  // Quiet's week has a connection too, but Quiet wants no digest
  EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 200);  // a profile view
  turn_off(meera, "weeklyDigest");
  turn_off(kabir, "emailNotifications");
  turn_off(quiet, "weeklyDigest");

  // The next digest time after now covers the week the bell items above fall in.
  const auto digest = notifications::next_digest_time(std::chrono::system_clock::now());
  EXPECT_EQ(send_at(digest - 1min), 0u);  // not yet
  EXPECT_EQ(digests_to(asha), 0);
  send_at(digest + 30min);
  EXPECT_EQ(digests_to(asha), 1);
  EXPECT_EQ(digests_to(ravi), 1);
  EXPECT_EQ(digests_to(meera), 0);
  EXPECT_EQ(digests_to(kabir), 0);
  EXPECT_EQ(digests_to(quiet), 0);
  const auto mail = latest_mail_to(email_of(asha));
  EXPECT_NE(mail.find("Hello Asha,"), std::string::npos) << mail;
  EXPECT_NE(mail.find("- 2 new connections"), std::string::npos) << mail;
  EXPECT_NE(mail.find("- 1 profile view"), std::string::npos) << mail;
  EXPECT_NE(mail.find("https://sangam.test/settings"), std::string::npos) << mail;

  // Again the same week (a restart, another instance): nothing more.
  EXPECT_EQ(send_at(digest + 2h), 0u);
  EXPECT_EQ(digests_to(asha), 1);
  // The week after holds none of these bell items: no digest.
  send_at(digest + std::chrono::days(7) + 1h);
  EXPECT_EQ(digests_to(asha), 1);
}

}  // namespace
}  // namespace sangam::testing
