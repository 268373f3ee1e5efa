#include <algorithm>
#include <future>
#include <string>
#include <utility>
#include <vector>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class pitches_api : public member_api {
 protected:
  member mentor(const std::string& name, const json& expertise = json::array({"Pricing"})) {
    auto m = add({.name = name, .goals = json::array({"Build Network"}), .role = "Mentor"});
    set_details(m, {{"expertise", expertise},
                    {"mentorshipAreas", json::array({"Product-market fit"})},
                    {"hourlyRate", 8000},
                    {"availability", "Twice a month"}});
    return m;
  }
  member investor(const std::string& name, const json& focus = json::array({"Fintech"})) {
    auto m = add({.name = name, .goals = json::array({"Build Network"}), .role = "Investor"});
    set_details(m, {{"firm", name + " Capital"},
                    {"focusAreas", focus},
                    {"investmentStage", "Seed"},
                    {"typicalCheckSize", "₹2 Cr – ₹6 Cr"},
                    {"portfolioCompanies", json::array({"Kapda"})},
                    {"recentInvestments", json::array()}});
    return m;
  }
  member cofounder(member_spec spec) {
    spec.goals = json::array({"Find Co-founder"});
    return add(spec);
  }
  void set_details(const member& m, const json& details) {
    const auto text = details.dump();
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET details = :d WHERE id = :id", soci::use(text), soci::use(m.id);
  }
  void block(const member& blocker, const member& blocked) {
    auto sql = database().open_session();
    const auto now = core::now_iso8601();
    *sql << "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (:a, :b, :at)",
        soci::use(blocker.id), soci::use(blocked.id), soci::use(now);
  }

  http_result send(const member& from, const std::string& kind, const std::string& target_id,
                   const std::string& message = "We are building UPI credit for kiranas.",
                   const json& extra = json::object()) {
    json body = {{"kind", kind}, {"targetId", target_id}, {"message", message}};
    body.update(extra);
    return as(from.cookie).post_json("/api/pitches", body);
  }
  json cards(const member& who, const std::string& kind, const std::string& query = "") {
    const auto res = as(who.cookie).get("/api/matches/" + kind + query);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.status == 200 ? res.json() : json::object();
  }
  static std::vector<std::string> names(const json& page) {
    std::vector<std::string> out;
    for (const auto& c : page["cards"]) out.push_back(c["name"].get<std::string>());
    return out;
  }
  json notifications(const member& who) {
    const auto res = as(who.cookie).get("/api/notifications");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json()["notifications"];
  }
  http_result decide(const std::string& admin, const std::string& table, const std::string& id,
                     const std::string& status) {
    return as(admin).post_json("/api/admin/" + table + "/" + id + "/decision",
                               {{"status", status}});
  }
};

TEST_F(pitches_api, an_approved_pitch_reaches_the_investor_by_bell_and_mail) {
  const auto asha = add({.name = "Asha"});
  const auto vc = investor("Reshma");
  const auto res = send(asha, "investor", vc.id, "  Kirana credit on UPI.  ",
                        {{"pitchDeckLink", "https://x.in/d"}});
  ASSERT_EQ(res.status, 201) << res.body;
  const auto pitch = res.json()["pitch"];
  EXPECT_EQ(pitch["kind"], "investor");
  EXPECT_EQ(pitch["status"], "pending");
  EXPECT_EQ(pitch["message"], "Kirana credit on UPI.");
  EXPECT_EQ(pitch["pitchDeckLink"], "https://x.in/d");
  EXPECT_EQ(pitch["target"]["name"], "Reshma Test");
  EXPECT_TRUE(pitch["response"].is_null());
  EXPECT_EQ(res.json()["allowance"]["weekly"], 5);
  EXPECT_EQ(res.json()["allowance"]["used"], 1);
  EXPECT_EQ(res.json()["allowance"]["left"], 4);
  EXPECT_EQ(count_rows("pitches WHERE sender_id = '" + asha.id + "' AND founder_email = '" +
                       email_of(asha) + "' AND target_name = 'Reshma Test'"),
            1);

  const auto sent = as(asha.cookie).get("/api/pitches/sent");
  ASSERT_EQ(sent.status, 200) << sent.body;
  ASSERT_EQ(sent.json()["items"].size(), 1u);
  EXPECT_EQ(sent.json()["items"][0]["id"], pitch["id"]);
  EXPECT_EQ(sent.json()["allowance"]["left"], 4);
  EXPECT_TRUE(notifications(vc).empty());  // not before an administrator approves

  const auto admin = admin_cookie();
  const auto id = pitch["id"].get<std::string>();
  const auto review = as(admin).get("/api/admin/pitches?status=pending").json();
  ASSERT_EQ(review["items"].size(), 1u);
  EXPECT_EQ(review["items"][0]["senderName"], "Asha Test");
  EXPECT_EQ(review["items"][0]["senderId"], asha.id);
  EXPECT_EQ(review["items"][0]["testData"], false);
  const auto decided = decide(admin, "pitches", id, "approved");
  ASSERT_EQ(decided.status, 200);
  EXPECT_EQ(decided.json()["senderName"], "Asha Test");
  const auto bell = notifications(vc);
  ASSERT_EQ(bell.size(), 1u);
  EXPECT_EQ(bell[0]["type"], "pitch");
  EXPECT_EQ(bell[0]["title"], "New pitch");
  EXPECT_EQ(bell[0]["link"], "/investor-dashboard");
  EXPECT_NE(bell[0]["message"].get<std::string>().find("Asha Test"), std::string::npos);
  EXPECT_NE(latest_mail_to(email_of(vc)).find("/investor-dashboard"), std::string::npos);
  EXPECT_TRUE(notifications(asha).empty());
  EXPECT_EQ(as(asha.cookie).get("/api/pitches/sent").json()["items"][0]["status"], "approved");
  // Still open (approved, not answered): no second one.
  EXPECT_EQ(send(asha, "investor", vc.id).status, 409);
}

TEST_F(pitches_api, a_rejected_application_tells_the_sender_only) {
  const auto asha = add({.name = "Asha"});
  const auto guru = mentor("Clive");
  const auto res = send(asha, "mentor", guru.id);
  ASSERT_EQ(res.status, 201) << res.body;
  EXPECT_TRUE(res.json()["pitch"]["pitchDeckLink"].is_null());
  const auto admin = admin_cookie();
  const auto review = as(admin).get("/api/admin/applications").json();
  ASSERT_EQ(review["items"].size(), 1u);
  EXPECT_EQ(review["items"][0]["senderName"], "Asha Test");
  EXPECT_EQ(review["items"][0]["targetName"], "Clive Test");
  ASSERT_EQ(decide(admin, "applications", res.json()["pitch"]["id"], "rejected").status, 200);
  const auto bell = notifications(asha);
  ASSERT_EQ(bell.size(), 1u);
  EXPECT_EQ(bell[0]["type"], "pitch");
  EXPECT_EQ(bell[0]["message"], "Your application to Clive Test was not approved.");
  EXPECT_TRUE(notifications(guru).empty());
  EXPECT_TRUE(latest_mail_to(email_of(guru)).empty());
  // Rejected is no longer open: the mentor's card is back and may be applied to again.
  EXPECT_EQ(names(cards(asha, "mentors")), std::vector<std::string>{"Clive Test"});
  EXPECT_EQ(send(asha, "mentor", guru.id).status, 201);
}

// Issue 25, finding 11: a block either way between sending and approval means the approval
// delivers nothing — no bell, no e-mail, no dashboard item — and the sender is not told.
TEST_F(pitches_api, an_approval_after_a_block_delivers_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto vc = investor("Reshma");
  const auto guru = mentor("Clive");
  const auto peer = cofounder({.name = "Tara"});
  const auto pitch = send(asha, "investor", vc.id);
  const auto mentoring = send(asha, "mentor", guru.id);
  const auto cofounding = send(asha, "cofounder", peer.id);
  for (const auto& res : {pitch, mentoring, cofounding}) ASSERT_EQ(res.status, 201) << res.body;
  block(vc, asha);    // the recipient blocks the sender
  block(asha, guru);  // or the sender the recipient
  block(peer, asha);

  const auto admin = admin_cookie();
  const auto id_of = [](const http_result& res) {
    return res.json()["pitch"]["id"].get<std::string>();
  };
  ASSERT_EQ(decide(admin, "pitches", id_of(pitch), "approved").status, 200);
  ASSERT_EQ(decide(admin, "applications", id_of(mentoring), "approved").status, 200);
  ASSERT_EQ(decide(admin, "applications", id_of(cofounding), "approved").status, 200);
  for (const auto& target : {vc, guru, peer}) {
    EXPECT_TRUE(notifications(target).empty()) << target.id;
    EXPECT_TRUE(latest_mail_to(email_of(target)).empty()) << target.id;
  }
  EXPECT_TRUE(notifications(asha).empty());
  const auto startups = as(vc.cookie).get("/api/investor/startups").json();
  for (const auto& startup : startups["items"]) {
    EXPECT_NE(startup["founderId"], asha.id);
    EXPECT_FALSE(startup["pitched"].get<bool>());
  }
  EXPECT_TRUE(as(guru.cookie).get("/api/mentor/requests").json()["items"].empty());
  EXPECT_TRUE(as(peer.cookie).get("/api/requests").json()["applications"].empty());
}

TEST_F(pitches_api, one_open_pitch_per_target) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = cofounder({.name = "Ravi"});
  ASSERT_EQ(send(asha, "cofounder", ravi.id).status, 201);
  const auto again = send(asha, "cofounder", ravi.id);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "already_open");
  EXPECT_EQ(again.json()["error"]["message"], "You already have an open pitch to Ravi Test.");
  EXPECT_EQ(count_rows("applications"), 1);
  EXPECT_EQ(as(asha.cookie).get("/api/pitches/sent").json()["allowance"]["used"], 1);
}

TEST_F(pitches_api, fifty_concurrent_sends_spend_exactly_the_weekly_allowance) {
  const auto asha = add({.name = "Asha", .plan = "core"});
  std::vector<member> targets;
  for (int i = 0; i < 50; ++i) targets.push_back(investor("Vc" + std::to_string(i)));
  std::vector<std::future<http_result>> racing;
  for (const auto& t : targets) {
    racing.push_back(
        std::async(std::launch::async, [&, id = t.id] { return send(asha, "investor", id); }));
  }
  int created = 0, limited = 0;
  for (auto& f : racing) {
    const auto res = f.get();
    if (res.status == 201) ++created;
    if (res.status == 429) {
      ++limited;
      EXPECT_EQ(res.json()["error"]["code"], "weekly_limit");
      EXPECT_EQ(res.json()["error"]["message"],
                "You have sent this week's 5 pitches and applications. More on Monday.");
      const auto wait = std::stol(res.header("retry-after"));
      EXPECT_GT(wait, 0);
      EXPECT_LE(wait, 7 * 24 * 3600);
    }
  }
  EXPECT_EQ(created, 5);
  EXPECT_EQ(limited, 45);
  EXPECT_EQ(count_rows("pitches"), 5);
  const auto sent = as(asha.cookie).get("/api/pitches/sent").json();
  EXPECT_EQ(sent["allowance"]["used"], 5);
  EXPECT_EQ(sent["allowance"]["left"], 0);
}

TEST_F(pitches_api, pro_members_send_fifteen_a_week) {
  const auto asha = add({.name = "Asha", .plan = "pro"});
  int created = 0;
  for (int i = 0; i < 16; ++i) {
    created += send(asha, "investor", investor("Vc" + std::to_string(i)).id).status == 201;
  }
  EXPECT_EQ(created, 15);
}

TEST_F(pitches_api, every_route_needs_a_member_session) {
  const auto vc = investor("Reshma");
  EXPECT_EQ(client().get("/api/matches/investors").status, 401);
  EXPECT_EQ(client().post_json("/api/matches/investors/" + vc.id + "/pass", json::object()).status,
            401);
  EXPECT_EQ(
      client()
          .post_json("/api/pitches", {{"kind", "investor"}, {"targetId", vc.id}, {"message", "hi"}})
          .status,
      401);
  EXPECT_EQ(client().get("/api/pitches/sent").status, 401);
  EXPECT_EQ(count_rows("pitches"), 0);
}

TEST_F(pitches_api, unknown_self_blocked_or_wrong_kind_targets_are_404) {
  const auto asha = add({.name = "Asha"});
  const auto vc = investor("Reshma");
  const auto guru = mentor("Clive");
  const auto pending = add({.name = "Pending", .status = "pending", .role = "Investor"});
  const auto plain = add({.name = "Plain"});  // a founder not looking for a cofounder
  block(vc, asha);
  EXPECT_EQ(send(asha, "investor", "no-such-member").status, 404);
  EXPECT_EQ(send(asha, "investor", asha.id).status, 404);
  EXPECT_EQ(send(asha, "investor", vc.id).status, 404);  // blocked by the target
  EXPECT_EQ(send(asha, "investor", guru.id).status, 404);
  EXPECT_EQ(send(asha, "investor", pending.id).status, 404);
  EXPECT_EQ(send(asha, "cofounder", plain.id).status, 404);
  EXPECT_EQ(send(asha, "cofounder", guru.id).status, 404);
  // The others are not concerned.
  EXPECT_EQ(send(vc, "mentor", guru.id).status, 201);
  EXPECT_EQ(send(guru, "investor", vc.id).status, 201);
  block(guru, asha);
  EXPECT_EQ(send(asha, "mentor", guru.id).status, 404);  // blocked the other way
  EXPECT_EQ(count_rows("pitches WHERE sender_id = '" + asha.id + "'"), 0);
  EXPECT_EQ(as(asha.cookie).get("/api/pitches/sent").json()["allowance"]["used"], 0);
}

TEST_F(pitches_api, bad_bodies_are_400_with_the_field_named) {
  const auto asha = add({.name = "Asha"});
  const auto vc = investor("Reshma");
  const auto guru = mentor("Clive");
  auto res = send(asha, "investor", vc.id, "   ");
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["message"], "Please write a pitch message.");
  res = send(asha, "mentor", guru.id, "");
  EXPECT_EQ(res.json()["error"]["fields"]["message"], "Please write an application message.");
  res = send(asha, "investor", vc.id, std::string(2001, 'x'));
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["message"], "A message can be at most 2000 characters.");
  res = send(asha, "investor", vc.id, "hi", {{"pitchDeckLink", "ftp://deck"}});
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["pitchDeckLink"],
            "A pitch-deck link must be an http or https address of at most 500 characters.");
  res = send(asha, "investor", vc.id, "hi",
             {{"pitchDeckLink", "https://x.in/" + std::string(500, 'd')}});
  EXPECT_EQ(res.status, 400);
  res = send(asha, "friend", vc.id);
  EXPECT_EQ(res.status, 400);
  EXPECT_TRUE(res.json()["error"]["fields"].contains("kind"));
  EXPECT_EQ(count_rows("pitches"), 0);
  EXPECT_EQ(send(asha, "investor", vc.id, std::string(2000, 'x')).status, 201);
}

TEST_F(pitches_api, cards_are_ranked_filtered_and_searched_on_the_server) {
  // Asha: Fintech, Bengaluru, payments skills. Close matches first.
  const auto asha = add({.name = "Asha"});
  const auto near = cofounder({.name = "Near"});
  const auto far = cofounder({.name = "Far",
                              .industry = "Gaming",
                              .city = "Kolkata",
                              .skills = json::array({"Unity"}),
                              .experience = 20,
                              .stage = "Series C+",
                              .team = 300});
  const auto health = cofounder({.name = "Healthy", .industry = "Healthcare"});
  const auto saas = cofounder({.name = "Saasy", .industry = "SaaS", .skills = json::array({"Go"})});
  add({.name = "NotLooking"});
  mentor("Mentor");
  add({.name = "Pending", .status = "pending", .goals = json::array({"Find Co-founder"})});

  auto page = cards(asha, "cofounders");
  EXPECT_EQ(names(page),
            (std::vector<std::string>{"Near Test", "Healthy Test", "Saasy Test", "Far Test"}));
  const auto first = page["cards"][0];
  EXPECT_EQ(first["matchLabel"], "Excellent");
  EXPECT_GE(first["matchPercentage"].get<int>(), 90);
  EXPECT_FALSE(first["matchReason"].get<std::string>().empty());
  EXPECT_EQ(first["skills"].size(), 3u);
  EXPECT_EQ(page["allowance"]["left"], 5);
  EXPECT_EQ(page["cards"].back()["matchLabel"], "Low");

  EXPECT_EQ(names(cards(asha, "cofounders", "?limit=2")).size(), 2u);
  EXPECT_EQ(names(cards(asha, "cofounders", "?industry=Software")),
            std::vector<std::string>{"Saasy Test"});
  EXPECT_EQ(names(cards(asha, "cofounders", "?industry=FinTech")),
            std::vector<std::string>{"Near Test"});
  EXPECT_EQ(names(cards(asha, "cofounders", "?industry=All%20Industries")).size(), 4u);
  const auto bad = as(asha.cookie).get("/api/matches/cofounders?industry=Fintech");
  EXPECT_EQ(bad.status, 400);
  EXPECT_TRUE(bad.json()["error"]["fields"].contains("industry"));
  EXPECT_EQ(as(asha.cookie).get("/api/matches/friends").status, 404);
  EXPECT_EQ(names(cards(asha, "cofounders", "?q=UNIT")), std::vector<std::string>{"Far Test"});
  EXPECT_EQ(names(cards(asha, "cofounders", "?q=heal")), std::vector<std::string>{"Healthy Test"});

  // Pass hides a card on this screen; an open application hides it too; a block hides it.
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/matches/cofounders/" + near.id + "/pass", json::object())
                .status,
            204);
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/matches/cofounders/" + near.id + "/pass", json::object())
                .status,
            204);
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/matches/cofounders/no-such-member/pass", json::object())
                .status,
            404);
  ASSERT_EQ(send(asha, "cofounder", saas.id).status, 201);
  block(far, asha);
  EXPECT_EQ(names(cards(asha, "cofounders")), std::vector<std::string>{"Healthy Test"});
  EXPECT_EQ(cards(asha, "cofounders")["allowance"]["used"], 1);
  // Others still see them.
  EXPECT_EQ(names(cards(health, "cofounders")).size(), 3u);
}

TEST_F(pitches_api, fully_verified_members_come_first_among_equal_matches) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = cofounder({.name = "Ravi"});
  const auto meera = cofounder({.name = "Meera"});  // the same match for Asha as Ravi
  // Among equals the smaller id comes first; the other one is verified below.
  const auto& [first, second] =
      ravi.id < meera.id ? std::pair(ravi, meera) : std::pair(meera, ravi);
  auto page = cards(asha, "cofounders");
  ASSERT_EQ(page["cards"].size(), 2u);
  EXPECT_EQ(page["cards"][0]["id"], first.id);
  EXPECT_EQ(page["cards"][0]["matchPercentage"], page["cards"][1]["matchPercentage"]);
  {
    auto sql = database().open_session();
    const auto at = core::now_iso8601();
    *sql << "UPDATE profiles SET verified_at = :at WHERE id = :id", soci::use(at),
        soci::use(second.id);
  }
  page = cards(asha, "cofounders");
  ASSERT_EQ(page["cards"].size(), 2u);
  EXPECT_EQ(page["cards"][0]["id"], second.id);  // Priority Matching
  EXPECT_TRUE(page["cards"][0]["verified"].get<bool>());
  EXPECT_FALSE(page["cards"][1]["verified"].get<bool>());
}

TEST_F(pitches_api, mentor_and_investor_cards_carry_their_particulars) {
  const auto asha = add({.name = "Asha"});
  mentor("Clive", json::array({"Credit underwriting"}));
  mentor("Meera", json::array({"Hiring"}));
  investor("Reshma", json::array({"Fintech", "SaaS"}));
  auto page = cards(asha, "mentors", "?q=credit");
  ASSERT_EQ(page["cards"].size(), 1u);
  const auto clive = page["cards"][0];
  EXPECT_EQ(clive["name"], "Clive Test");
  EXPECT_EQ(clive["hourlyRate"], "₹8,000 an hour");
  EXPECT_EQ(clive["availability"], "Twice a month");
  EXPECT_EQ(clive["mentorshipAreas"], json::array({"Product-market fit"}));
  EXPECT_TRUE(clive["firm"].is_null());
  EXPECT_EQ(cards(asha, "mentors")["cards"].size(), 2u);
  page = cards(asha, "investors", "?q=saas");
  ASSERT_EQ(page["cards"].size(), 1u);
  EXPECT_EQ(page["cards"][0]["firm"], "Reshma Capital");
  EXPECT_EQ(page["cards"][0]["investmentStage"], "Seed");
  EXPECT_EQ(page["cards"][0]["expertise"], json::array());
}

TEST_F(pitches_api, admin_test_data_is_marked_listed_and_removed) {
  const auto asha = add({.name = "Asha"});
  const auto admin = admin_cookie();
  const auto made = as(admin).post_json("/api/admin/test-account", json::object());
  ASSERT_EQ(made.status, 201) << made.body;
  EXPECT_EQ(count_rows("profiles WHERE test_data = 1"), 1);
  EXPECT_EQ(count_rows("pitches WHERE test_data = 1"), 1);
  auto list = as(admin).get("/api/admin/profiles?testData=true").json();
  EXPECT_EQ(list["total"], 1);
  EXPECT_EQ(as(admin).get("/api/admin/profiles").json()["total"], 2);
  EXPECT_EQ(as(admin).get("/api/admin/pitches?testData=true&status=pending").json()["total"], 1);
  const auto real = as(admin).get("/api/admin/profiles?testData=false").json();
  ASSERT_EQ(real["items"].size(), 1u);
  EXPECT_EQ(real["items"][0]["id"], asha.id);
  EXPECT_EQ(real["items"][0]["testData"], false);
  EXPECT_EQ(real["counts"]["total"], 1);
  EXPECT_EQ(as(admin).get("/api/admin/pitches?testData=false").json()["total"], 0);
  const auto test_pitch = as(admin).get("/api/admin/pitches?testData=true").json()["items"][0];
  EXPECT_EQ(test_pitch["testData"], true);
  EXPECT_EQ(test_pitch["senderId"], made.json()["profile"]["id"]);
  EXPECT_EQ(test_pitch["senderName"], "Test Founder");
  EXPECT_EQ(made.json()["pitch"]["senderName"], "Test Founder");
  const auto bad = as(admin).get("/api/admin/profiles?testData=yes");
  EXPECT_EQ(bad.status, 400);
  EXPECT_TRUE(bad.json()["error"]["fields"].contains("testData")) << bad.body;

  const auto test = as(admin).get("/api/admin/connection-test");
  ASSERT_EQ(test.status, 200);
  EXPECT_EQ(test.json()["engine"], engine_environment::postgresql() ? "postgresql" : "sqlite");
  EXPECT_GE(test.json()["roundTripMs"].get<double>(), 0.0);

  EXPECT_EQ(as(asha.cookie).send("DELETE", "/api/admin/test-data", "", "").status, 403);
  const auto removed = as(admin).send("DELETE", "/api/admin/test-data", "", "");
  ASSERT_EQ(removed.status, 200) << removed.body;
  EXPECT_EQ(removed.json()["profiles"], 1);
  EXPECT_EQ(removed.json()["pitches"], 1);
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 1);
  EXPECT_EQ(count_rows("pitches"), 0);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'remove_test_data'"), 1);
}

}  // namespace
}  // namespace sangam::testing
