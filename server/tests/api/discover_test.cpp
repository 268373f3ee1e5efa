#include <soci/soci.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/auth/sessions.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

class discover_api : public member_api {
 protected:
  json deck(const member& viewer, const std::string& query = "") {
    const auto res = as(viewer.cookie).get("/api/discover" + query);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }

  std::set<std::string> deck_ids(const member& viewer, const std::string& query = "") {
    std::set<std::string> ids;
    const auto page = deck(viewer, query);
    for (const auto& card : page["cards"]) ids.insert(card["id"].get<std::string>());
    return ids;
  }
};

TEST_F(discover_api, every_member_route_needs_a_session) {
  const std::vector<std::pair<std::string, std::string>> routes{
      {"GET", "/api/discover"},
      {"POST", "/api/swipes"},
      {"GET", "/api/connections"},
      {"GET", "/api/notifications"},
      {"POST", "/api/notifications/x/read"},
      {"POST", "/api/notifications/read-all"},
      {"POST", "/api/blocks"},
      {"POST", "/api/reports"},
      {"GET", "/api/me"}};
  for (const auto& [method, target] : routes) {
    const auto res = client().send(method, target, "{}", "application/json");
    EXPECT_EQ(res.status, 401) << method << " " << target;
    EXPECT_EQ(res.json()["error"]["code"], "unauthenticated") << target;
  }
  EXPECT_EQ(client().get("/api/admin/reports").status, 401);
  const auto me = add({});
  EXPECT_EQ(as(me.cookie).get("/api/admin/reports").status, 403);  // a member is no administrator
}

TEST_F(discover_api, the_deck_leaves_out_me_unapproved_blocked_and_swiped_members) {
  const auto me = add({.name = "Me"});
  const auto shown = add({.name = "Shown"});
  add({.name = "Pending", .status = "pending"});
  add({.name = "Rejected", .status = "rejected"});
  const auto blocked = add({.name = "Blocked"});
  const auto blocker = add({.name = "Blocker"});
  const auto passed = add({.name = "Passed"});
  const auto connected = add({.name = "Connected"});
  EXPECT_EQ(deck(me)["remaining"], 5);

  EXPECT_EQ(as(me.cookie).post_json("/api/blocks", {{"target", blocked.id}}).status, 204);
  EXPECT_EQ(as(blocker.cookie).post_json("/api/blocks", {{"target", me.id}}).status, 204);
  EXPECT_EQ(swipe(me, passed, "pass").status, 200);
  EXPECT_EQ(swipe(me, connected, "connect").status, 200);

  const auto page = deck(me);
  ASSERT_EQ(page["cards"].size(), 1u);
  EXPECT_EQ(page["cards"][0]["id"], shown.id);
  EXPECT_EQ(page["cards"][0]["name"], "Shown Test");
  EXPECT_EQ(page["remaining"], 1);
  EXPECT_FALSE(deck_ids(blocked).contains(me.id));  // a block hides both ways
  EXPECT_FALSE(deck_ids(blocker).contains(me.id));
  EXPECT_TRUE(deck_ids(shown).contains(me.id));
}

TEST_F(discover_api, the_deck_is_best_first_scored_as_the_spec_says) {
  const auto me = add({.name = "Me"});
  const auto twin = add({.name = "Twin"});
  // Related industry 20, 2 of 4 skills 12.5, 3 years apart 10.5, nearby 5, one stage apart 8,
  // 4 people apart 3, 1 of 2 interests 1.5, 1 of 2 goals 1: 61.5, shown as 62.
  const auto partial = add({.name = "Partial",
                            .industry = "Blockchain",
                            .city = "Mysuru",
                            .skills = {"Payments", "Lending", "Go", "Rust"},
                            .interests = {"Finance", "Legal"},
                            .goals = {"Raise Funding", "Find Mentor"},
                            .experience = 8,
                            .stage = "MVP",
                            .team = 12});
  const auto far = add({.name = "Far",
                        .industry = "Gaming",
                        .city = "Chennai",
                        .skills = {"Go"},
                        .interests = {"Legal"},
                        .goals = {"Find Mentor"},
                        .experience = 20,
                        .stage = "Series C+",
                        .team = 100});
  const auto page = deck(me);
  ASSERT_EQ(page["cards"].size(), 3u);
  const auto& best = page["cards"][0];
  EXPECT_EQ(best["id"], twin.id);
  EXPECT_EQ(best["matchPercentage"], 100);
  EXPECT_EQ(best["matchLabel"], "Excellent");
  EXPECT_EQ(best["matchColour"], "green");
  EXPECT_EQ(best["matchDescription"], "Excellent match");
  EXPECT_EQ(best["matchReason"],
            "Same industry · 3 shared skills · Similar experience · Same city · Same funding stage"
            " · Similar team size · 1 shared interest · 1 shared goal");
  // The same factors by name, for the web to say in the member's language.
  EXPECT_EQ(best["matchFactors"],
            json::parse(R"([{"factor":"sameIndustry"},{"factor":"sharedSkills","count":3},)"
                        R"({"factor":"similarExperience"},{"factor":"sameCity"},)"
                        R"({"factor":"sameStage"},{"factor":"similarTeam"},)"
                        R"({"factor":"sharedInterests","count":1},)"
                        R"({"factor":"sharedGoals","count":1}])"));
  EXPECT_EQ(best["skills"], json({"Payments", "Lending", "Sales"}));
  EXPECT_EQ(best["fundingStage"], "Seed");
  EXPECT_EQ(page["cards"][1]["id"], partial.id);
  EXPECT_EQ(page["cards"][1]["matchPercentage"], 62);
  EXPECT_EQ(page["cards"][1]["matchLabel"], "Fair");
  EXPECT_EQ(page["cards"][1]["matchColour"], "red");
  EXPECT_EQ(page["cards"][2]["id"], far.id);
  EXPECT_LT(page["cards"][2]["matchPercentage"], 50);
  EXPECT_EQ(page["recommendations"], json({twin.id, partial.id}));  // 60 or more only
}

TEST_F(discover_api, recommendations_are_capped_at_ten_and_limit_pages_the_deck) {
  const auto me = add({.name = "Me"}, false);
  for (int i = 0; i < 12; ++i) add({.name = "Strong" + std::to_string(i)}, false);
  add({.name = "Weak", .industry = "Gaming", .city = "Chennai", .skills = {"Go"}}, false);
  app_->reload_members();
  const auto page = deck(me);
  EXPECT_EQ(page["cards"].size(), 13u);
  EXPECT_EQ(page["recommendations"].size(), 10u);
  const auto first = deck(me, "?limit=5");
  EXPECT_EQ(first["cards"].size(), 5u);
  EXPECT_EQ(first["remaining"], 13);
  EXPECT_EQ(as(me.cookie).get("/api/discover?limit=0").status, 400);
  EXPECT_EQ(as(me.cookie).get("/api/discover?limit=101").status, 400);
}

TEST_F(discover_api, demo_scenarios_filter_the_deck) {
  const auto me = add({.name = "Me"});
  const auto founder = add({.name = "Founder", .goals = {"Raise Funding"}});
  const auto seeker = add({.name = "Seeker", .goals = {"Find Co-founder"}});
  const auto mentor = add({.name = "Mentor", .role = "Mentor"});
  const auto investor = add({.name = "Investor", .role = "Investor"});
  EXPECT_EQ(deck_ids(me, "?scenario=founder"), (std::set{founder.id, seeker.id}));
  EXPECT_EQ(deck_ids(me, "?scenario=cofounder"), (std::set{seeker.id}));
  EXPECT_EQ(deck_ids(me, "?scenario=mentor"), (std::set{mentor.id}));
  EXPECT_EQ(deck_ids(me, "?scenario=investor"), (std::set{investor.id}));
  EXPECT_EQ(deck_ids(me).size(), 4u);
  EXPECT_EQ(deck(me, "?scenario=investor")["remaining"], 1);
  const auto res = as(me.cookie).get("/api/discover?scenario=astronaut");
  EXPECT_EQ(res.status, 400);
  EXPECT_TRUE(res.json()["error"]["fields"].contains("scenario"));
}

TEST_F(discover_api, an_approved_application_joins_decks_at_once) {
  const auto me = add({.name = "Me"});
  const auto admin = admin_cookie();
  ASSERT_EQ(client()
                .post_json("/api/applications", {{"firstName", "Priya"},
                                                 {"lastName", "Nair"},
                                                 {"email", "priya@sangam.test"},
                                                 {"company", "Kirana AI"},
                                                 {"role", "CEO"},
                                                 {"industry", "Fintech"},
                                                 {"interests", {"Finance"}},
                                                 {"goals", {"Raise Funding"}},
                                                 {"plan", "pro"}})
                .status,
            201);
  EXPECT_TRUE(deck(me)["cards"].empty());
  std::string id;
  {
    auto sql = database().acquire();
    *sql << "SELECT id FROM profiles WHERE email = 'priya@sangam.test'", soci::into(id);
  }
  ASSERT_EQ(as(admin)
                .post_json("/api/admin/profiles/" + id + "/decision", {{"status", "approved"}})
                .status,
            200);
  const auto page = deck(me);
  ASSERT_EQ(page["cards"].size(), 1u);
  EXPECT_EQ(page["cards"][0]["name"], "Priya Nair");
  EXPECT_EQ(page["cards"][0]["industry"], "Fintech");
}

TEST_F(discover_api, members_approved_by_another_instance_reach_the_deck_within_the_refresh) {
  cfg_.settings["SANGAM_MEMBER_REFRESH_MS"] = "50";
  start_app();
  const auto me = add({.name = "Me"});
  // Written straight to the database, as another server would: this one is not told.
  const auto elsewhere = add({.name = "Elsewhere"}, false);
  bool seen = false;
  for (int i = 0; i < 100 && !seen; ++i) {
    seen = deck_ids(me).contains(elsewhere.id);
    if (!seen) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_TRUE(seen);
  {
    auto sql = database().open_session();
    const auto now = core::now_iso8601();
    *sql << "UPDATE profiles SET status = 'rejected', updated_at = :at WHERE id = :id",
        soci::use(now), soci::use(elsewhere.id);
  }
  for (int i = 0; i < 100 && seen; ++i) {
    seen = deck_ids(me).contains(elsewhere.id);
    if (seen) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_FALSE(seen);
}

TEST_F(discover_api, a_swipe_on_a_missing_or_unapproved_member_is_404) {
  const auto me = add({.name = "Me"});
  const auto pending = add({.name = "Pending", .status = "pending"});
  const member missing{core::new_uuid_v7(), {}};
  for (const auto& target : {pending, missing}) {
    const auto res = swipe(me, target, "connect");
    EXPECT_EQ(res.status, 404) << res.body;
    EXPECT_EQ(res.json()["error"]["code"], "not_found");
  }
  EXPECT_EQ(swipe(me, me, "pass").status, 400);
  EXPECT_EQ(as(me.cookie)
                .post_json("/api/swipes", {{"target", pending.id}, {"decision", "maybe"}})
                .status,
            400);
  EXPECT_EQ(as(me.cookie).post_json("/api/swipes", {{"decision", "pass"}}).status, 400);
  EXPECT_EQ(count_rows("swipes"), 0);
}

TEST_F(discover_api, a_swipe_again_answers_the_same_and_another_decision_conflicts) {
  const auto me = add({.name = "Me"});
  const auto other = add({.name = "Other"});
  const auto third = add({.name = "Third"});
  const auto first = swipe(me, other, "connect");
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(first.json()["state"], "pending");
  EXPECT_EQ(first.json()["credits"]["balance"], 19);
  const auto again = swipe(me, other, "connect");
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.json()["state"], "pending");
  EXPECT_EQ(again.json()["credits"]["balance"], 19);  // no second credit
  const auto changed = swipe(me, other, "pass");
  EXPECT_EQ(changed.status, 409);
  EXPECT_EQ(changed.json()["error"]["code"], "already_swiped");
  EXPECT_EQ(swipe(me, third, "pass").json()["state"], "passed");
  EXPECT_EQ(swipe(me, third, "pass").status, 200);
  EXPECT_EQ(count_rows("swipes"), 2);
}

TEST_F(discover_api, twenty_identical_swipes_at_once_answer_alike_and_count_once) {
  const auto me = add({.name = "Me"});
  const auto liked = add({.name = "Liked"});
  const auto passed = add({.name = "Passed"});
  for (const auto& [target, decision] :
       {std::pair{liked, std::string("connect")}, std::pair{passed, std::string("pass")}}) {
    std::vector<http_result> answers(20);
    std::vector<std::thread> threads;
    for (auto& answer : answers) {
      threads.emplace_back(
          [&, target = target, decision = decision] { answer = swipe(me, target, decision); });
    }
    for (auto& thread : threads) thread.join();
    for (const auto& answer : answers) {
      ASSERT_EQ(answer.status, 200) << decision << ": " << answer.body;
      EXPECT_EQ(answer.json(), answers[0].json()) << decision;
    }
    EXPECT_EQ(answers[0].json()["state"], decision == "connect" ? "pending" : "passed");
    EXPECT_EQ(answers[0].json()["credits"]["balance"], 19);  // the Connect's one credit
    EXPECT_EQ(count_rows("swipes WHERE target_id = '" + target.id + "'"), 1) << decision;
  }
  EXPECT_EQ(count_rows("connect_credits WHERE balance = 19"), 1);
}

TEST_F(discover_api, two_members_connecting_with_each_other_many_times_at_once_make_one_match) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  std::vector<http_result> answers(16);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < answers.size(); ++i) {
    threads.emplace_back([&, i] {
      answers[i] = i % 2 == 0 ? swipe(asha, ravi, "connect") : swipe(ravi, asha, "connect");
    });
  }
  for (auto& thread : threads) thread.join();
  for (const auto& answer : answers) ASSERT_EQ(answer.status, 200) << answer.body;
  EXPECT_EQ(count_rows("connections"), 1);
  EXPECT_EQ(count_rows("notifications"), 2);
  EXPECT_EQ(count_rows("connect_credits WHERE balance = 19"), 2);
  // Once both are in, every answer from then on is the match.
  EXPECT_EQ(swipe(asha, ravi, "connect").json()["state"], "connected");
  EXPECT_EQ(swipe(ravi, asha, "connect").json()["state"], "connected");
}

TEST_F(discover_api, a_connect_repeated_after_it_expired_answers_expired) {
  const auto me = add({.name = "Me"});
  const auto other = add({.name = "Other"});
  ASSERT_EQ(swipe(me, other, "connect").json()["state"], "pending");
  const auto fifteen_days =
      core::to_iso8601(std::chrono::system_clock::now() - std::chrono::days(15));
  {
    auto sql = database().open_session();
    *sql << "UPDATE swipes SET created_at = :at", soci::use(fifteen_days);
  }
  const auto again = swipe(me, other, "connect");
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.json()["state"], "expired");
  EXPECT_TRUE(again.json()["connectionId"].is_null());
  EXPECT_EQ(again.json()["credits"]["balance"], 20);  // its credit came back, and no new one went
  EXPECT_EQ(swipe(me, other, "pass").status, 409);
  EXPECT_EQ(count_rows("swipes"), 1);
  EXPECT_FALSE(deck_ids(me).contains(other.id));
}

TEST_F(discover_api, a_mutual_connect_makes_one_connection_and_two_notifications) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  EXPECT_EQ(swipe(asha, ravi, "connect").json()["state"], "pending");
  EXPECT_EQ(count_rows("notifications"), 0);
  const auto back = swipe(ravi, asha, "connect");
  ASSERT_EQ(back.status, 200) << back.body;
  EXPECT_EQ(back.json()["state"], "connected");
  EXPECT_TRUE(back.json()["connectionId"].is_string());
  EXPECT_EQ(count_rows("connections"), 1);
  EXPECT_EQ(count_rows("notifications"), 2);
  EXPECT_EQ(count_rows("swipes WHERE state = 'connected'"), 2);
  // Asking again changes nothing.
  EXPECT_EQ(swipe(ravi, asha, "connect").json()["connectionId"], back.json()["connectionId"]);
  EXPECT_EQ(count_rows("connections"), 1);

  const auto mine = as(asha.cookie).get("/api/connections").json()["connections"];
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["member"]["id"], ravi.id);
  EXPECT_EQ(mine[0]["member"]["name"], "Ravi Test");
  EXPECT_EQ(as(ravi.cookie).get("/api/connections").json()["connections"][0]["member"]["id"],
            asha.id);

  auto inbox = as(asha.cookie).get("/api/notifications").json();
  ASSERT_EQ(inbox["notifications"].size(), 1u);
  EXPECT_EQ(inbox["unread"], 1);
  EXPECT_EQ(inbox["notifications"][0]["type"], "match");
  EXPECT_EQ(inbox["notifications"][0]["title"], "It's a match!");
  EXPECT_EQ(inbox["notifications"][0]["message"],
            "You and Ravi Test both want to connect. Say hello!");
  const auto note_id = inbox["notifications"][0]["id"].get<std::string>();
  EXPECT_EQ(as(ravi.cookie).post("/api/notifications/" + note_id + "/read", "", "").status, 404);
  EXPECT_EQ(as(asha.cookie).post("/api/notifications/" + note_id + "/read", "", "").status, 204);
  inbox = as(asha.cookie).get("/api/notifications").json();
  EXPECT_EQ(inbox["unread"], 0);
  EXPECT_TRUE(inbox["notifications"][0]["isRead"].get<bool>());
  EXPECT_EQ(as(ravi.cookie).get("/api/notifications").json()["unread"], 1);
  EXPECT_EQ(as(ravi.cookie).post("/api/notifications/read-all", "", "").status, 204);
  EXPECT_EQ(as(ravi.cookie).get("/api/notifications").json()["unread"], 0);
}

TEST_F(discover_api, connect_with_no_credit_left_is_refused) {
  const auto me = add({.name = "Me"});
  const auto other = add({.name = "Other"});
  const auto credits = deck(me)["credits"];
  EXPECT_EQ(credits["balance"], 20);
  EXPECT_EQ(credits["weeklyBudget"], 20);
  EXPECT_EQ(credits["plan"], "core");
  {
    auto sql = database().open_session();
    *sql << "UPDATE connect_credits SET balance = 0";
  }
  const auto res = swipe(me, other, "connect");
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "no_credits");
  EXPECT_EQ(res.json()["error"]["message"],
            "You have used all your Connect credits for this week. They refill on Monday.");
  EXPECT_EQ(count_rows("swipes"), 0);
  EXPECT_EQ(swipe(me, other, "pass").status, 200);  // passing is free

  const auto pro = add({.name = "Pro", .plan = "pro"});
  EXPECT_EQ(deck(pro)["credits"]["weeklyBudget"], 60);
}

TEST_F(discover_api, an_unanswered_connect_expires_after_14_days_and_returns_its_credit) {
  const auto me = add({.name = "Me"});
  const auto other = add({.name = "Other"});
  EXPECT_EQ(swipe(me, other, "connect").json()["credits"]["balance"], 19);
  const auto thirteen_days =
      core::to_iso8601(std::chrono::system_clock::now() - std::chrono::days(13));
  {
    auto sql = database().open_session();
    *sql << "UPDATE swipes SET created_at = :at", soci::use(thirteen_days);
  }
  EXPECT_EQ(deck(me)["credits"]["balance"], 19);
  const auto fifteen_days =
      core::to_iso8601(std::chrono::system_clock::now() - std::chrono::days(15));
  {
    auto sql = database().open_session();
    *sql << "UPDATE swipes SET created_at = :at", soci::use(fifteen_days);
  }
  EXPECT_EQ(deck(me)["credits"]["balance"], 20);
  EXPECT_EQ(count_rows("swipes WHERE state = 'expired'"), 1);
  EXPECT_EQ(deck(me)["credits"]["balance"], 20);  // refunded once
  EXPECT_FALSE(deck_ids(me).contains(other.id));  // still swiped
}

TEST_F(discover_api, a_block_ends_the_connection_and_the_two_never_meet_again) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  swipe(asha, ravi, "connect");
  ASSERT_EQ(swipe(ravi, asha, "connect").json()["state"], "connected");
  EXPECT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", ravi.id}}).status, 204);
  EXPECT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", ravi.id}}).status, 204);
  EXPECT_EQ(count_rows("blocks"), 1);
  EXPECT_EQ(count_rows("connections"), 0);
  EXPECT_TRUE(as(asha.cookie).get("/api/connections").json()["connections"].empty());
  EXPECT_TRUE(as(ravi.cookie).get("/api/connections").json()["connections"].empty());
  EXPECT_EQ(swipe(ravi, asha, "pass").status, 404);
  EXPECT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", asha.id}}).status, 400);
  EXPECT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", core::new_uuid_v7()}}).status,
            404);
}

TEST_F(discover_api, a_swiped_member_never_comes_back_on_any_page) {
  const auto me = add({.name = "Me"}, false);
  for (int i = 0; i < 45; ++i) add({.name = "Member" + std::to_string(i)}, false);
  app_->reload_members();
  std::set<std::string> seen;
  for (int page = 0; page < 10; ++page) {
    const auto cards = deck(me, "?limit=10")["cards"];
    if (cards.empty()) break;
    for (const auto& card : cards) {
      const auto id = card["id"].get<std::string>();
      EXPECT_TRUE(seen.insert(id).second) << id << " came back on page " << page;
      member target{id, {}};
      EXPECT_EQ(swipe(me, target, seen.size() % 5 == 0 ? "connect" : "pass").status, 200);
    }
  }
  EXPECT_EQ(seen.size(), 45u);
  const auto last = deck(me);
  EXPECT_TRUE(last["cards"].empty());
  EXPECT_EQ(last["remaining"], 0);
}

TEST_F(discover_api, a_block_either_way_hides_both_at_once_and_for_good) {
  const auto me = add({.name = "Me"});
  const auto blocked = add({.name = "Blocked"});
  const auto blocker = add({.name = "Blocker"});
  const auto other = add({.name = "Other"});
  // The decks are dealt (and kept) before the blocks.
  EXPECT_EQ(deck_ids(me), (std::set{blocked.id, blocker.id, other.id}));
  EXPECT_TRUE(deck_ids(blocked).contains(me.id));
  EXPECT_TRUE(deck_ids(blocker).contains(me.id));
  EXPECT_EQ(as(me.cookie).post_json("/api/blocks", {{"target", blocked.id}}).status, 204);
  EXPECT_EQ(as(blocker.cookie).post_json("/api/blocks", {{"target", me.id}}).status, 204);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(deck_ids(me), (std::set{other.id}));
    EXPECT_EQ(deck_ids(me, "?scenario=founder&limit=1"), (std::set{other.id}));
    EXPECT_FALSE(deck_ids(blocked).contains(me.id));
    EXPECT_FALSE(deck_ids(blocker).contains(me.id));
  }
  EXPECT_EQ(deck(me)["remaining"], 1);
  EXPECT_EQ(swipe(me, other, "pass").status, 200);
  EXPECT_TRUE(deck_ids(me).empty());
}

TEST_F(discover_api, swipes_made_through_another_instance_leave_the_deck_within_the_refresh) {
  cfg_.settings["SANGAM_MEMBER_REFRESH_MS"] = "50";
  start_app();
  const auto me = add({.name = "Me"});
  const auto elsewhere = add({.name = "Elsewhere"});
  const auto stays = add({.name = "Stays"});
  ASSERT_EQ(deck_ids(me), (std::set{elsewhere.id, stays.id}));  // this instance knows my swipes
  {
    // Written straight to the database, as another server would: this one is not told.
    auto sql = database().open_session();
    const auto now = core::now_iso8601();
    *sql << "INSERT INTO swipes (swiper_id, target_id, decision, state, created_at)"
            " VALUES (:me, :target, 'pass', 'passed', :at)",
        soci::use(me.id), soci::use(elsewhere.id), soci::use(now);
  }
  bool gone = false;
  for (int i = 0; i < 100 && !gone; ++i) {
    gone = !deck_ids(me).contains(elsewhere.id);
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  EXPECT_TRUE(gone);
  for (int i = 0; i < 5; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    EXPECT_EQ(deck_ids(me), (std::set{stays.id}));
  }
}

TEST_F(discover_api, connections_page_newest_first_each_exactly_once) {
  const auto me = add({.name = "Me"}, false);
  // 120 connections, three to a timestamp, so that the order within one instant (by id) counts.
  std::vector<std::pair<std::string, std::string>> expected;  // (connected at, connection id)
  const auto start = std::chrono::system_clock::now() - std::chrono::hours(1);
  for (int i = 0; i < 120; ++i) {
    const auto other = add({.name = "Friend" + std::to_string(i)}, false);
    const auto id = core::new_uuid_v7();
    const auto at = core::to_iso8601(start + std::chrono::seconds(i / 3));
    const auto& a = std::min(me.id, other.id);
    const auto& b = std::max(me.id, other.id);
    auto sql = database().open_session();
    *sql
        << "INSERT INTO connections (id, member_a, member_b, created_at) VALUES (:id, :a, :b, :at)",
        soci::use(id), soci::use(a), soci::use(b), soci::use(at);
    expected.emplace_back(at, id);
  }
  std::sort(expected.rbegin(), expected.rend());

  std::vector<std::pair<std::string, std::string>> listed;
  std::vector<std::size_t> sizes;
  std::string cursor;
  for (int page = 0; page < 5; ++page) {
    const auto res = as(me.cookie).get("/api/connections" +
                                       (cursor.empty() ? std::string() : "?cursor=" + cursor));
    ASSERT_EQ(res.status, 200) << res.body;
    const auto body = res.json();
    sizes.push_back(body["connections"].size());
    for (const auto& c : body["connections"]) {
      listed.emplace_back(c["connectedAt"].get<std::string>(), c["id"].get<std::string>());
      EXPECT_TRUE(c["member"]["name"].get<std::string>().starts_with("Friend"));
    }
    if (body["nextCursor"].is_null()) break;
    cursor = body["nextCursor"].get<std::string>();
  }
  EXPECT_EQ(sizes, (std::vector<std::size_t>{50, 50, 20}));  // 50 a page unless asked
  EXPECT_EQ(listed, expected);

  listed.clear();
  cursor.clear();
  for (int page = 0; page < 20; ++page) {
    const auto body =
        as(me.cookie).get("/api/connections?limit=7" + (page ? "&cursor=" + cursor : "")).json();
    for (const auto& c : body["connections"]) {
      listed.emplace_back(c["connectedAt"].get<std::string>(), c["id"].get<std::string>());
    }
    if (body["nextCursor"].is_null()) break;
    cursor = body["nextCursor"].get<std::string>();
  }
  EXPECT_EQ(listed, expected);
  EXPECT_EQ(as(me.cookie).get("/api/connections?limit=100").json()["connections"].size(), 100u);
}

TEST_F(discover_api, a_bad_connections_limit_cursor_or_search_is_400_naming_it) {
  const auto me = add({.name = "Me"});
  for (const auto& [query, field] : std::vector<std::pair<std::string, std::string>>{
           {"limit=0", "limit"},
           {"limit=101", "limit"},
           {"limit=ten", "limit"},
           {"cursor=nope", "cursor"},
           {"cursor=" + std::string(300, 'A'), "cursor"},
           {"cursor=MjAyNS0wMS0wMXx4", "cursor"},  // base64url of "2025-01-01|x": no time of day
           {"search=" + std::string(101, 'x'), "search"}}) {
    const auto res = as(me.cookie).get("/api/connections?" + query);
    ASSERT_EQ(res.status, 400) << query;
    const auto error = res.json()["error"];
    EXPECT_EQ(error["code"], "validation_failed") << query;
    EXPECT_TRUE(error["message"].is_string()) << query;
    EXPECT_EQ(error["fields"].size(), 1u) << query;
    EXPECT_TRUE(error["fields"].contains(field)) << query << ": " << res.body;
  }
  EXPECT_EQ(as(me.cookie).get("/api/connections?cursor=").status, 200);  // empty: the first page
}

TEST_F(discover_api, connections_are_searched_on_the_server_by_name_company_or_industry) {
  const auto me = add({.name = "Me"}, false);
  const auto connect = [&](const std::string& first, const std::string& company,
                           const std::string& industry, const std::string& city) {
    const auto other = add({.name = first, .industry = industry, .city = city}, false);
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET company = :company WHERE id = :id", soci::use(company),
        soci::use(other.id);
    const auto id = core::new_uuid_v7();
    const auto at = core::now_iso8601();
    const auto& a = std::min(me.id, other.id);
    const auto& b = std::max(me.id, other.id);
    *sql
        << "INSERT INTO connections (id, member_a, member_b, created_at) VALUES (:id, :a, :b, :at)",
        soci::use(id), soci::use(a), soci::use(b), soci::use(at);
  };
  connect("Priya", "Kirana Labs", "Fintech", "Bengaluru");
  connect("Arjun", "Dabba Logistics", "E-commerce", "Mumbai");
  connect("Meera", "Sunbeam 100% Energy", "CleanTech", "Kochi");
  const auto names = [&](const std::string& search) {
    const auto res = as(me.cookie).get("/api/connections?search=" + search);
    EXPECT_EQ(res.status, 200) << res.body;
    std::set<std::string> found;
    const auto body = res.json();
    for (const auto& c : body["connections"]) found.insert(c["member"]["name"].get<std::string>());
    return found;
  };
  EXPECT_EQ(names("PRIYA"), (std::set<std::string>{"Priya Test"}));
  EXPECT_EQ(names("priya%20test"), (std::set<std::string>{"Priya Test"}));  // the whole name
  EXPECT_EQ(names("dabba"), (std::set<std::string>{"Arjun Test"}));
  EXPECT_EQ(names("cleantech"), (std::set<std::string>{"Meera Test"}));
  EXPECT_EQ(names("%20%20ra%20"), (std::set<std::string>{"Priya Test", "Meera Test"}));  // trimmed
  EXPECT_EQ(names("100%25"), (std::set<std::string>{"Meera Test"}));  // % is a character
  EXPECT_TRUE(names("_").empty());                                    // so is _
  EXPECT_TRUE(names("Kochi").empty());                                // not a searched field
  EXPECT_EQ(names("").size(), 3u);
}

TEST_F(discover_api, reports_reach_administrators_who_resolve_them_once) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto filed =
      as(asha.cookie)
          .post_json("/api/reports", {{"target", ravi.id},
                                      {"reason", "spam"},
                                      {"details", "  Sends the same pitch to everyone. "}});
  ASSERT_EQ(filed.status, 201) << filed.body;
  EXPECT_EQ(filed.json()["status"], "open");
  const auto bad =
      as(asha.cookie).post_json("/api/reports", {{"target", ravi.id}, {"reason", "boring"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_TRUE(bad.json()["error"]["fields"].contains("reason"));
  EXPECT_EQ(as(asha.cookie)
                .post_json(
                    "/api/reports",
                    {{"target", ravi.id}, {"reason", "other"}, {"details", std::string(1001, 'x')}})
                .status,
            400);
  EXPECT_EQ(count_rows("reports"), 1);

  const auto admin = admin_cookie();
  const auto open = as(admin).get("/api/admin/reports?status=open").json();
  ASSERT_EQ(open["items"].size(), 1u);
  EXPECT_EQ(open["counts"]["open"], 1);
  const auto& report = open["items"][0];
  EXPECT_EQ(report["reason"], "spam");
  EXPECT_EQ(report["details"], "Sends the same pitch to everyone.");
  EXPECT_EQ(report["reporter"]["name"], "Asha Test");
  EXPECT_EQ(report["target"]["id"], ravi.id);
  const auto path = "/api/admin/reports/" + report["id"].get<std::string>() + "/resolution";
  const auto resolved =
      as(admin).post_json(path, {{"status", "dismissed"}, {"note", "Looked fine."}});
  ASSERT_EQ(resolved.status, 200) << resolved.body;
  EXPECT_EQ(resolved.json()["status"], "dismissed");
  EXPECT_EQ(resolved.json()["resolutionNote"], "Looked fine.");
  EXPECT_EQ(as(admin).post_json(path, {{"status", "actioned"}}).status, 409);
  EXPECT_EQ(as(admin).post_json(path, {{"status", "open"}}).status, 400);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'report_resolved'"), 1);
  EXPECT_EQ(as(admin).get("/api/admin/reports?status=open").json()["items"].size(), 0u);
  EXPECT_EQ(as(admin).get("/api/admin/reports?status=wrong").status, 400);
  EXPECT_EQ(as(asha.cookie).post_json(path, {{"status", "dismissed"}}).status, 403);
}

}  // namespace
}  // namespace sangam::testing
