#include <string>
#include <vector>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

class match_preferences_api : public member_api {
 protected:
  http_result put(const member& who, const json& body) {
    return as(who.cookie).send("PUT", "/api/me/match-preferences", body.dump(), "application/json");
  }
  json preferences(const member& who) {
    const auto res = as(who.cookie).get("/api/me/match-preferences");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  json deck(const member& viewer) {
    const auto res = as(viewer.cookie).get("/api/discover");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  static std::vector<std::string> ids(const json& page) {
    std::vector<std::string> out;
    for (const auto& card : page["cards"]) out.push_back(card["id"].get<std::string>());
    return out;
  }
};

TEST_F(match_preferences_api, a_member_saves_and_reads_them_back) {
  const auto me = add({.name = "Me"});
  EXPECT_EQ(preferences(me), json::parse(R"({"industry":"dont_care","stage":"dont_care",
      "location":"dont_care","experience":"dont_care","skills":"dont_care","goals":"dont_care",
      "showFounders":true,"showMentors":true,"showInvestors":true})"));
  const auto saved = put(me, {{"industry", "must"}, {"skills", "nice"}, {"showInvestors", false}});
  ASSERT_EQ(saved.status, 200) << saved.body;
  EXPECT_EQ(saved.json()["industry"], "must");
  EXPECT_EQ(saved.json()["skills"], "nice");
  EXPECT_EQ(saved.json()["showInvestors"], false);
  // A later change keeps what it does not name.
  ASSERT_EQ(put(me, {{"skills", "dont_care"}}).status, 200);
  const auto read = preferences(me);
  EXPECT_EQ(read["industry"], "must");
  EXPECT_EQ(read["skills"], "dont_care");
  EXPECT_EQ(read["showInvestors"], false);
  EXPECT_EQ(preferences(add({.name = "Other"}))["industry"], "dont_care");  // each their own
}

TEST_F(match_preferences_api, a_bad_value_is_a_400_naming_the_field_and_changes_nothing) {
  const auto me = add({.name = "Me"});
  ASSERT_EQ(put(me, {{"industry", "must"}}).status, 200);
  const auto bad = put(me, {{"industry", "nice"}, {"stage", "sometimes"}, {"showMentors", "yes"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["code"], "validation_failed");
  EXPECT_TRUE(bad.json()["error"]["fields"].contains("stage"));
  EXPECT_TRUE(bad.json()["error"]["fields"].contains("showMentors"));
  EXPECT_FALSE(bad.json()["error"]["fields"].contains("industry"));
  EXPECT_EQ(preferences(me)["industry"], "must");
  EXPECT_EQ(as(me.cookie).send("PUT", "/api/me/match-preferences", "[]", "application/json").status,
            400);
}

TEST_F(match_preferences_api, only_a_member_has_them) {
  EXPECT_EQ(client().get("/api/me/match-preferences").status, 401);
  EXPECT_EQ(
      client()
          .send("PUT", "/api/me/match-preferences", R"({"industry":"must"})", "application/json")
          .status,
      401);
}

TEST_F(match_preferences_api, a_must_have_excludes_and_the_card_says_which_it_meets) {
  const auto me = add({.name = "Me"});
  const auto twin = add({.name = "Twin"});
  const auto gaming = add({.name = "Gaming", .industry = "Gaming"});
  EXPECT_EQ(ids(deck(me)), (std::vector<std::string>{twin.id, gaming.id}));
  EXPECT_EQ(deck(me)["widen"], nullptr);

  ASSERT_EQ(put(me, {{"industry", "must"}, {"goals", "nice"}}).status, 200);
  const auto page = deck(me);
  ASSERT_EQ(ids(page), std::vector<std::string>{twin.id});
  EXPECT_EQ(page["remaining"], 1);
  const auto& card = page["cards"][0];
  EXPECT_EQ(card["matchPercentage"], 100);
  EXPECT_EQ(card["matchPreferences"], json::parse(R"([{"factor":"industry","preference":"must"},
      {"factor":"goals","preference":"nice"}])"));
  // The explanation matches the match factors the card shows.
  EXPECT_EQ(card["matchFactors"][0]["factor"], "sameIndustry");
  EXPECT_EQ(card["matchFactors"].back()["factor"], "sharedGoals");
  // Too few left: the one change that adds the most.
  EXPECT_EQ(page["widen"], json::parse(R"({"factor":"industry","adds":1})"));
  ASSERT_EQ(put(me, {{"industry", "nice"}}).status, 200);
  EXPECT_EQ(ids(deck(me)), (std::vector<std::string>{twin.id, gaming.id}));
}

TEST_F(match_preferences_api, a_nice_to_have_reorders_but_the_percentage_stays_the_score) {
  const auto me = add({.name = "Me"});
  const auto elsewhere = add({.name = "Elsewhere", .city = "Chennai"});  // 90
  const auto senior = add({.name = "Senior", .experience = 20});         // 86.5
  EXPECT_EQ(ids(deck(me)), (std::vector<std::string>{elsewhere.id, senior.id}));
  ASSERT_EQ(put(me, {{"location", "nice"}}).status, 200);
  const auto page = deck(me);
  ASSERT_EQ(ids(page), (std::vector<std::string>{senior.id, elsewhere.id}));
  EXPECT_EQ(page["cards"][0]["matchPercentage"], 87);
  EXPECT_EQ(page["cards"][1]["matchPercentage"], 90);
  EXPECT_EQ(page["cards"][0]["matchPreferences"],
            json::parse(R"([{"factor":"location","preference":"nice"}])"));
  EXPECT_EQ(page["cards"][1]["matchPreferences"], json::array());
  EXPECT_EQ(page["widen"], nullptr);  // nothing is left out
}

TEST_F(match_preferences_api, hidden_kinds_leave_the_deck_and_widen_suggests_showing_them) {
  const auto me = add({.name = "Me"});
  const auto founder = add({.name = "Founder"});
  add({.name = "Investor", .role = "Investor"});
  add({.name = "Investor2", .role = "Investor"});
  add({.name = "Mentor", .role = "Mentor"});
  ASSERT_EQ(put(me, {{"showInvestors", false}, {"showMentors", false}}).status, 200);
  const auto page = deck(me);
  EXPECT_EQ(ids(page), std::vector<std::string>{founder.id});
  EXPECT_EQ(page["remaining"], 1);
  EXPECT_EQ(page["widen"], json::parse(R"({"factor":"investors","adds":2})"));
  // Swiping the last card leaves none: the suggestion stays.
  EXPECT_EQ(swipe(me, founder, "pass").status, 200);
  const auto empty = deck(me);
  EXPECT_TRUE(empty["cards"].empty());
  EXPECT_EQ(empty["remaining"], 0);
  EXPECT_EQ(empty["widen"], json::parse(R"({"factor":"investors","adds":2})"));
}

}  // namespace
}  // namespace sangam::testing
