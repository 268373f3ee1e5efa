// The founder score (issue 14), on both engines: it moves by exactly the formula's amount when a
// member connects, attends an event, sends a pitch or fills answers; achievements unlock with a
// bell item; the history has one point per day and reads the same twice.
#include <set>

#include "core/clock.hpp"
#include "features/score/standing.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class score_api : public member_api {
 protected:
  json score_of(const member& m) {
    const auto res = as(m.cookie).get("/api/me/score");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  double total(const member& m) { return score_of(m)["total"].get<double>(); }
  bool unlocked(const json& score, const std::string& id) {
    for (const auto& a : score["achievements"]) {
      if (a["id"] == id) return a["unlocked"].get<bool>();
    }
    return false;
  }
};

TEST_F(score_api, the_score_moves_by_exactly_the_formulas_amount) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto vc = add({.name = "Reshma", .role = "Investor"});
  const auto base = score_of(asha);
  EXPECT_EQ(base["inputs"]["connections"], 0);
  const double start = base["total"].get<double>();

  // A first connection by two Connects: a connection and a match, (1 + 1) × 0.5 = 1, and First
  // Connection unlocks: one more achievement, 5 × 0.2 = 1.
  connect(asha, ravi);
  auto now = score_of(asha);
  EXPECT_DOUBLE_EQ(now["total"].get<double>(), start + 2);
  EXPECT_TRUE(unlocked(now, "first_connection"));
  EXPECT_EQ(
      count_rows("notifications WHERE profile_id = '" + asha.id + "' AND type = 'achievement'"), 1);
  // A second: 1 more point, nothing unlocks.
  connect(asha, meera);
  EXPECT_DOUBLE_EQ(total(asha), start + 3);

  // An event attended (a seat at one that has ended): × 2.
  const auto admin = admin_cookie();
  const auto later = std::chrono::system_clock::now() + 48h;
  const auto created =
      as(admin).post_json("/api/admin/events", {{"kind", "startup"},
                                                {"title", "Breakfast"},
                                                {"description", "Coffee."},
                                                {"type", "networking"},
                                                {"startsAt", core::to_iso8601(later)},
                                                {"endsAt", core::to_iso8601(later + 2h)},
                                                {"capacity", 5}});
  ASSERT_EQ(created.status, 201) << created.body;
  const auto event = created.json()["id"].get<std::string>();
  ASSERT_EQ(
      as(asha.cookie).post_json("/api/events/" + event + "/registration", json::object()).status,
      200);
  EXPECT_DOUBLE_EQ(total(asha), start + 3);  // not attended before it ends
  const auto earlier = std::chrono::system_clock::now() - 5h;
  ASSERT_EQ(as(admin)
                .send("PATCH", "/api/admin/events/" + event,
                      json{{"startsAt", core::to_iso8601(earlier)},
                           {"endsAt", core::to_iso8601(earlier + 2h)}}
                          .dump(),
                      "application/json")
                .status,
            200);
  now = score_of(asha);
  EXPECT_EQ(now["inputs"]["eventsAttended"], 1);
  EXPECT_DOUBLE_EQ(now["total"].get<double>(), start + 5);

  // A pitch sent: 2, and First Pitch unlocks: 1.
  ASSERT_EQ(as(asha.cookie)
                .post_json("/api/pitches", {{"kind", "investor"},
                                            {"targetId", vc.id},
                                            {"message", "UPI credit for kiranas."}})
                .status,
            201);
  now = score_of(asha);
  EXPECT_EQ(now["inputs"]["investorPitches"], 1);
  EXPECT_DOUBLE_EQ(now["total"].get<double>(), start + 8);

  // Four answers: a validation score of 20, × 0.2 = 4.
  ASSERT_EQ(
      as(asha.cookie)
          .send("PUT", "/api/me/validation/steps/1",
                json{{"answers", {"Kiranas", "Credit", "UPI", "Pilot"}}}.dump(), "application/json")
          .status,
      200);
  now = score_of(asha);
  EXPECT_EQ(now["inputs"]["ideaValidationScore"], 20);
  EXPECT_DOUBLE_EQ(now["total"].get<double>(), start + 12);
  EXPECT_LE(now["recommendedActions"].size(), 3U);
  // This week's goals count the same activity.
  for (const auto& goal : now["weeklyGoals"]) {
    if (goal["key"] == "connections") {
      EXPECT_EQ(goal["current"], 2);
      EXPECT_EQ(goal["target"], 3);
      EXPECT_FALSE(goal["completed"].get<bool>());
    }
    if (goal["key"] == "achievement") {
      EXPECT_TRUE(goal["completed"].get<bool>());
    }
  }
}

TEST_F(score_api, the_history_has_one_point_per_day_and_reads_the_same_twice) {
  const auto asha = add({.name = "Asha"});
  const auto now = std::chrono::system_clock::now();
  for (const auto days_ago : {40, 3, 2, 2, 1}) {  // one outside the window, and a day twice
    app_->writer().run([&](db::tx& t) {
      features::score::refresh(t, asha.id, now - std::chrono::days(days_ago));
    });
  }
  const auto first = score_of(asha)["history"];
  // Today's snapshot taken, nothing newly reached: the next view reads and writes nothing.
  const auto batches = app_->writer().snapshot().batches;
  const auto second = score_of(asha)["history"];
  EXPECT_EQ(app_->writer().snapshot().batches, batches);
  EXPECT_EQ(first, second);
  ASSERT_EQ(first.size(), 4U);  // 3, 2 and 1 days ago, and today
  std::set<std::string> days;
  for (const auto& point : first) days.insert(point["date"].get<std::string>());
  EXPECT_EQ(days.size(), 4U);
  EXPECT_EQ(count_rows("score_snapshots WHERE member_id = '" + asha.id + "'"), 5);
  // The daily pass takes today's for members with a history, once.
  const auto tomorrow = now + 24h;
  EXPECT_EQ(app_->writer().run(
                [&](db::tx& t) { return features::score::snapshot_due(t, tomorrow, 100); }),
            1U);
  EXPECT_EQ(app_->writer().run(
                [&](db::tx& t) { return features::score::snapshot_due(t, tomorrow, 100); }),
            0U);
}

TEST_F(score_api, needs_a_member_session) {
  EXPECT_EQ(client().get("/api/me/score").status, 401);
}

}  // namespace
}  // namespace sangam::testing
