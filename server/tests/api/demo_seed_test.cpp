#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <fstream>

#include "features/demo/seed.hpp"
#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

json demo_file(const char* name) {
  std::ifstream in(std::string(SANGAM_DEMO_DIR) + "/" + name);
  return json::parse(in);
}

std::string cookie_from(const http_result& res) {
  const auto set = res.header("set-cookie");
  return set.substr(0, set.find(';'));
}

class demo_seed_api : public api_test {};

TEST_F(demo_seed_api, the_demo_content_loads_once_with_every_kind_of_member) {
  const auto first = features::demo::seed(app_->writer(), SANGAM_DEMO_DIR);
  EXPECT_TRUE(first.administrator_added);
  EXPECT_GE(count_rows("profiles WHERE member_role = 'Founder' AND status = 'approved'"), 300);
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Mentor'"), 40);
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Investor'"), 40);
  EXPECT_EQ(first.members_added, count_rows("profiles"));
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 1);  // only the demo founder
  EXPECT_EQ(count_rows("swipes"), 3);
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Investor' AND details LIKE '%firm%'"), 40);

  const auto again = features::demo::seed(app_->writer(), SANGAM_DEMO_DIR);
  EXPECT_EQ(again.members_added, 0);
  EXPECT_FALSE(again.administrator_added);
  EXPECT_EQ(count_rows("profiles"), first.members_added);
  EXPECT_EQ(count_rows("swipes"), 3);
}

TEST_F(demo_seed_api, demo_mode_seeds_an_empty_database_and_the_demo_founder_meets_a_match) {
  cfg_.demo = true;
  cfg_.demo_dir = SANGAM_DEMO_DIR;
  start_app();
  EXPECT_GT(count_rows("profiles"), 380);

  const auto accounts = demo_file("accounts.json");
  const auto login = client().post_json(
      "/api/auth/login",
      {{"email", accounts["founder"]["email"]}, {"password", accounts["founder"]["password"]}});
  ASSERT_EQ(login.status, 200) << login.body;
  const auto founder = as(cookie_from(login));
  const auto deck = founder.get("/api/discover").json();
  EXPECT_EQ(deck["cards"].size(), 20u);
  EXPECT_GT(deck["remaining"], 380);
  EXPECT_EQ(deck["recommendations"].size(), 10u);
  EXPECT_EQ(deck["credits"]["weeklyBudget"], 60);  // the demo founder is on Pro

  // One of the members who connected first: connecting back makes the match.
  std::string admirer;
  {
    auto sql = database().acquire();
    const std::string email = accounts["inboundConnects"][0];
    *sql << "SELECT id FROM profiles WHERE email = :e", soci::use(email), soci::into(admirer);
  }
  const auto swipe =
      founder.post_json("/api/swipes", {{"target", admirer}, {"decision", "connect"}});
  ASSERT_EQ(swipe.status, 200) << swipe.body;
  EXPECT_EQ(swipe.json()["state"], "connected");
  EXPECT_EQ(founder.get("/api/connections").json()["connections"].size(), 1u);
  EXPECT_EQ(founder.get("/api/notifications").json()["unread"], 1);

  const auto admin = client().post_json("/api/admin/session",
                                        {{"email", accounts["administrator"]["email"]},
                                         {"password", accounts["administrator"]["password"]}});
  EXPECT_EQ(admin.status, 200);
}

}  // namespace
}  // namespace sangam::testing
