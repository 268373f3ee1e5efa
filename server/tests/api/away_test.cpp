// Members who stay away (docs/moderation.md "Members who stay away"), on both engines: with no
// sign-in for SANGAM_INACTIVE_AFTER_DAYS a member leaves other members' decks — the discover deck
// and the cofounder cards — and nothing else, until the next sign-in brings them back.
#include <chrono>
#include <set>
#include <stdexcept>
#include <string>

#include "core/clock.hpp"
#include "features/profiles/away.hpp"
#include "support/member_fixture.hpp"
#include "support/member_lists.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class away_api : public member_api {
 protected:
  http_result login(const member& m) {
    return client().post_json("/api/auth/login",
                              {{"email", email_of(m)}, {"password", k_password}});
  }
  // The member's last sign-in, moved `days` into the past.
  void signed_in_days_ago(const member& m, int days) {
    const auto at = core::to_iso8601(core::now() - 24h * days);
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET signed_in_at = :at WHERE id = :id", soci::use(at), soci::use(m.id);
  }
  // One pass of the minute's sweep with the default period.
  std::vector<std::string> sweep() {
    const auto away = app_->writer().run([](db::tx& t) {
      return features::profiles::send_away_inactive(
          t, features::profiles::k_inactive_after_days.fallback);
    });
    app_->reload_members();
    return away;
  }
  std::set<std::string> cofounder_cards_of(const member& viewer) {
    return ids_in(as(viewer.cookie), "/api/matches/cofounders", "cards");
  }
  static member_spec seeking_a_cofounder(const std::string& name) {
    return {.name = name, .goals = json::array({"Find Co-founder"})};
  }
};

TEST_F(away_api, a_member_who_stays_away_leaves_others_decks_until_signing_in) {
  const auto asha = with_password(seeking_a_cofounder("Asha"));
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto conversation = connect(asha, ravi);
  ASSERT_EQ(login(asha).status, 200);
  EXPECT_EQ(count_rows("profiles WHERE signed_in_at IS NOT NULL AND id = '" + asha.id + "'"), 1);
  ASSERT_TRUE(deck_ids(as(meera.cookie)).contains(asha.id));
  ASSERT_TRUE(cofounder_cards_of(meera).contains(asha.id));

  signed_in_days_ago(asha, 61);
  EXPECT_EQ(sweep(), std::vector<std::string>{asha.id});
  EXPECT_EQ(count_rows("profiles WHERE away_at IS NOT NULL AND id = '" + asha.id + "'"), 1);

  EXPECT_FALSE(deck_ids(as(meera.cookie)).contains(asha.id));
  EXPECT_FALSE(cofounder_cards_of(meera).contains(asha.id));
  // Only decks: the profile page, connections and messages stay.
  EXPECT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 200);
  EXPECT_TRUE(connection_ids(as(ravi.cookie)).contains(asha.id));
  EXPECT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "c1"}, {"body", "Still there?"}})
                .status,
            201);

  // A sign-in brings them back at once (the deck hears of it; nothing is reloaded here).
  ASSERT_EQ(login(asha).status, 200);
  EXPECT_EQ(count_rows("profiles WHERE away_at IS NULL AND id = '" + asha.id + "'"), 1);
  EXPECT_TRUE(deck_ids(as(meera.cookie)).contains(asha.id));
  EXPECT_TRUE(cofounder_cards_of(meera).contains(asha.id));
}

TEST_F(away_api, only_approved_members_past_the_period_are_sent_away_once) {
  const auto asha = with_password("Asha");
  const auto ravi = with_password("Ravi");
  const auto applicant = add({.name = "Applicant", .status = "pending"}, false);
  signed_in_days_ago(asha, 61);
  signed_in_days_ago(ravi, 59);
  signed_in_days_ago(applicant, 400);
  EXPECT_EQ(sweep(), std::vector<std::string>{asha.id});
  EXPECT_TRUE(sweep().empty());  // away already: not sent again
  EXPECT_EQ(count_rows("profiles WHERE away_at IS NOT NULL"), 1);
}

TEST_F(away_api, a_member_who_never_signed_in_counts_from_the_last_change) {
  const auto asha = add({.name = "Asha"});
  const auto meera = add({.name = "Meera"});
  const auto long_ago = core::to_iso8601(core::now() - 24h * 90);
  {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET updated_at = :at WHERE id = :id", soci::use(long_ago),
        soci::use(asha.id);
  }
  EXPECT_EQ(sweep(), std::vector<std::string>{asha.id});
  EXPECT_FALSE(deck_ids(as(meera.cookie)).contains(asha.id));
}

TEST_F(away_api, a_period_shorter_than_a_session_stops_the_start_naming_the_setting) {
  cfg_.settings["SANGAM_INACTIVE_AFTER_DAYS"] = "7";
  try {
    start_app();
    ADD_FAILURE() << "the server started";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("SANGAM_INACTIVE_AFTER_DAYS"), std::string::npos);
  }
}

}  // namespace
}  // namespace sangam::testing
