// The administrators' member directory (docs/members.md), on both engines: search, filters,
// sorting and paging over every profile, changes seen at once, the member page, ending a member's
// sessions, the CSV export, and bad input.
#include <string>
#include <vector>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class members_api : public member_api {
 protected:
  // A member with this name, company and address part (written as the profiles feature would).
  member person(const std::string& first, const std::string& last, const std::string& company,
                const member_spec& spec = {}) {
    auto m = add(spec, false);
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET first_name = :f, last_name = :l, company = :c WHERE id = :id",
        soci::use(first), soci::use(last), soci::use(company), soci::use(m.id);
    return m;
  }
  void touch(const std::string& set, const member& m) {
    auto sql = database().open_session();
    const auto at = core::now_iso8601();
    *sql << "UPDATE profiles SET " + set + ", updated_at = :at WHERE id = :id", soci::use(at),
        soci::use(m.id);
  }
  json search(const std::string& query) {
    const auto res = as(admin_).get("/api/admin/members?" + query);
    EXPECT_EQ(res.status, 200) << query << ": " << res.body;
    return res.status == 200 ? res.json() : json::object();
  }
  static std::vector<std::string> names(const json& page) {
    std::vector<std::string> found;
    for (const auto& m : page["items"]) found.push_back(m["firstName"].get<std::string>());
    return found;
  }
  void SetUp() override {
    member_api::SetUp();
    admin_ = admin_cookie();
  }
  std::string admin_;
};

TEST_F(members_api, searches_filters_sorts_and_pages_every_profile) {
  const auto asha = person("Asha", "Iyer", "Paisa Labs", {.plan = "pro"});
  const auto ravi = person("Ravi", "Shah", "Kisan Tech", {.status = "pending"});
  const auto meera = person("Meera", "Rao", "Shakti Health", {.status = "rejected"});
  touch("approved_kind = 'Investor'", meera);
  touch("verified_at = updated_at", asha);

  EXPECT_EQ(search("")["total"], 3);
  EXPECT_EQ(names(search("q=shah")), std::vector<std::string>{"Ravi"});     // name
  EXPECT_EQ(names(search("q=SHAKTI")), std::vector<std::string>{"Meera"});  // company
  EXPECT_EQ(names(search("q=" + email_of(asha).substr(0, 8))), std::vector<std::string>{"Asha"});
  EXPECT_EQ(names(search("q=sha&sort=name")),  // Asha too
            (std::vector<std::string>{"Asha", "Meera", "Ravi"}));
  EXPECT_EQ(names(search("q=asha+paisa")), std::vector<std::string>{"Asha"});  // every word
  EXPECT_EQ(search("q=asha+kisan")["total"], 0);

  EXPECT_EQ(names(search("status=pending")), std::vector<std::string>{"Ravi"});
  EXPECT_EQ(names(search("plan=pro")), std::vector<std::string>{"Asha"});
  EXPECT_EQ(names(search("verified=true")), std::vector<std::string>{"Asha"});
  EXPECT_EQ(names(search("kind=Investor")), std::vector<std::string>{"Meera"});
  EXPECT_EQ(search("kind=Founder")["total"], 2);
  EXPECT_EQ(search("kind=Mentor")["total"], 0);
  const auto today = core::now_iso8601().substr(0, 10);
  EXPECT_EQ(search("joinedFrom=" + today + "&joinedTo=" + today)["total"], 3);
  EXPECT_EQ(search("joinedTo=2020-01-01")["total"], 0);

  EXPECT_EQ(names(search("sort=name")), (std::vector<std::string>{"Asha", "Meera", "Ravi"}));
  EXPECT_EQ(names(search("sort=company&order=desc")),
            (std::vector<std::string>{"Meera", "Asha", "Ravi"}));
  const auto second = search("sort=name&pageSize=2&page=2");
  EXPECT_EQ(names(second), std::vector<std::string>{"Ravi"});
  EXPECT_EQ(second["total"], 3);
  EXPECT_EQ(second["page"], 2);
  EXPECT_TRUE(search("sort=name&pageSize=2&page=3")["items"].empty());

  const auto row = search("q=asha")["items"][0];
  EXPECT_EQ(row["id"], asha.id);
  EXPECT_EQ(row["email"], email_of(asha));
  EXPECT_EQ(row["company"], "Paisa Labs");
  EXPECT_EQ(row["kind"], "Founder");
  EXPECT_EQ(row["status"], "approved");
  EXPECT_EQ(row["plan"], "pro");
  EXPECT_EQ(row["verified"], true);
}

TEST_F(members_api, a_change_or_a_removal_shows_at_once) {
  const auto asha = person("Asha", "Iyer", "Paisa Labs");
  EXPECT_EQ(search("status=approved")["total"], 1);
  touch("status = 'rejected'", asha);
  EXPECT_EQ(search("status=approved")["total"], 0);
  EXPECT_EQ(search("status=rejected")["total"], 1);
  touch("company = 'Dhan Works'", asha);
  EXPECT_EQ(search("q=dhan")["total"], 1);
  EXPECT_EQ(search("q=paisa")["total"], 0);
  const auto ravi = person("Ravi", "Shah", "Kisan Tech");
  EXPECT_EQ(names(search("sort=name")), (std::vector<std::string>{"Asha", "Ravi"}));
  {
    auto sql = database().open_session();
    *sql << "DELETE FROM sessions WHERE subject_id = :id", soci::use(ravi.id);
    *sql << "DELETE FROM profiles WHERE id = :id", soci::use(ravi.id);
  }
  EXPECT_EQ(names(search("")), std::vector<std::string>{"Asha"});
  EXPECT_EQ(as(admin_).get("/api/admin/members/" + ravi.id).status, 404);
}

TEST_F(members_api, a_suspended_or_banned_member_is_listed_as_such_with_the_history) {
  const auto asha = person("Asha", "Iyer", "Paisa Labs");
  const auto ravi = person("Ravi", "Shah", "Kisan Tech");
  const auto suspended = as(admin_).post_json(
      "/api/admin/members/" + asha.id + "/moderation",
      {{"action", "suspension"}, {"reason", "Spam in messages."}, {"days", 7}});
  ASSERT_EQ(suspended.status, 201) << suspended.body;
  ASSERT_EQ(as(admin_)
                .post_json("/api/admin/members/" + ravi.id + "/moderation",
                           {{"action", "ban"}, {"reason", "Fake profile."}})
                .status,
            201);
  EXPECT_EQ(names(search("status=suspended")), std::vector<std::string>{"Asha"});
  EXPECT_EQ(names(search("status=banned")), std::vector<std::string>{"Ravi"});
  EXPECT_EQ(search("status=approved")["total"], 0);
  const auto row = search("q=asha")["items"][0];
  EXPECT_EQ(row["status"], "suspended");
  EXPECT_TRUE(row["heldUntil"].is_string());
  const auto page = as(admin_).get("/api/admin/members/" + asha.id).json();
  ASSERT_EQ(page["moderation"].size(), 1u);
  EXPECT_EQ(page["moderation"][0]["action"], "suspension");
  EXPECT_EQ(page["moderation"][0]["reason"], "Spam in messages.");

  ASSERT_EQ(as(admin_)
                .post_json("/api/admin/members/" + asha.id + "/moderation/reinstatement",
                           {{"reason", "Appeal upheld."}})
                .status,
            200);
  EXPECT_EQ(names(search("status=approved")), std::vector<std::string>{"Asha"});
  EXPECT_EQ(as(admin_).get("/api/admin/members/" + asha.id).json()["moderation"].size(), 2u);
}

TEST_F(members_api, the_member_page_tells_reports_sessions_verification_and_the_audit) {
  const auto asha = person("Asha", "Iyer", "Paisa Labs");
  const auto ravi = person("Ravi", "Shah", "Kisan Tech");
  ASSERT_EQ(
      as(ravi.cookie).post_json("/api/reports", {{"target", asha.id}, {"reason", "spam"}}).status,
      201);
  const auto res = as(admin_).get("/api/admin/members/" + asha.id);
  ASSERT_EQ(res.status, 200) << res.body;
  const auto page = res.json();
  EXPECT_EQ(page["member"]["firstName"], "Asha");
  ASSERT_EQ(page["reports"].size(), 1u);
  EXPECT_EQ(page["reports"][0]["reason"], "spam");
  EXPECT_EQ(page["reports"][0]["reporter"]["name"], "Ravi Shah");
  EXPECT_EQ(page["reports"][0]["target"]["id"], asha.id);
  EXPECT_EQ(page["verification"].size(), 6u);
  EXPECT_EQ(page["sessions"].size(), 1u);
  EXPECT_EQ(as(admin_).get("/api/admin/members/" + ravi.id).json()["reports"].size(), 1u);

  // What other features keep about her: a request to act as an investor, a waitlist sign-up her
  // referral code credited.
  ASSERT_EQ(as(asha.cookie)
                .post_json("/api/me/kinds", {{"kind", "Investor"},
                                             {"facts",
                                              {{"firm", "Malabar Pepper Ventures"},
                                               {"typicalCheckSize", "₹2 Cr – ₹6 Cr"},
                                               {"stages", {"Seed"}},
                                               {"focusAreas", {"Fintech"}}}}})
                .status,
            201);
  const auto code = as(asha.cookie).get("/api/me/referral").json()["code"].get<std::string>();
  ASSERT_EQ(client()
                .post_json("/api/waitlist", {{"name", "Kiran Das"},
                                             {"email", "kiran@list.test"},
                                             {"role", "Founder"},
                                             {"city", "Pune"},
                                             {"referral", code}})
                .status,
            201);
  const auto more = as(admin_).get("/api/admin/members/" + asha.id).json();
  ASSERT_EQ(more["kindRequests"].size(), 1u);
  EXPECT_EQ(more["kindRequests"][0]["kind"], "Investor");
  EXPECT_EQ(more["kindRequests"][0]["status"], "pending");
  EXPECT_EQ(more["referrals"]["count"], 1);
  EXPECT_EQ(more["referrals"]["recent"][0]["name"], "Kiran Das");

  // Ending every session signs the member out everywhere, and is in the audit log.
  ASSERT_EQ(as(asha.cookie).get("/api/me").status, 200);
  const auto ended =
      as(admin_).send("DELETE", "/api/admin/members/" + asha.id + "/sessions", "", "");
  ASSERT_EQ(ended.status, 200) << ended.body;
  EXPECT_EQ(ended.json()["ended"], 1);
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 401);
  const auto after = as(admin_).get("/api/admin/members/" + asha.id).json();
  EXPECT_TRUE(after["sessions"].empty());
  ASSERT_EQ(after["audit"].size(), 1u);
  EXPECT_EQ(after["audit"][0]["action"], "member.sessions_ended");
  EXPECT_EQ(after["audit"][0]["actorEmail"], "admin@sangam.test");
  EXPECT_EQ(as(ravi.cookie).get("/api/me").status, 200);  // others keep theirs
}

TEST_F(members_api, the_export_is_csv_that_a_spreadsheet_cannot_run) {
  person("=HYPERLINK(\"x\")", "Iyer", "Paisa, \"Labs\"");
  person("Ravi", "Shah", "Kisan Tech", {.status = "pending"});
  const auto res = as(admin_).get("/api/admin/members/export?status=approved");
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.header("content-type"), "text/csv; charset=utf-8");
  EXPECT_NE(res.header("content-disposition").find("sangam-members.csv"), std::string::npos);
  EXPECT_EQ(res.body.find("Ravi"), std::string::npos);  // the filter holds
  EXPECT_EQ(res.body.rfind("\"id\",\"first name\",\"last name\",\"email\"", 0), 0u);
  EXPECT_NE(res.body.find("\"'=HYPERLINK(\"\"x\"\")\",\"Iyer\""), std::string::npos);
  EXPECT_NE(res.body.find("\"Paisa, \"\"Labs\"\"\""), std::string::npos);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'members.exported' AND target_id = '1'"), 1);
}

TEST_F(members_api, bad_input_is_refused_and_only_administrators_get_in) {
  const auto asha = person("Asha", "Iyer", "Paisa Labs");
  for (const auto& [query, field] : std::vector<std::pair<std::string, std::string>>{
           {"kind=Wizard", "kind"},
           {"status=sleeping", "status"},
           {"plan=gold", "plan"},
           {"verified=maybe", "verified"},
           {"joinedFrom=27-11-2026", "joinedFrom"},
           {"joinedFrom=2026-02-30", "joinedFrom"},
           {"joinedFrom=2026-11-27&joinedTo=2026-11-01", "joinedTo"},
           {"sort=age", "sort"},
           {"order=up", "order"},
           {"pageSize=1000", "pageSize"},
           {"page=0", "page"},
           {"q=" + std::string(101, 'a'), "q"}}) {
    const auto res = as(admin_).get("/api/admin/members?" + query);
    ASSERT_EQ(res.status, 400) << query;
    EXPECT_TRUE(res.json()["error"]["fields"].contains(field)) << query << ": " << res.body;
    if (!field.starts_with("page")) {  // the export has no pages
      EXPECT_EQ(as(admin_).get("/api/admin/members/export?" + query).status, 400) << query;
    }
  }
  EXPECT_EQ(as(admin_).get("/api/admin/members/no-such-member").status, 404);
  EXPECT_EQ(as(admin_).send("DELETE", "/api/admin/members/no-such-member/sessions", "", "").status,
            404);
  EXPECT_EQ(client().get("/api/admin/members").status, 401);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/members").status, 403);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/members/export").status, 403);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/members/" + asha.id).status, 403);
  EXPECT_EQ(
      as(asha.cookie).send("DELETE", "/api/admin/members/" + asha.id + "/sessions", "", "").status,
      403);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'members.exported'"), 0);
}

}  // namespace
}  // namespace sangam::testing
