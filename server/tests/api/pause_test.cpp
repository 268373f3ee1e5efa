// Pausing a membership (docs/moderation.md "Pausing a membership"), on both engines: a paused
// member is gone from other members' decks, profile pages, cards and connection lists, yet still
// signs in and sees their own connections and messages; resuming brings everything back.
#include <set>
#include <string>

#include "support/member_fixture.hpp"
#include "support/member_lists.hpp"

namespace sangam::testing {
namespace {

class pause_api : public member_api {
 protected:
  http_result put_pause(const member& m, const std::string& body) {
    return as(m.cookie).send("PUT", "/api/me/pause", body, "application/json");
  }
  http_result set_paused(const member& m, bool paused) {
    return put_pause(m, json{{"paused", paused}}.dump());
  }
  std::set<std::string> deck_of(const member& viewer) { return deck_ids(as(viewer.cookie)); }
  std::set<std::string> connections_of(const member& viewer) {
    return connection_ids(as(viewer.cookie));
  }
  http_result login(const member& m) {
    return client().post_json("/api/auth/login",
                              {{"email", email_of(m)}, {"password", k_password}});
  }
};

TEST_F(pause_api, a_paused_member_leaves_others_decks_and_pages_but_keeps_their_own) {
  const auto asha = with_password("Asha");
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto conversation = connect(asha, ravi);
  ASSERT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "c1"}, {"body", "Hello Asha"}})
                .status,
            201);
  ASSERT_TRUE(deck_of(meera).contains(asha.id));
  EXPECT_EQ(as(asha.cookie).get("/api/me/pause").json()["paused"], false);

  const auto paused = set_paused(asha, true);
  ASSERT_EQ(paused.status, 200) << paused.body;
  EXPECT_EQ(paused.json()["paused"], true);
  EXPECT_TRUE(paused.json()["pausedAt"].is_string());

  EXPECT_FALSE(deck_of(meera).contains(asha.id));
  EXPECT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 404);
  EXPECT_FALSE(connections_of(ravi).contains(asha.id));

  // Unlike a hold: the session goes on, sign-in works, connections and messages stay.
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 200);
  EXPECT_EQ(login(asha).status, 200);
  EXPECT_TRUE(connections_of(asha).contains(ravi.id));
  const auto messages = as(asha.cookie).get("/api/conversations/" + conversation + "/messages");
  ASSERT_EQ(messages.status, 200) << messages.body;
  EXPECT_NE(messages.body.find("Hello Asha"), std::string::npos);
  EXPECT_EQ(as(asha.cookie).get("/api/me/pause").json()["paused"], true);
}

TEST_F(pause_api, resuming_restores_deck_page_and_connections) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  connect(asha, ravi);
  ASSERT_EQ(set_paused(asha, true).status, 200);
  ASSERT_FALSE(deck_of(meera).contains(asha.id));

  const auto resumed = set_paused(asha, false);
  ASSERT_EQ(resumed.status, 200) << resumed.body;
  EXPECT_EQ(resumed.json()["paused"], false);
  EXPECT_TRUE(resumed.json()["pausedAt"].is_null());
  EXPECT_TRUE(deck_of(meera).contains(asha.id));
  EXPECT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 200);
  EXPECT_TRUE(connections_of(ravi).contains(asha.id));
  // Resuming twice changes nothing.
  EXPECT_EQ(set_paused(asha, false).json()["paused"], false);
}

TEST_F(pause_api, a_second_pause_keeps_the_first_time) {
  const auto asha = add({.name = "Asha"});
  const auto first = set_paused(asha, true).json()["pausedAt"];
  EXPECT_EQ(set_paused(asha, true).json()["pausedAt"], first);
}

TEST_F(pause_api, bad_input_changes_nothing) {
  const auto asha = add({.name = "Asha"});
  for (const auto* body : {"{}", R"({"paused":"yes"})", R"({"paused":1})", "[true]", "not json"}) {
    const auto res = put_pause(asha, body);
    EXPECT_EQ(res.status, 400) << body << ": " << res.body;
    EXPECT_TRUE(res.json()["error"]["code"].is_string()) << res.body;
  }
  EXPECT_EQ(as(asha.cookie).get("/api/me/pause").json()["paused"], false);
  EXPECT_EQ(client().get("/api/me/pause").status, 401);
  EXPECT_EQ(client().send("PUT", "/api/me/pause", R"({"paused":true})", "application/json").status,
            401);
}

}  // namespace
}  // namespace sangam::testing
