// Success stories (issue 13), on both engines: administrators create, change, publish and delete
// them (audit-logged), members read the published ones through the spec's filter, and bad input
// names its fields and changes nothing.
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class stories_api : public member_api {
 protected:
  json new_story(const std::string& admin, json fields = json::object()) {
    json body = {
        {"title", "Teaching machines Bharat's voices"},
        {"founder", "Nandita Raghunathan"},
        {"company", "Bolchaal AI"},
        {"industry", "AI/ML"},
        {"timeline", "Founded 2021 · Series A in 2025"},
        {"funding", "₹38 Cr Series A"},
        {"description", "Speech recognition for Indian languages."},
        {"challenges", {"Little labelled data", "  "}},
        {"solutions", {"Paid speakers to record"}},
        {"results", {"Live with 11 lenders"}},
        {"metrics", {{"revenue", "₹14 Cr ARR"}, {"team", "72"}, {"users", "13"}, {"growth", "3x"}}},
        {"tags", {"Speech AI", "Enterprise"}}};
    body.update(fields);
    const auto res = as(admin).post_json("/api/admin/stories", body);
    EXPECT_EQ(res.status, 201) << res.body;
    return res.json();
  }
  std::vector<std::string> titles(const member& m, const std::string& filter) {
    const auto res = as(m.cookie).get("/api/stories?filter=" + filter);
    EXPECT_EQ(res.status, 200) << res.body;
    std::vector<std::string> found;
    const auto body = res.json();
    for (const auto& s : body["stories"]) found.push_back(s["title"].get<std::string>());
    return found;
  }
  http_result change(const std::string& cookie, const std::string& id, const json& patch) {
    return as(cookie).send("PATCH", "/api/admin/stories/" + id, patch.dump(), "application/json");
  }
};

TEST_F(stories_api, the_filter_matches_the_industry_or_a_tag_and_drafts_stay_hidden) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto created = new_story(admin);
  EXPECT_EQ(created["challenges"], json({"Little labelled data"}));  // the blank one dropped
  EXPECT_EQ(created["status"], "published");
  new_story(admin, {{"title", "Invoices for looms"}, {"industry", "FinTech"}, {"tags", {"b2b"}}});
  new_story(admin, {{"title", "Payroll"}, {"industry", "HR"}, {"tags", {"SaaS"}}});
  new_story(admin, {{"title", "Hidden"}, {"industry", "FinTech"}, {"publish", false}});

  EXPECT_EQ(titles(asha, "all").size(), 3U);
  EXPECT_EQ(titles(asha, "AI/ML"), std::vector<std::string>{"Teaching machines Bharat's voices"});
  EXPECT_EQ(titles(asha, "FinTech"), std::vector<std::string>{"Invoices for looms"});
  EXPECT_EQ(titles(asha, "B2B"), std::vector<std::string>{"Invoices for looms"});  // a tag
  EXPECT_EQ(titles(asha, "SaaS"), std::vector<std::string>{"Payroll"});
  EXPECT_TRUE(titles(asha, "Healthcare").empty());
  const auto unknown = as(asha.cookie).get("/api/stories?filter=Crypto");
  EXPECT_EQ(unknown.status, 400);
  EXPECT_TRUE(unknown.json()["error"]["fields"].contains("filter"));

  const auto one = as(asha.cookie).get("/api/stories/" + created["id"].get<std::string>());
  ASSERT_EQ(one.status, 200) << one.body;
  EXPECT_EQ(one.json()["metrics"]["revenue"], "₹14 Cr ARR");
  EXPECT_FALSE(one.json().contains("status"));
  EXPECT_EQ(as(asha.cookie).get("/api/stories/nothing").status, 404);
}

TEST_F(stories_api, administrators_change_publish_and_delete_stories_and_members_cannot) {
  const auto admin = admin_cookie();
  const auto asha = add({.name = "Asha"});
  const auto id = new_story(admin, {{"publish", false}})["id"].get<std::string>();
  EXPECT_EQ(as(asha.cookie).get("/api/stories/" + id).status, 404);  // a draft

  EXPECT_EQ(as(asha.cookie).post_json("/api/admin/stories", json::object()).status, 403);
  EXPECT_EQ(change(asha.cookie, id, {{"status", "published"}}).status, 403);
  EXPECT_EQ(as(asha.cookie).send("DELETE", "/api/admin/stories/" + id, "", "").status, 403);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/stories").status, 403);

  const auto bad = as(admin).post_json(
      "/api/admin/stories", {{"title", ""}, {"metrics", {{"revenue", "1"}}}, {"imageUrl", "x"}});
  ASSERT_EQ(bad.status, 400) << bad.body;
  for (const auto* field : {"title", "founder", "company", "industry", "timeline", "funding",
                            "description", "metrics", "imageUrl"}) {
    EXPECT_TRUE(bad.json()["error"]["fields"].contains(field)) << field << " in " << bad.body;
  }
  const auto bad_change = change(admin, id, {{"title", ""}, {"status", "gone"}});
  ASSERT_EQ(bad_change.status, 400) << bad_change.body;
  EXPECT_TRUE(bad_change.json()["error"]["fields"].contains("title"));
  EXPECT_TRUE(bad_change.json()["error"]["fields"].contains("status"));
  EXPECT_EQ(count_rows("success_stories WHERE status = 'draft'"), 1);

  const auto published = change(admin, id, {{"status", "published"}, {"funding", "₹50 Cr"}});
  ASSERT_EQ(published.status, 200) << published.body;
  EXPECT_EQ(published.json()["funding"], "₹50 Cr");
  EXPECT_EQ(published.json()["company"], "Bolchaal AI");  // unsent fields stay
  EXPECT_EQ(as(asha.cookie).get("/api/stories/" + id).status, 200);
  const auto listed = as(admin).get("/api/admin/stories");
  ASSERT_EQ(listed.status, 200);
  EXPECT_EQ(listed.json()["stories"].size(), 1U);

  EXPECT_EQ(as(admin).send("DELETE", "/api/admin/stories/" + id, "", "").status, 204);
  EXPECT_EQ(as(admin).send("DELETE", "/api/admin/stories/" + id, "", "").status, 404);
  EXPECT_EQ(change(admin, id, {{"title", "Back"}}).status, 404);
  EXPECT_EQ(count_rows("success_stories"), 0);
  for (const auto* action : {"story.created", "story.updated", "story.deleted"}) {
    EXPECT_EQ(count_rows(std::string("audit_log WHERE action = '") + action + "'"), 1) << action;
  }
}

}  // namespace
}  // namespace sangam::testing
