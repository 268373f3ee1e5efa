// Kinds are granted, not chosen (docs/kinds.md), on both engines: a member asks to act as a
// Mentor or an Investor with the card's facts, an administrator approves or rejects; until then
// the mentor and investor routes answer 403 saying how to ask.
#include <future>
#include <string>
#include <vector>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

json investor_facts() {
  return {{"firm", "Malabar Pepper Ventures"},
          {"typicalCheckSize", "₹2 Cr – ₹6 Cr"},
          {"stages", {"Seed", "Series A"}},
          {"focusAreas", {"Fintech", "SaaS"}}};
}

json mentor_facts() {
  return {{"expertise", {"Pricing", "User research"}},
          {"mentorshipAreas", {"Product-market fit"}},
          {"experience", 21},
          {"availability", "Twice a month"}};
}

class kinds_api : public member_api {
 protected:
  http_result ask(const member& m, const std::string& kind, const json& facts) {
    return as(m.cookie).post_json("/api/me/kinds", {{"kind", kind}, {"facts", facts}});
  }
  // The new request's id.
  std::string asked(const member& m, const std::string& kind, const json& facts) {
    const auto res = ask(m, kind, facts);
    EXPECT_EQ(res.status, 201) << res.body;
    return res.json().value("id", "");
  }
  http_result decide(const std::string& cookie, const std::string& id, const json& body) {
    return as(cookie).post_json("/api/admin/kinds/" + id + "/decision", body);
  }
  json mine(const member& m) { return as(m.cookie).get("/api/me/kinds").json(); }
  int choose(const member& m, const std::string& role) {
    return as(m.cookie)
        .send("PUT", "/api/me/role", json{{"role", role}}.dump(), "application/json")
        .status;
  }
};

TEST_F(kinds_api, a_member_asks_sees_it_pending_and_withdraws_it) {
  const auto asha = add({.name = "Asha"});
  const auto id = asked(asha, "Investor", investor_facts());
  const auto list = mine(asha);
  EXPECT_EQ(list["approvedKind"], nullptr);
  ASSERT_EQ(list["requests"].size(), 1u);
  EXPECT_EQ(list["requests"][0]["status"], "pending");
  EXPECT_EQ(list["requests"][0]["kind"], "Investor");
  EXPECT_EQ(list["requests"][0]["facts"]["firm"], "Malabar Pepper Ventures");

  const auto ravi = add({.name = "Ravi"});
  EXPECT_EQ(as(ravi.cookie).send("DELETE", "/api/me/kinds/" + id, "", "").status, 404);
  const auto withdrawn = as(asha.cookie).send("DELETE", "/api/me/kinds/" + id, "", "");
  ASSERT_EQ(withdrawn.status, 200) << withdrawn.body;
  EXPECT_EQ(withdrawn.json()["requests"][0]["status"], "withdrawn");
  EXPECT_EQ(as(asha.cookie).send("DELETE", "/api/me/kinds/" + id, "", "").status, 409);
  // Withdrawn is not open: asking again is fine.
  EXPECT_EQ(ask(asha, "Investor", investor_facts()).status, 201);
}

TEST_F(kinds_api, one_open_request_per_member_and_kind) {
  const auto asha = add({.name = "Asha"});
  asked(asha, "Investor", investor_facts());
  const auto again = ask(asha, "Investor", investor_facts());
  ASSERT_EQ(again.status, 409) << again.body;
  EXPECT_EQ(again.json()["error"]["code"], "request_open");
  EXPECT_EQ(ask(asha, "Mentor", mentor_facts()).status, 201);  // another kind is another request
  EXPECT_EQ(count_rows("kind_requests WHERE member_id = '" + asha.id + "'"), 2);
}

TEST_F(kinds_api, approval_opens_the_investor_routes_and_the_role_picker) {
  const auto asha = add({.name = "Asha"});
  const auto before = as(asha.cookie).get("/api/investor/startups");
  ASSERT_EQ(before.status, 403);
  EXPECT_EQ(before.json()["error"]["code"], "kind_not_granted");
  EXPECT_NE(before.json()["error"]["message"].get<std::string>().find("Settings"),
            std::string::npos);
  EXPECT_EQ(choose(asha, "Investor"), 403);

  const auto id = asked(asha, "Investor", investor_facts());
  EXPECT_EQ(as(asha.cookie).get("/api/investor/startups").status, 403);  // asked is not approved
  const auto admin = admin_cookie();
  const auto listed = as(admin).get("/api/admin/kinds?status=pending").json();
  ASSERT_EQ(listed["items"].size(), 1u);
  EXPECT_EQ(listed["items"][0]["id"], id);
  EXPECT_EQ(listed["items"][0]["name"], "Asha Test");
  EXPECT_EQ(listed["items"][0]["facts"]["typicalCheckSize"], "₹2 Cr – ₹6 Cr");

  const auto approved = decide(admin, id, {{"status", "approved"}});
  ASSERT_EQ(approved.status, 200) << approved.body;
  EXPECT_EQ(approved.json()["status"], "approved");
  EXPECT_EQ(as(asha.cookie).get("/api/investor/startups").status, 200);
  EXPECT_EQ(mine(asha)["approvedKind"], "Investor");
  // The card's facts are on the profile; the member acts as an investor and may pick it again.
  EXPECT_EQ(count_rows("profiles WHERE id = '" + asha.id +
                       "' AND approved_kind = 'Investor' AND member_role = 'Investor'"
                       " AND details LIKE '%Malabar Pepper Ventures%'"
                       " AND details LIKE '%Seed, Series A%'"),
            1);
  EXPECT_EQ(choose(asha, "Founder"), 200);
  const auto chosen_founder = as(asha.cookie).get("/api/investor/startups");
  EXPECT_EQ(chosen_founder.json()["error"]["code"], "kind_not_chosen");
  EXPECT_EQ(choose(asha, "Investor"), 200);
  EXPECT_EQ(as(asha.cookie).get("/api/investor/liked").status, 200);

  EXPECT_NE(latest_mail_to(email_of(asha)).find("approved you as an investor"), std::string::npos);
  EXPECT_EQ(count_rows("notifications WHERE profile_id = '" + asha.id + "'"), 1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'approve' AND target_kind = 'kind_investor'"
                       " AND target_id = '" +
                       asha.id + "' AND to_status = 'approved'"),
            1);
  const auto granted = ask(asha, "Investor", investor_facts());
  EXPECT_EQ(granted.status, 409);
  EXPECT_EQ(granted.json()["error"]["code"], "kind_granted");
}

TEST_F(kinds_api, a_mentor_approval_opens_the_mentor_routes_with_the_years) {
  const auto meera = add({.name = "Meera"});
  EXPECT_EQ(as(meera.cookie).get("/api/mentor/requests").json()["error"]["code"],
            "kind_not_granted");
  const auto id = asked(meera, "Mentor", mentor_facts());
  ASSERT_EQ(decide(admin_cookie(), id, {{"status", "approved"}}).status, 200);
  EXPECT_EQ(as(meera.cookie).get("/api/mentor/requests").status, 200);
  EXPECT_EQ(as(meera.cookie).get("/api/mentor/mentees").status, 200);
  EXPECT_EQ(count_rows("profiles WHERE id = '" + meera.id +
                       "' AND experience_years = 21 AND details LIKE '%Twice a month%'"),
            1);
}

TEST_F(kinds_api, a_rejection_carries_the_reason_and_a_new_request_may_follow) {
  const auto asha = add({.name = "Asha"});
  const auto id = asked(asha, "Investor", investor_facts());
  const auto admin = admin_cookie();
  const auto rejected =
      decide(admin, id, {{"status", "rejected"}, {"reason", "We could not find the fund."}});
  ASSERT_EQ(rejected.status, 200) << rejected.body;
  const auto list = mine(asha);
  EXPECT_EQ(list["requests"][0]["status"], "rejected");
  EXPECT_EQ(list["requests"][0]["reason"], "We could not find the fund.");
  EXPECT_EQ(list["approvedKind"], nullptr);
  EXPECT_NE(latest_mail_to(email_of(asha)).find("Reason: We could not find the fund."),
            std::string::npos);
  EXPECT_EQ(as(asha.cookie).get("/api/investor/startups").status, 403);
  EXPECT_EQ(choose(asha, "Investor"), 403);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'reject' AND target_id = '" + asha.id + "'"), 1);
  // Decided: a second decision is refused, the first stands.
  EXPECT_EQ(decide(admin, id, {{"status", "approved"}}).status, 409);
  EXPECT_EQ(mine(asha)["requests"][0]["status"], "rejected");
  EXPECT_EQ(ask(asha, "Investor", investor_facts()).status, 201);
  // Pending first in the administrators' list, then the decided ones.
  const auto all = as(admin).get("/api/admin/kinds").json()["items"];
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0]["status"], "pending");
  EXPECT_EQ(all[1]["status"], "rejected");
  EXPECT_EQ(as(admin).get("/api/admin/kinds?status=rejected&kind=Investor").json()["items"].size(),
            1u);
  EXPECT_EQ(as(admin).get("/api/admin/kinds?kind=Mentor").json()["items"].size(), 0u);
}

TEST_F(kinds_api, concurrent_approve_and_reject_one_wins_the_other_gets_409) {
  const auto admin = admin_cookie();
  for (int round = 0; round < 5; ++round) {
    const auto m = add({.name = "Asha"}, false);
    const auto id = asked(m, "Investor", investor_facts());
    auto approve = std::async(std::launch::async, [&] {
      return decide(admin, id, {{"status", "approved"}}).status;
    });
    auto reject = std::async(std::launch::async, [&] {
      return decide(admin, id, {{"status", "rejected"}}).status;
    });
    std::vector<int> statuses{approve.get(), reject.get()};
    std::sort(statuses.begin(), statuses.end());
    EXPECT_EQ(statuses, (std::vector<int>{200, 409}));
    const auto status = mine(m)["requests"][0]["status"].get<std::string>();
    EXPECT_EQ(count_rows("audit_log WHERE target_id = '" + m.id + "'"), 1);
    EXPECT_EQ(count_rows("profiles WHERE id = '" + m.id + "' AND approved_kind = 'Investor'"),
              status == "approved" ? 1 : 0);
  }
}

TEST_F(kinds_api, bad_input_is_400_naming_the_field_and_stores_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto field_of = [&](const json& body, const std::string& field) {
    const auto res = as(asha.cookie).post_json("/api/me/kinds", body);
    EXPECT_EQ(res.status, 400) << body.dump() << ": " << res.body;
    EXPECT_TRUE(res.json()["error"]["fields"].contains(field)) << res.body;
  };
  field_of({{"kind", "Founder"}, {"facts", investor_facts()}}, "kind");
  field_of({{"facts", investor_facts()}}, "kind");
  field_of({{"kind", "Investor"}}, "facts");
  auto facts = investor_facts();
  facts["firm"] = std::string(121, 'x');
  field_of({{"kind", "Investor"}, {"facts", facts}}, "facts.firm");
  facts = investor_facts();
  facts["stages"] = {"Growth"};
  field_of({{"kind", "Investor"}, {"facts", facts}}, "facts.stages");
  facts["focusAreas"] = json::array();
  field_of({{"kind", "Investor"}, {"facts", facts}}, "facts.focusAreas");
  auto mentor = mentor_facts();
  mentor["experience"] = 200;
  field_of({{"kind", "Mentor"}, {"facts", mentor}}, "facts.experience");
  mentor = mentor_facts();
  mentor["availability"] = "Line one\nline two";
  field_of({{"kind", "Mentor"}, {"facts", mentor}}, "facts.availability");
  EXPECT_EQ(as(asha.cookie).post("/api/me/kinds", "not json", "application/json").status, 400);
  EXPECT_EQ(count_rows("kind_requests"), 0);

  const auto id = asked(asha, "Investor", investor_facts());
  const auto admin = admin_cookie();
  EXPECT_EQ(decide(admin, id, {{"status", "maybe"}}).status, 400);
  EXPECT_EQ(decide(admin, id, {{"status", "rejected"}, {"reason", std::string(301, 'r')}}).status,
            400);
  EXPECT_EQ(decide(admin, "no-such-request", {{"status", "approved"}}).status, 404);
  EXPECT_EQ(as(admin).get("/api/admin/kinds?status=lost").status, 400);
  EXPECT_EQ(as(admin).get("/api/admin/kinds?kind=Founder").status, 400);
  EXPECT_EQ(mine(asha)["requests"][0]["status"], "pending");
  EXPECT_EQ(count_rows("audit_log"), 0);
}

TEST_F(kinds_api, only_an_administrator_lists_and_decides) {
  const auto asha = add({.name = "Asha"});
  const auto id = asked(asha, "Investor", investor_facts());
  EXPECT_EQ(client().get("/api/admin/kinds").status, 401);
  EXPECT_EQ(
      client().post_json("/api/admin/kinds/" + id + "/decision", {{"status", "approved"}}).status,
      401);
  EXPECT_EQ(as(asha.cookie).get("/api/admin/kinds").status, 403);
  EXPECT_EQ(decide(asha.cookie, id, {{"status", "approved"}}).status, 403);
  EXPECT_EQ(client().get("/api/me/kinds").status, 401);
  EXPECT_EQ(mine(asha)["requests"][0]["status"], "pending");
  EXPECT_EQ(as(asha.cookie).get("/api/investor/startups").status, 403);
}

}  // namespace
}  // namespace sangam::testing
