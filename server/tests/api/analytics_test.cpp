// Analytics (issue 14), on both engines: the cards count what happened in the range and compare it
// with the period before; the range changes the figures; network reach counts members within two
// connections; top industries are those of my connections.
#include "core/clock.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class analytics_api : public member_api {
 protected:
  json report(const member& m, const std::string& range) {
    const auto res = as(m.cookie).get("/api/me/analytics?range=" + range);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  // Moves a connection back in time, as if made `days` ago.
  void age_connection(const std::string& id, int days) {
    const auto at = core::to_iso8601(std::chrono::system_clock::now() - std::chrono::days(days));
    auto sql = database().open_session();
    *sql << "UPDATE connections SET created_at = :at WHERE id = :id", soci::use(at), soci::use(id);
  }
};

TEST_F(analytics_api, the_range_changes_the_figures_and_each_card_compares_with_before) {
  const auto asha = add({.name = "Asha", .industry = "Fintech"});
  const auto ravi = add({.name = "Ravi", .industry = "Healthtech"});
  const auto meera = add({.name = "Meera", .industry = "Fintech"});
  const auto vikram = add({.name = "Vikram", .industry = "Edtech"});
  const auto kabir = add({.name = "Kabir"});
  const auto neha = add({.name = "Neha", .industry = "Fintech"});
  const auto recent = connect(asha, ravi);  // today
  connect(asha, neha);                      // today
  const auto older = connect(asha, meera);
  age_connection(older, 20);  // in 30d, not in 7d
  const auto oldest = connect(asha, vikram);
  age_connection(oldest, 10);  // in 30d; in the 7d range's previous period
  connect(ravi, kabir);        // Kabir: two connections away

  const auto week = report(asha, "7d");
  EXPECT_EQ(week["cards"]["connections"]["value"], 2);
  EXPECT_EQ(week["cards"]["connections"]["previous"], 1);
  EXPECT_EQ(week["cards"]["connections"]["change"], 100);
  EXPECT_EQ(week["series"].size(), 7U);
  EXPECT_EQ(week["series"][6]["connections"], 2);  // today, last

  const auto month = report(asha, "30d");
  EXPECT_EQ(month["cards"]["connections"]["value"], 4);
  EXPECT_EQ(month["cards"]["connections"]["previous"], 0);
  EXPECT_TRUE(month["cards"]["connections"]["change"].is_null());  // nothing before to compare
  EXPECT_EQ(month["series"].size(), 30U);

  // Reach: Ravi, Neha, Meera, Vikram, and Kabir through Ravi.
  EXPECT_EQ(month["cards"]["networkReach"]["value"], 5);
  ASSERT_FALSE(month["topIndustries"].empty());
  EXPECT_EQ(month["topIndustries"][0]["industry"], "Fintech");
  EXPECT_EQ(month["topIndustries"][0]["connections"], 2);

  // Engagement: my messages and the replies to them.
  ASSERT_EQ(as(asha.cookie)
                .post_json("/api/conversations/" + recent + "/messages",
                           {{"clientId", "a1"}, {"body", "Hello"}})
                .status,
            201);
  ASSERT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + recent + "/messages",
                           {{"clientId", "r1"}, {"body", "Hi!"}})
                .status,
            201);
  const auto after = report(asha, "7d");
  EXPECT_EQ(after["cards"]["engagement"]["value"], 2);
  EXPECT_EQ(after["performance"]["replyRate"]["value"], 100);
  EXPECT_FALSE(after["recentActivity"].empty());  // the match and the message rang the bell

  EXPECT_EQ(as(asha.cookie).get("/api/me/analytics?range=1y").status, 400);
  EXPECT_EQ(client().get("/api/me/analytics").status, 401);
}

}  // namespace
}  // namespace sangam::testing
