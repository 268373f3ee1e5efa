#include <soci/soci.h>
#include <algorithm>
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
  // data/demo's 40 of each, and the demo mentor and investor.
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Mentor'"), 41);
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Investor'"), 41);
  EXPECT_EQ(first.members_added, count_rows("profiles WHERE test_data < 2"));
  // Only the demo founder, mentor and investor.
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 3);
  EXPECT_EQ(count_rows("swipes"), 3);
  EXPECT_EQ(count_rows("applications WHERE status = 'approved' AND target_type = 'mentor'"), 4);
  EXPECT_EQ(count_rows("pitches WHERE status = 'approved' AND target_type = 'investor'"), 4);
  EXPECT_EQ(count_rows("profiles WHERE member_role = 'Investor' AND details LIKE '%firm%'"), 41);
  // data/demo's events, published with empty seats; every virtual one has its join link and the
  // hosts who are members are linked to them.
  EXPECT_EQ(count_rows("events WHERE kind = 'startup' AND status = 'published' AND registered = 0"),
            24);
  EXPECT_EQ(count_rows("events WHERE kind = 'virtual' AND join_url LIKE 'https://%'"), 16);
  EXPECT_GT(count_rows("events WHERE kind = 'virtual' AND organizer_id IS NOT NULL"), 0);
  EXPECT_EQ(count_rows("events WHERE id = 'evt-01' AND starts_at = '2026-12-03T13:00:00.000Z'"), 1);
  EXPECT_EQ(count_rows("market_insights"), 3);
  // The side panels' activity: three views of the demo founder, eight by the mentor and investor.
  EXPECT_EQ(count_rows("profile_views"), 11);

  const auto again = features::demo::seed(app_->writer(), SANGAM_DEMO_DIR);
  EXPECT_EQ(again.members_added, 0);
  EXPECT_FALSE(again.administrator_added);
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), first.members_added);
  EXPECT_EQ(count_rows("swipes"), 3);
  EXPECT_EQ(count_rows("applications"), 4);
  EXPECT_EQ(count_rows("pitches"), 4);
  EXPECT_EQ(count_rows("events"), 40);
  EXPECT_EQ(count_rows("market_insights"), 3);
  EXPECT_EQ(count_rows("profile_views"), 11);  // the demo's views are added once
}

TEST_F(demo_seed_api, demo_mode_seeds_an_empty_database_and_the_demo_founder_meets_a_match) {
  cfg_.demo = true;
  cfg_.demo_dir = SANGAM_DEMO_DIR;
  start_app();
  EXPECT_GT(count_rows("profiles WHERE test_data < 2"), 380);

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
  // The match, and the day's matches made at the first look at the deck (docs/daily-matches.md).
  const auto bell = founder.get("/api/notifications").json();
  EXPECT_EQ(bell["unread"], 2);
  std::vector<std::string> titles;
  for (const auto& n : bell["notifications"]) titles.push_back(n["title"].get<std::string>());
  EXPECT_EQ(std::ranges::count(titles, "It's a match!"), 1) << bell.dump();

  const auto admin = client().post_json("/api/admin/session",
                                        {{"email", accounts["administrator"]["email"]},
                                         {"password", accounts["administrator"]["password"]}});
  EXPECT_EQ(admin.status, 200);
}

TEST_F(demo_seed_api, the_demo_mentor_and_investor_find_requests_and_pitches_to_act_on) {
  cfg_.demo = true;
  cfg_.demo_dir = SANGAM_DEMO_DIR;
  start_app();
  const auto accounts = demo_file("accounts.json");
  const auto sign_in = [&](const char* who) {
    const auto login = client().post_json(
        "/api/auth/login",
        {{"email", accounts[who]["email"]}, {"password", accounts[who]["password"]}});
    EXPECT_EQ(login.status, 200) << login.body;
    return as(cookie_from(login));
  };

  const auto mentor = sign_in("mentor");
  EXPECT_EQ(mentor.get("/api/me").json()["memberRole"], "Mentor");
  const auto requests = mentor.get("/api/mentor/requests").json()["items"];
  ASSERT_EQ(requests.size(), 4u);
  EXPECT_EQ(requests[0]["request"], accounts["mentorApplications"][3]["message"]);  // newest first
  const auto accepted = mentor.post_json(
      "/api/mentor/requests/" + requests[0]["id"].get<std::string>() + "/accept", json::object());
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  EXPECT_EQ(mentor.get("/api/mentor/mentees").json()["items"].size(), 1u);

  const auto investor = sign_in("investor");
  const auto startups = investor.get("/api/investor/startups").json()["items"];
  ASSERT_EQ(startups.size(), 20u);
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(startups[i]["pitched"].get<bool>()) << i;
  EXPECT_FALSE(startups[4]["pitched"].get<bool>());
  EXPECT_EQ(startups[4]["matchPercentage"], 100);  // Fintech, SaaS or AI/ML at Idea to Seed
  EXPECT_EQ(investor
                .post_json("/api/investor/startups/" + startups[0]["founderId"].get<std::string>() +
                               "/like",
                           json::object())
                .status,
            204);
  EXPECT_EQ(investor.get("/api/investor/liked").json()["items"].size(), 1u);
  EXPECT_EQ(sign_in("founder").get("/api/mentor/requests").status, 403);
}

// Issue 25, finding 4: the demo mentor and investor are approved as such, so the role picker keeps
// them (and lets them come back after picking Founder); the demo founder is not.
TEST_F(demo_seed_api, the_demo_mentor_and_investor_keep_their_kind_in_the_role_picker) {
  cfg_.demo = true;
  cfg_.demo_dir = SANGAM_DEMO_DIR;
  start_app();
  EXPECT_EQ(count_rows("profiles WHERE approved_kind = 'Mentor'"), 41);
  EXPECT_EQ(count_rows("profiles WHERE approved_kind = 'Investor'"), 41);
  const auto accounts = demo_file("accounts.json");
  const auto sign_in = [&](const char* who) {
    const auto login = client().post_json(
        "/api/auth/login",
        {{"email", accounts[who]["email"]}, {"password", accounts[who]["password"]}});
    EXPECT_EQ(login.status, 200) << login.body;
    return as(cookie_from(login));
  };
  const auto pick = [](const http_client& who, const char* role) {
    return who.send("PUT", "/api/me/role", json({{"role", role}}).dump(), "application/json");
  };
  for (const auto& [who, kind] : {std::pair{"mentor", "Mentor"}, {"investor", "Investor"}}) {
    const auto member = sign_in(who);
    for (const auto* role : {kind, "Founder", kind}) {
      const auto res = pick(member, role);
      ASSERT_EQ(res.status, 200) << who << " " << role << ": " << res.body;
      EXPECT_EQ(res.json()["memberRole"], role);
    }
  }
  const auto founder = sign_in("founder");
  EXPECT_EQ(pick(founder, "Investor").status, 403);
  EXPECT_EQ(pick(founder, "Mentor").status, 403);
  EXPECT_EQ(founder.get("/api/me").json()["memberRole"], "Founder");
}

}  // namespace
}  // namespace sangam::testing
