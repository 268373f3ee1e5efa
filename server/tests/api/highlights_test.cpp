// The member area's side panels (issue 14, item 5), on both engines: Recent Activity is what
// happened to the member (views, connections, messages) newest first, without blocked members;
// Trending Founders ranks the last 7 days' activity and leaves out the member, blocks and hidden
// profiles; Market Insights are what administrators keep, with their date.

#include "core/clock.hpp"
#include "support/member_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class highlights_api : public member_api {
 protected:
  void SetUp() override {
    member_api::SetUp();
    cfg_.settings["SANGAM_TRENDING_REFRESH"] = "0";  // counted on every request
    start_app();
  }
  json highlights(const member& m) {
    const auto res = as(m.cookie).get("/api/me/highlights");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  void view(const member& viewer, const member& viewed) {
    ASSERT_EQ(as(viewer.cookie).get("/api/members/" + viewed.id).status, 200);
  }
  static std::vector<std::string> names(const json& items) {
    std::vector<std::string> found;
    for (const auto& i : items) found.push_back(i["member"]["name"].get<std::string>());
    return found;
  }
  static std::vector<std::string> kinds(const json& items) {
    std::vector<std::string> found;
    for (const auto& i : items) found.push_back(i["kind"].get<std::string>());
    return found;
  }
  void set_visibility(const member& m, const std::string& visibility) {
    auto sql = database().open_session();
    const auto now = core::now_iso8601();
    *sql << "INSERT INTO member_settings (member_id, profile_visibility, updated_at)"
            " VALUES (:id, :v, :at)",
        soci::use(m.id), soci::use(visibility), soci::use(now);
  }
};

TEST_F(highlights_api, recent_activity_is_what_happened_to_me_newest_first) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  EXPECT_TRUE(highlights(asha)["recentActivity"].empty());

  // A second apart, so that each has its own instant.
  time_travel clock;
  view(ravi, asha);
  clock.forward(1s);
  const auto conversation = connect(asha, meera);
  clock.forward(1s);
  ASSERT_EQ(as(meera.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "m1"}, {"body", "Namaste!"}})
                .status,
            201);
  // Asha's own message is not something that happened to her.
  ASSERT_EQ(as(asha.cookie)
                .post_json("/api/conversations/" + conversation + "/messages",
                           {{"clientId", "a1"}, {"body", "Hello"}})
                .status,
            201);
  view(asha, ravi);  // nor is her view of Ravi

  const auto recent = highlights(asha)["recentActivity"];
  EXPECT_EQ(kinds(recent), (std::vector<std::string>{"reply", "connection", "view"}));
  EXPECT_EQ(names(recent), (std::vector<std::string>{"Meera Test", "Meera Test", "Ravi Test"}));
  EXPECT_EQ(recent[2]["member"]["id"], ravi.id);
  EXPECT_GE(recent[0]["at"].get<std::string>(), recent[1]["at"].get<std::string>());
  EXPECT_EQ(kinds(highlights(ravi)["recentActivity"]), std::vector<std::string>{"view"});

  // A block takes the other out of the panel, both ways.
  EXPECT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", ravi.id}}).status, 204);
  EXPECT_EQ(names(highlights(asha)["recentActivity"]),
            (std::vector<std::string>{"Meera Test", "Meera Test"}));
  EXPECT_TRUE(highlights(ravi)["recentActivity"].empty());
  EXPECT_EQ(client().get("/api/me/highlights").status, 401);
}

TEST_F(highlights_api, recent_activity_shows_at_most_five_and_one_view_per_member) {
  const auto asha = add({.name = "Asha"});
  for (int i = 0; i < 7; ++i) view(add({.name = "Viewer" + std::to_string(i)}), asha);
  const auto ravi = add({.name = "Ravi"});
  time_travel clock(1s);
  view(ravi, asha);
  view(ravi, asha);  // within the hour: one view
  const auto recent = highlights(asha)["recentActivity"];
  ASSERT_EQ(recent.size(), 5U);
  EXPECT_EQ(recent[0]["member"]["name"], "Ravi Test");
  EXPECT_NE(recent[1]["member"]["name"], "Ravi Test");
}

TEST_F(highlights_api, activity_shows_only_members_whose_profile_i_may_open) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  view(ravi, asha);
  view(meera, asha);
  set_visibility(ravi, "connections");
  set_visibility(meera, "private");
  EXPECT_TRUE(highlights(asha)["recentActivity"].empty());
  // Connected, Ravi's profile opens for Asha: his view and the connection show.
  connect(asha, ravi);
  EXPECT_EQ(names(highlights(asha)["recentActivity"]),
            (std::vector<std::string>{"Ravi Test", "Ravi Test"}));
}

TEST_F(highlights_api, trending_ranks_the_last_seven_days_and_leaves_out_me_blocks_and_hidden) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  const auto kabir = add({.name = "Kabir"});
  const auto neha = add({.name = "Neha"});
  EXPECT_TRUE(highlights(asha)["trendingFounders"].empty());

  // Ravi: three viewers and a connection (4); Meera: two viewers (2) and a connection (3);
  // Kabir: one viewer (1); Asha: a connection (1) — she never sees herself.
  view(asha, ravi);
  view(meera, ravi);
  view(neha, ravi);
  view(asha, meera);
  view(kabir, meera);
  view(neha, kabir);
  connect(ravi, meera);
  connect(asha, neha);
  // Older than 7 days counts for nothing.
  {
    const auto old = core::to_iso8601(std::chrono::system_clock::now() - std::chrono::days(8));
    auto sql = database().open_session();
    *sql << "INSERT INTO profile_views (id, viewer_id, viewed_id, viewed_at) VALUES ('old-1',"
            " :a, :b, :at)",
        soci::use(ravi.id), soci::use(kabir.id), soci::use(old);
  }

  auto trending = highlights(asha)["trendingFounders"];
  // Then Asha (herself), Kabir and Neha with 1 each, in the order they joined.
  EXPECT_EQ(names(trending), (std::vector<std::string>{"Ravi Test", "Meera Test", "Kabir Test"}));
  ASSERT_EQ(trending.size(), 3U);
  EXPECT_EQ(trending[0]["activity"], 4);
  EXPECT_EQ(trending[1]["activity"], 3);
  EXPECT_EQ(trending[0]["member"]["verified"], false);

  // Ravi's panel: Meera, then the ones with 1 (Asha, Kabir, Neha) by id; never Ravi.
  EXPECT_EQ(names(highlights(ravi)["trendingFounders"])[0], "Meera Test");
  for (const auto& name : names(highlights(ravi)["trendingFounders"])) EXPECT_NE(name, "Ravi Test");

  // Blocked either way, or a profile Asha may not see: left out, the next one comes up.
  EXPECT_EQ(as(ravi.cookie).post_json("/api/blocks", {{"target", asha.id}}).status, 204);
  set_visibility(meera, "private");
  trending = highlights(asha)["trendingFounders"];
  for (const auto& name : names(trending)) {
    EXPECT_NE(name, "Ravi Test");
    EXPECT_NE(name, "Meera Test");
  }
  EXPECT_FALSE(trending.empty());
}

TEST_F(highlights_api, a_bad_refresh_period_stops_the_start_naming_the_setting) {
  cfg_.settings["SANGAM_TRENDING_REFRESH"] = "a minute";
  try {
    start_app();
    ADD_FAILURE() << "the server started";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("SANGAM_TRENDING_REFRESH"), std::string::npos);
  }
}

TEST_F(highlights_api, trending_is_reused_for_the_refresh_period) {
  cfg_.settings["SANGAM_TRENDING_REFRESH"] = "3600";
  start_app();
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  EXPECT_TRUE(highlights(asha)["trendingFounders"].empty());  // counted now: nobody
  view(asha, ravi);
  EXPECT_TRUE(highlights(asha)["trendingFounders"].empty());  // the same list for an hour
  // A fresh server counts again.
  cfg_.settings["SANGAM_TRENDING_REFRESH"] = "0";
  start_app();
  EXPECT_EQ(names(highlights(asha)["trendingFounders"]), std::vector<std::string>{"Ravi Test"});
}

class insights_api : public member_api {
 protected:
  http_result create(const std::string& admin, const json& body) {
    return as(admin).post_json("/api/admin/insights", body);
  }
  http_result change(const std::string& cookie, const std::string& id, const json& patch) {
    return as(cookie).send("PATCH", "/api/admin/insights/" + id, patch.dump(), "application/json");
  }
};

TEST_F(insights_api, administrators_keep_the_insights_and_members_read_them_with_their_date) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  auto list = as(asha.cookie).get("/api/insights");
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_TRUE(list.json()["insights"].empty());
  EXPECT_TRUE(list.json()["updatedAt"].is_null());

  const auto first =
      create(admin, {{"label", " Fintech funding "}, {"value", "₹4,200 Cr"}, {"change", "+18%"}});
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(first.json()["label"], "Fintech funding");  // trimmed
  const auto second =
      create(admin, {{"label", "Median seed round"}, {"value", "₹3.5 Cr"}, {"change", nullptr}});
  ASSERT_EQ(second.status, 201) << second.body;
  EXPECT_TRUE(second.json()["change"].is_null());

  list = as(asha.cookie).get("/api/insights");
  ASSERT_EQ(list.status, 200);
  ASSERT_EQ(list.json()["insights"].size(), 2U);
  EXPECT_EQ(list.json()["insights"][0]["value"], "₹4,200 Cr");  // in the order made
  EXPECT_EQ(list.json()["updatedAt"], second.json()["updatedAt"]);

  const auto id = first.json()["id"].get<std::string>();
  const auto changed = change(admin, id, {{"change", "-4.5%"}});
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(changed.json()["change"], "-4.5%");
  EXPECT_EQ(changed.json()["label"], "Fintech funding");  // untouched
  EXPECT_EQ(as(asha.cookie).get("/api/insights").json()["updatedAt"], changed.json()["updatedAt"]);
  EXPECT_EQ(count_rows("audit_log WHERE target_kind = 'insight'"), 3);

  EXPECT_EQ(as(admin).send("DELETE", "/api/admin/insights/" + id, "", "").status, 204);
  EXPECT_EQ(as(admin).send("DELETE", "/api/admin/insights/" + id, "", "").status, 404);
  EXPECT_EQ(change(admin, id, {{"value", "1"}}).status, 404);
  EXPECT_EQ(as(admin).get("/api/admin/insights").json()["insights"].size(), 1U);
}

TEST_F(insights_api, bad_input_names_its_fields_and_changes_nothing) {
  const auto admin = admin_cookie();
  auto res = create(admin, {{"label", "  "}, {"value", std::string(31, 'x')}, {"change", "lots"}});
  ASSERT_EQ(res.status, 400);
  const auto fields = res.json()["error"]["fields"];
  EXPECT_EQ(fields["label"], "Enter a label.");
  EXPECT_EQ(fields["value"], "At most 30 characters.");
  EXPECT_EQ(fields["change"], "Write a change such as +18% or -4%.");
  EXPECT_EQ(create(admin, {{"value", "1"}}).json()["error"]["fields"]["label"], "Enter a label.");
  EXPECT_EQ(count_rows("market_insights"), 0);

  const auto made = create(admin, {{"label", "Deals"}, {"value", "126"}});
  ASSERT_EQ(made.status, 201);
  const auto id = made.json()["id"].get<std::string>();
  res = change(admin, id, {{"value", ""}, {"change", "18"}});
  ASSERT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["value"], "Enter a value.");
  EXPECT_TRUE(res.json()["error"]["fields"].contains("change"));
  EXPECT_EQ(as(admin).get("/api/admin/insights").json()["insights"][0]["value"], "126");
  EXPECT_EQ(as(admin).post("/api/admin/insights", "[1]", "application/json").status, 400);
}

TEST_F(insights_api, there_are_at_most_ten_and_members_cannot_edit) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  for (int i = 0; i < 10; ++i) {
    ASSERT_EQ(create(admin, {{"label", "Figure " + std::to_string(i)}, {"value", "1"}}).status,
              201);
  }
  const auto eleventh = create(admin, {{"label", "One more"}, {"value", "1"}});
  EXPECT_EQ(eleventh.status, 409);
  EXPECT_EQ(eleventh.json()["error"]["message"],
            "There are 10 insights already. Delete one first.");
  EXPECT_EQ(count_rows("market_insights"), 10);

  const auto id =
      as(admin).get("/api/admin/insights").json()["insights"][0]["id"].get<std::string>();
  EXPECT_EQ(create(asha.cookie, {{"label", "Mine"}, {"value", "1"}}).status, 403);
  EXPECT_EQ(change(asha.cookie, id, {{"value", "2"}}).status, 403);
  EXPECT_EQ(as(asha.cookie).send("DELETE", "/api/admin/insights/" + id, "", "").status, 403);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/insights").status, 403);
  EXPECT_EQ(client().get("/api/insights").status, 401);
  EXPECT_EQ(count_rows("market_insights"), 10);
}

}  // namespace
}  // namespace sangam::testing
