// Idea validation (issue 14), on both engines: answers are saved per step and read back, the
// status follows them, Complete only for a ready step, and bad input changes nothing.
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class validation_api : public member_api {
 protected:
  http_result save(const member& m, int step, const json& answers) {
    return as(m.cookie).send("PUT", "/api/me/validation/steps/" + std::to_string(step),
                             json{{"answers", answers}}.dump(), "application/json");
  }
  http_result complete(const member& m, int step) {
    return as(m.cookie).post_json("/api/me/validation/steps/" + std::to_string(step) + "/complete",
                                  json::object());
  }
};

TEST_F(validation_api, answers_are_kept_the_status_follows_them_and_complete_needs_all_four) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  auto fresh = as(asha.cookie).get("/api/me/validation");
  ASSERT_EQ(fresh.status, 200) << fresh.body;
  ASSERT_EQ(fresh.json()["steps"].size(), 5U);
  EXPECT_EQ(fresh.json()["steps"][0]["status"], "not-started");
  EXPECT_EQ(fresh.json()["score"], 0);

  auto saved = save(asha, 1, {"Kirana owners", "Cash flow", "   ", ""});
  ASSERT_EQ(saved.status, 200) << saved.body;
  EXPECT_EQ(saved.json()["steps"][0]["status"], "in-progress");
  EXPECT_EQ(saved.json()["score"], 10);  // 2 of 20
  const auto refused = complete(asha, 1);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "not_ready");

  saved = save(asha, 1, {"Kirana owners", "Cash flow", "UPI data", "Pilot with 20 stores"});
  EXPECT_EQ(saved.json()["steps"][0]["status"], "ready");
  const auto done = complete(asha, 1);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.json()["steps"][0]["status"], "completed");
  EXPECT_FALSE(done.json()["steps"][0]["completedAt"].is_null());
  EXPECT_EQ(done.json()["score"], 20);

  // Read back as stored; another member's steps are their own.
  const auto back = as(asha.cookie).get("/api/me/validation").json();
  EXPECT_EQ(back["steps"][0]["answers"][3], "Pilot with 20 stores");
  EXPECT_EQ(as(ravi.cookie).get("/api/me/validation").json()["score"], 0);

  // Clearing an answer of a completed step takes it back to in progress.
  saved = save(asha, 1, {"Kirana owners", "", "UPI data", "Pilot with 20 stores"});
  EXPECT_EQ(saved.json()["steps"][0]["status"], "in-progress");
  EXPECT_TRUE(saved.json()["steps"][0]["completedAt"].is_null());
}

TEST_F(validation_api, bad_input_is_refused_and_changes_nothing) {
  const auto asha = add({.name = "Asha"});
  ASSERT_EQ(save(asha, 2, {"a", "b", "c", "d"}).status, 200);
  EXPECT_EQ(save(asha, 2, {"only", "three", "answers"}).status, 400);
  EXPECT_EQ(save(asha, 2, {"a", "b", "c", std::string(2001, 'x')}).status, 400);
  EXPECT_EQ(save(asha, 2, {1, 2, 3, 4}).status, 400);
  EXPECT_EQ(save(asha, 6, {"a", "b", "c", "d"}).status, 404);
  EXPECT_EQ(save(asha, 0, {"a", "b", "c", "d"}).status, 404);
  EXPECT_EQ(complete(asha, 9).status, 404);
  EXPECT_EQ(as(asha.cookie).get("/api/me/validation").json()["steps"][1]["answers"][0], "a");
  EXPECT_EQ(client().get("/api/me/validation").status, 401);
}

}  // namespace
}  // namespace sangam::testing
