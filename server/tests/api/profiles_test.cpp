// The profile, other members' profiles and the settings (issue 12), on both engines: every
// setting round-trips and does what its name says.
#include <map>
#include <set>
#include <string>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class profiles_api : public member_api {
 protected:
  http_result put_profile(const member& who, const json& body) {
    return as(who.cookie).send("PUT", "/api/me/profile", body.dump(), "application/json");
  }
  http_result patch_settings(const member& who, const json& body) {
    return as(who.cookie).send("PATCH", "/api/me/settings", body.dump(), "application/json");
  }
  json settings(const member& who) {
    const auto res = as(who.cookie).get("/api/me/settings");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  json my_profile(const member& who) {
    const auto res = as(who.cookie).get("/api/me/profile");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  std::set<std::string> deck_ids(const member& viewer) {
    const auto res = as(viewer.cookie).get("/api/discover");
    EXPECT_EQ(res.status, 200) << res.body;
    std::set<std::string> ids;
    const auto body = res.json();
    for (const auto& card : body["cards"]) ids.insert(card["id"].get<std::string>());
    return ids;
  }
  static json full_profile() {
    return {{"firstName", "Asha"},
            {"lastName", "Rao"},
            {"title", "Founder & CEO"},
            {"company", "Kirana AI"},
            {"industry", "Fintech"},
            {"location", "Pune"},
            {"bio", "Credit for corner shops."},
            {"website", "https://kirana.ai"},
            {"linkedin", "https://www.linkedin.com/in/asha"},
            {"twitter", nullptr},
            {"experience", "Eight years in lending at two banks."},
            {"experienceYears", 8},
            {"education", "IIT Bombay, B.Tech"},
            {"skills", {"Payments", "Sales", "payments", "  "}},
            {"interests", {"Finance"}}};
  }
};

TEST_F(profiles_api, the_profile_round_trips_and_counts_its_completeness) {
  const auto asha = add({.name = "Asha"});
  EXPECT_EQ(client().get("/api/me/profile").status, 401);

  auto before = my_profile(asha);
  EXPECT_EQ(before["firstName"], "Asha");
  EXPECT_TRUE(before["website"].is_null());
  EXPECT_EQ(before["stats"]["connections"], 0);
  EXPECT_EQ(before["stats"]["profileViews"], 0);
  EXPECT_FALSE(before["suggestions"]["industries"].empty());
  EXPECT_NE(std::find(before["suggestions"]["cities"].begin(),
                      before["suggestions"]["cities"].end(), "Bengaluru"),
            before["suggestions"]["cities"].end());

  const auto saved = put_profile(asha, full_profile());
  ASSERT_EQ(saved.status, 200) << saved.body;
  const auto p = my_profile(asha);
  EXPECT_EQ(p["title"], "Founder & CEO");
  EXPECT_EQ(p["location"], "Pune");
  EXPECT_EQ(p["website"], "https://kirana.ai");
  EXPECT_EQ(p["experienceYears"], 8);
  EXPECT_EQ(p["education"], "IIT Bombay, B.Tech");
  EXPECT_EQ(p["skills"], json({"Payments", "Sales"}));  // duplicate and blank dropped
  // Everything but the photo: 11 of 12 parts.
  EXPECT_EQ(p["stats"]["completeness"], 11 * 100 / 12);
  EXPECT_EQ(saved.json(), p);
}

TEST_F(profiles_api, bad_profile_fields_are_400_by_name_and_change_nothing) {
  const auto asha = add({.name = "Asha"});
  ASSERT_EQ(put_profile(asha, full_profile()).status, 200);
  auto bad = full_profile();
  bad["firstName"] = "  ";
  bad["website"] = "javascript:alert(1)";
  bad["linkedin"] = "ftp://example.com";
  bad["experienceYears"] = 99;
  bad["bio"] = std::string(1001, 'x');
  bad["skills"] = json::array();
  for (int i = 0; i < 16; ++i) bad["skills"].push_back("Skill " + std::to_string(i));
  const auto res = put_profile(asha, bad);
  ASSERT_EQ(res.status, 400) << res.body;
  const auto fields = res.json()["error"]["fields"];
  for (const auto* name :
       {"firstName", "website", "linkedin", "experienceYears", "bio", "skills"}) {
    EXPECT_TRUE(fields.contains(name)) << name << " in " << res.body;
  }
  EXPECT_EQ(fields.size(), 6u) << res.body;
  EXPECT_EQ(my_profile(asha)["website"], "https://kirana.ai");
  EXPECT_EQ(put_profile(asha, {{"firstName", "A"}, {"skills", "not a list"}}).status, 400);
}

TEST_F(profiles_api, a_saved_profile_shows_on_other_members_cards_at_once) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  ASSERT_TRUE(deck_ids(ravi).contains(asha.id));
  auto edited = full_profile();
  edited["title"] = "Chief Builder";
  ASSERT_EQ(put_profile(asha, edited).status, 200);
  const auto res = as(ravi.cookie).get("/api/discover");
  const auto deck = res.json();
  bool seen = false;
  for (const auto& card : deck["cards"]) {
    if (card["id"] == asha.id) {
      seen = true;
      EXPECT_EQ(card["title"], "Chief Builder");
      EXPECT_EQ(card["name"], "Asha Rao");
    }
  }
  EXPECT_TRUE(seen) << res.body;
}

TEST_F(profiles_api, opening_a_profile_records_a_view_but_not_ones_own) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto own = as(asha.cookie).get("/api/members/" + asha.id);
  ASSERT_EQ(own.status, 200) << own.body;
  EXPECT_EQ(count_rows("profile_views"), 0);

  const auto seen = as(ravi.cookie).get("/api/members/" + asha.id);
  ASSERT_EQ(seen.status, 200) << seen.body;
  const auto body = seen.json();
  EXPECT_EQ(body["firstName"], "Asha");
  EXPECT_FALSE(body.contains("email"));
  EXPECT_FALSE(body["connected"].get<bool>());
  EXPECT_TRUE(body["conversationId"].is_null());
  // A reload within the hour is the same view.
  ASSERT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 200);
  EXPECT_EQ(count_rows("profile_views WHERE viewed_id = '" + asha.id + "'"), 1);
  EXPECT_EQ(my_profile(asha)["stats"]["profileViews"], 1);
  EXPECT_EQ(
      count_rows("notifications WHERE type = 'profile_view' AND profile_id = '" + asha.id + "'"),
      1);
  EXPECT_EQ(as(ravi.cookie).get("/api/members/no-such-member").status, 404);
  EXPECT_EQ(client().get("/api/members/" + asha.id).status, 401);
}

// Issue 25, finding 10: the bell (and analytics' Recent Activity, made of the bell's items) names
// a viewer only when the viewed member may see the viewer's profile; a link from another site
// opens the profile without counting a view.
TEST_F(profiles_api, a_viewer_hidden_from_the_member_is_someone_and_other_sites_record_no_view) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto hidden = add({.name = "Hidden"});
  const auto friend_ = add({.name = "Friend"});
  const auto stranger = add({.name = "Stranger"});
  connect(asha, friend_);
  ASSERT_EQ(patch_settings(hidden, {{"privacy", {{"profileVisibility", "private"}}}}).status, 200);
  for (const auto& who : {friend_, stranger}) {
    ASSERT_EQ(patch_settings(who, {{"privacy", {{"profileVisibility", "connections"}}}}).status,
              200);
  }
  for (const auto& viewer : {ravi, hidden, friend_, stranger}) {
    ASSERT_EQ(as(viewer.cookie).get("/api/members/" + asha.id).status, 200);
  }
  EXPECT_EQ(count_rows("profile_views WHERE viewed_id = '" + asha.id + "'"), 4);  // all counted

  std::map<std::string, json> bell;  // message → link
  const auto notifications = as(asha.cookie).get("/api/notifications").json();
  for (const auto& n : notifications["notifications"]) {
    if (n["type"] == "profile_view") bell[n["message"].get<std::string>()] = n["link"];
  }
  EXPECT_EQ(bell, (std::map<std::string, json>{
                      {"Ravi Test viewed your profile.", "/members/" + ravi.id},
                      {"Friend Test viewed your profile.", "/members/" + friend_.id},
                      {"Someone viewed your profile.", nullptr}}));
  const auto report = as(asha.cookie).get("/api/me/analytics?range=7d").json();
  int someone = 0;
  for (const auto& item : report["recentActivity"]) {
    const auto text = item.dump();
    EXPECT_EQ(text.find(hidden.id), std::string::npos) << text;
    EXPECT_EQ(text.find("Hidden"), std::string::npos) << text;
    EXPECT_EQ(text.find(stranger.id), std::string::npos) << text;
    EXPECT_EQ(text.find("Stranger"), std::string::npos) << text;
    if (item["message"] == "Someone viewed your profile.") ++someone;
  }
  EXPECT_EQ(someone, 2);

  // Only the app's own pages count: a cross-site link or a typed address opens it, no view.
  const auto meera = add({.name = "Meera"});
  for (const auto* site : {"cross-site", "none"}) {
    auto from = as(meera.cookie);
    from.extra_headers += std::string("Sec-Fetch-Site: ") + site + "\r\n";
    ASSERT_EQ(from.get("/api/members/" + asha.id).status, 200) << site;
  }
  EXPECT_EQ(count_rows("profile_views WHERE viewer_id = '" + meera.id + "'"), 0);
  EXPECT_EQ(count_rows("notifications WHERE message LIKE 'Meera%'"), 0);
  auto same_site = as(meera.cookie);
  same_site.extra_headers += "Sec-Fetch-Site: same-origin\r\n";
  ASSERT_EQ(same_site.get("/api/members/" + asha.id).status, 200);
  EXPECT_EQ(count_rows("profile_views WHERE viewer_id = '" + meera.id + "'"), 1);
  EXPECT_EQ(count_rows("notifications WHERE message = 'Meera Test viewed your profile.'"), 1);
}

TEST_F(profiles_api, settings_round_trip_with_their_defaults) {
  const auto asha = add({.name = "Asha"});
  auto s = settings(asha);
  EXPECT_EQ(s["notifications"], json({{"newConnections", true},
                                      {"messages", true},
                                      {"profileViews", true},
                                      {"weeklyDigest", true},
                                      {"emailNotifications", true}}));
  EXPECT_EQ(s["privacy"]["profileVisibility"], "public");
  EXPECT_EQ(s["preferences"], json({{"theme", "dark"},
                                    {"language", "en"},
                                    {"timezone", "IST"},
                                    {"dateFormat", "DD/MM/YYYY"}}));
  EXPECT_EQ(s["account"]["email"], email_of(asha));
  EXPECT_TRUE(s["account"]["phone"].is_null());
  EXPECT_FALSE(s["grievanceOfficer"]["email"].get<std::string>().empty());

  const json change = {
      {"notifications",
       {{"newConnections", false},
        {"messages", false},
        {"profileViews", false},
        {"weeklyDigest", false},
        {"emailNotifications", false}}},
      {"privacy",
       {{"profileVisibility", "connections"},
        {"showOnlineStatus", false},
        {"allowMessages", false},
        {"showLastSeen", false}}},
      {"preferences",
       {{"theme", "light"}, {"language", "hi"}, {"timezone", "PST"}, {"dateFormat", "YYYY-MM-DD"}}},
      {"account", {{"phone", "098765 43210"}}}};
  const auto res = patch_settings(asha, change);
  ASSERT_EQ(res.status, 200) << res.body;
  s = settings(asha);
  EXPECT_EQ(res.json(), s);
  EXPECT_EQ(s["notifications"], change["notifications"]);
  EXPECT_EQ(s["privacy"], change["privacy"]);
  EXPECT_EQ(s["preferences"], change["preferences"]);
  EXPECT_EQ(s["account"]["phone"], "+919876543210");

  // A partial change leaves the rest.
  ASSERT_EQ(patch_settings(asha, {{"preferences", {{"theme", "auto"}}}}).status, 200);
  s = settings(asha);
  EXPECT_EQ(s["preferences"]["theme"], "auto");
  EXPECT_EQ(s["preferences"]["language"], "hi");
  ASSERT_EQ(patch_settings(asha, {{"account", {{"phone", "+1 (415) 555-2671"}}}}).status, 200);
  EXPECT_EQ(settings(asha)["account"]["phone"], "+14155552671");
  ASSERT_EQ(patch_settings(asha, {{"account", {{"phone", nullptr}}}}).status, 200);
  EXPECT_TRUE(settings(asha)["account"]["phone"].is_null());
}

TEST_F(profiles_api, invalid_settings_are_400_with_the_field_named_and_change_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto before = settings(asha);
  const auto res = patch_settings(
      asha, {{"notifications", {{"messages", "yes"}}},
             {"privacy", {{"profileVisibility", "friends"}}},
             {"preferences", {{"theme", "neon"}, {"language", "xx"}, {"timezone", "GMT+5"}}},
             {"account", {{"phone", "12345"}, {"email", "x@y.z"}}},
             {"colour", "blue"}});
  ASSERT_EQ(res.status, 400) << res.body;
  const auto fields = res.json()["error"]["fields"];
  for (const auto* name : {"notifications.messages", "privacy.profileVisibility",
                           "preferences.theme", "preferences.language", "preferences.timezone",
                           "account.phone", "account.email", "colour"}) {
    EXPECT_TRUE(fields.contains(name)) << name << " in " << res.body;
  }
  EXPECT_EQ(fields["account.phone"], "Enter a valid phone number, e.g. +91 98765 43210");
  EXPECT_EQ(settings(asha), before);
  EXPECT_EQ(patch_settings(asha, {{"privacy", "private"}}).status, 400);
  EXPECT_EQ(client().send("PATCH", "/api/me/settings", "{}", "application/json").status, 401);
}

TEST_F(profiles_api, a_private_member_leaves_decks_and_their_profile_answers_404) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto connection = connect(asha, meera);
  ASSERT_TRUE(deck_ids(ravi).contains(asha.id));

  ASSERT_EQ(patch_settings(asha, {{"privacy", {{"profileVisibility", "connections"}}}}).status,
            200);
  EXPECT_FALSE(deck_ids(ravi).contains(asha.id));
  EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 404);
  const auto by_connection = as(meera.cookie).get("/api/members/" + asha.id);
  ASSERT_EQ(by_connection.status, 200) << by_connection.body;
  EXPECT_TRUE(by_connection.json()["connected"].get<bool>());
  EXPECT_EQ(by_connection.json()["conversationId"], connection);
  EXPECT_EQ(swipe(ravi, asha, "connect").status, 404);

  ASSERT_EQ(patch_settings(asha, {{"privacy", {{"profileVisibility", "private"}}}}).status, 200);
  EXPECT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 404);
  EXPECT_EQ(as(asha.cookie).get("/api/members/" + asha.id).status, 200);
  // A member can still block or report someone who is not public.
  EXPECT_EQ(as(ravi.cookie).post_json("/api/blocks", {{"target", asha.id}}).status, 204);

  ASSERT_EQ(patch_settings(asha, {{"privacy", {{"profileVisibility", "public"}}}}).status, 200);
  EXPECT_TRUE(deck_ids(meera).empty() || !deck_ids(meera).contains(asha.id));  // connected
  EXPECT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 200);
  EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 404);  // blocked
}

TEST_F(profiles_api, hidden_presence_is_null_on_the_profile) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  auto body = as(ravi.cookie).get("/api/members/" + asha.id).json();
  EXPECT_TRUE(body["isOnline"].is_boolean());
  EXPECT_TRUE(body["lastSeenAt"].is_string());
  ASSERT_EQ(
      patch_settings(asha, {{"privacy", {{"showOnlineStatus", false}, {"showLastSeen", false}}}})
          .status,
      200);
  body = as(ravi.cookie).get("/api/members/" + asha.id).json();
  EXPECT_TRUE(body["isOnline"].is_null());
  EXPECT_TRUE(body["lastSeenAt"].is_null());
}

TEST_F(profiles_api, allow_messages_off_refuses_new_messages_from_others) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto conversation = connect(asha, ravi);
  ASSERT_EQ(patch_settings(asha, {{"privacy", {{"allowMessages", false}}}}).status, 200);
  const auto refused = as(ravi.cookie)
                           .post_json("/api/conversations/" + conversation + "/messages",
                                      {{"clientId", "r-1"}, {"body", "Hello"}});
  ASSERT_EQ(refused.status, 403) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "messages_off");
  EXPECT_EQ(count_rows("messages"), 0);
  // She may still write; and when she turns it back on, he may too.
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "a-1"}, {"body", "Hi"}})
                .status,
            201);
  ASSERT_EQ(patch_settings(asha, {{"privacy", {{"allowMessages", true}}}}).status, 200);
  EXPECT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "r-2"}, {"body", "Hello"}})
                .status,
            201);
}

TEST_F(profiles_api, notification_switches_decide_which_bell_items_are_made) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  ASSERT_EQ(patch_settings(
                asha, {{"notifications", {{"newConnections", false}, {"profileViews", false}}}})
                .status,
            200);
  connect(asha, ravi);
  ASSERT_EQ(as(meera.cookie).get("/api/members/" + asha.id).status, 200);
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + asha.id + "'"), 0);
  EXPECT_EQ(count_rows("profile_views WHERE viewed_id = '" + asha.id + "'"), 1);  // still counted
  // Ravi left his on: he heard of the match.
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + ravi.id + "' AND type = 'match'"), 1);
  const auto conversation = connect(asha, meera);
  ASSERT_EQ(patch_settings(asha, {{"notifications", {{"messages", false}}}}).status, 200);
  ASSERT_EQ(as(meera.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "m-1"}, {"body", "Hi"}})
                .status,
            201);
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + asha.id + "'"), 0);
}

}  // namespace
}  // namespace sangam::testing
