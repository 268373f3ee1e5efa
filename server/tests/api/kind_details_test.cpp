// The kind sections of a profile (docs/profiles.md, "Kind sections"), on both engines: a founder,
// a mentor and an investor enter what their cards, the card screens' searches, the match score and
// the investor's startups use, through PUT /api/me/profile; bad input changes nothing.
#include <algorithm>
#include <string>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class kind_details_api : public member_api {
 protected:
  static json basics(const std::string& first) {
    return {{"firstName", first}, {"industry", "Fintech"}, {"skills", {"Payments"}}};
  }
  http_result put_profile(const member& who, json body) {
    return as(who.cookie).send("PUT", "/api/me/profile", body.dump(), "application/json");
  }
  json get_ok(const member& who, const std::string& path) {
    const auto res = as(who.cookie).get(path);
    EXPECT_EQ(res.status, 200) << path << ": " << res.body;
    return res.json();
  }
  static json mentor_section() {
    return {{"expertise", {"Unit economics", "Pricing"}},
            {"mentorshipAreas", {"Fundraising"}},
            {"hourlyRate", 5000},
            {"availabilitySlots",
             {{{"day", "Mon"}, {"start", "18:00"}, {"end", "20:00"}},
              {{"day", "Sat"}, {"start", "10:00"}, {"end", "12:00"}}}},
            {"sessionsGiven", 40}};
  }
  static json investor_section() {
    return {
        {"firm", "Malabar Pepper Ventures"},
        {"role", "Partner"},
        {"focusAreas", {"Agritech", "Fintech"}},
        {"stages", {"Seed", "Series A"}},
        {"chequeMin", 2'500'000},
        {"chequeMax", 20'000'000},
        {"portfolio",
         {{{"name", "Kisan Ledger"}, {"url", "https://kisanledger.in"}}, {{"name", "Chai Co"}}}},
        {"recentInvestments", {"Kisan Ledger"}},
        {"thesis", "Rural credit rails."}};
  }
  static json founder_section(const std::string& stage, int team) {
    return {{"fundingStage", stage},
            {"teamSize", team},
            {"raisedSoFar", 15'000'000},
            {"lookingFor",
             {{"cofounderRoles", {"CTO"}}, {"mentorAreas", {"Go-to-market"}}, {"investors", true}}},
            {"traction", {{"revenueBand", "₹10 L–1 Cr"}, {"users", 12000}, {"growth", 18}}}};
  }
  static json with(json body, const char* key, json section) {
    body[key] = std::move(section);
    return body;
  }
};

TEST_F(kind_details_api, a_mentor_saves_expertise_rate_and_slots_and_founders_find_them) {
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto founder = add({.name = "Asha"});
  const auto res = put_profile(mentor, with(basics("Meera"), "mentor", mentor_section()));
  ASSERT_EQ(res.status, 200) << res.body;
  const auto mine = res.json();
  EXPECT_EQ(mine["kinds"], json({"Founder", "Mentor"}));
  EXPECT_EQ(mine["mentor"]["expertise"], json({"Unit economics", "Pricing"}));
  EXPECT_EQ(mine["mentor"]["hourlyRate"], 5000);
  EXPECT_EQ(mine["mentor"]["availability"], "Mon 18:00–20:00, Sat 10:00–12:00 (IST)");
  EXPECT_EQ(mine["mentor"]["sessionsGiven"], 40);
  EXPECT_EQ(mine["missing"], json::array());
  EXPECT_EQ(get_ok(mentor, "/api/me/profile")["mentor"], mine["mentor"]);

  // The /mentors screen's search finds the mentor by the new expertise; the card shows the rate.
  const auto found = get_ok(founder, "/api/matches/mentors?q=unit%20econ")["cards"];
  ASSERT_EQ(found.size(), 1u) << found;
  EXPECT_EQ(found[0]["id"], mentor.id);
  EXPECT_EQ(found[0]["hourlyRate"], "₹5,000 an hour");
  EXPECT_EQ(found[0]["availability"], "Mon 18:00–20:00, Sat 10:00–12:00 (IST)");
  EXPECT_TRUE(get_ok(founder, "/api/matches/mentors?q=knitting")["cards"].empty());
  // Another member's view of the profile carries the section of the kind they act as.
  EXPECT_EQ(get_ok(founder, "/api/members/" + mentor.id)["mentor"]["expertise"],
            json({"Unit economics", "Pricing"}));

  auto pro_bono = mentor_section();
  pro_bono["proBono"] = true;
  ASSERT_EQ(put_profile(mentor, with(basics("Meera"), "mentor", pro_bono)).status, 200);
  EXPECT_EQ(get_ok(founder, "/api/matches/mentors")["cards"][0]["hourlyRate"], "Pro bono");
}

TEST_F(kind_details_api, an_investor_saves_focus_stages_and_cheques_for_cards_and_search) {
  const auto investor = add({.name = "Reshma", .role = "Investor"});
  const auto founder = add({.name = "Asha"});
  const auto res = put_profile(investor, with(basics("Reshma"), "investor", investor_section()));
  ASSERT_EQ(res.status, 200) << res.body;
  const auto mine = res.json()["investor"];
  EXPECT_EQ(mine["chequeRange"], "₹25 L – ₹2 Cr");
  EXPECT_EQ(mine["stages"], json({"Seed", "Series A"}));
  EXPECT_EQ(mine["portfolio"][0]["url"], "https://kisanledger.in");
  EXPECT_EQ(mine["portfolio"][1]["url"], nullptr);

  const auto found = get_ok(founder, "/api/matches/investors?q=agri")["cards"];
  ASSERT_EQ(found.size(), 1u) << found;
  EXPECT_EQ(found[0]["id"], investor.id);
  EXPECT_EQ(found[0]["focusAreas"], json({"Agritech", "Fintech"}));
  EXPECT_EQ(found[0]["typicalCheckSize"], "₹25 L – ₹2 Cr");
  EXPECT_EQ(found[0]["investmentStage"], "Seed, Series A");
  EXPECT_EQ(found[0]["firm"], "Malabar Pepper Ventures");
  EXPECT_EQ(found[0]["portfolioCompanies"], json({"Kisan Ledger", "Chai Co"}));
}

TEST_F(kind_details_api, a_founders_section_reaches_the_startup_card_and_the_match_score) {
  const auto founder = add({.name = "Asha", .stage = "Idea", .team = 1});
  const auto peer = add({.name = "Peer", .skills = json::array({"Go"})});  // Seed, 8 people
  const auto investor = add({.name = "Reshma", .role = "Investor"});
  ASSERT_EQ(put_profile(investor, with(basics("Reshma"), "investor", investor_section())).status,
            200);
  const auto card_of = [&](const member& who) {
    const auto cards = get_ok(peer, "/api/discover")["cards"];
    const auto it =
        std::find_if(cards.begin(), cards.end(), [&](const json& c) { return c["id"] == who.id; });
    return it == cards.end() ? json() : *it;
  };
  const auto has_factor = [](const json& card, const char* factor) {
    const auto& factors = card["matchFactors"];
    return std::find(factors.begin(), factors.end(), json{{"factor", factor}}) != factors.end();
  };
  const auto before = card_of(founder);
  ASSERT_TRUE(before.is_object());
  EXPECT_EQ(before["fundingStage"], "Idea");
  EXPECT_FALSE(has_factor(before, "sameStage")) << before;

  const auto res =
      put_profile(founder, with(basics("Asha"), "founder", founder_section("Seed", 8)));
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.json()["founder"]["fundingStage"], "Seed");
  EXPECT_EQ(res.json()["founder"]["lookingFor"]["investors"], true);
  EXPECT_EQ(res.json()["missing"], json::array());

  // The deck's member index sees the new stage and team: the breakdown names both.
  const auto after = card_of(founder);
  ASSERT_TRUE(after.is_object());
  EXPECT_EQ(after["fundingStage"], "Seed");
  EXPECT_EQ(after["teamSize"], 8);
  EXPECT_TRUE(has_factor(after, "sameStage")) << after;
  EXPECT_TRUE(has_factor(after, "similarTeam")) << after;

  const auto startups = get_ok(investor, "/api/investor/startups")["items"];
  const auto card = std::find_if(startups.begin(), startups.end(),
                                 [&](const json& s) { return s["founderId"] == founder.id; });
  ASSERT_NE(card, startups.end()) << startups;
  EXPECT_EQ((*card)["stage"], "Seed");
  EXPECT_EQ((*card)["raisedSoFar"], 15'000'000);
  EXPECT_EQ((*card)["traction"],
            json({{"revenueBand", "₹10 L–1 Cr"}, {"users", 12000}, {"growth", 18}}));
  EXPECT_EQ((*card)["tags"], json({"Fintech", "CTO", "Go-to-market", "Payments"}));
  // Seed is in the investor's stages and Fintech a focus area: the ranking uses both.
  EXPECT_EQ((*card)["matchPercentage"], 100);
}

TEST_F(kind_details_api, bad_sections_are_one_400_naming_every_field_and_change_nothing) {
  const auto investor = add({.name = "Reshma", .role = "Investor"});
  ASSERT_EQ(put_profile(investor, with(basics("Reshma"), "investor", investor_section())).status,
            200);
  const auto stored = get_ok(investor, "/api/me/profile");

  auto bad = investor_section();
  bad["chequeMin"] = 30'000'000;  // more than chequeMax
  bad["stages"] = {"Seed", "Bridge"};
  bad["portfolio"] = {{{"name", "Kisan"}, {"url", "kisan.in"}}};
  bad["thesis"] = std::string(601, 'x');
  auto body = with(basics("Reshma"), "investor", bad);
  body["founder"] = {{"teamSize", 0}, {"traction", {{"revenueBand", "Lots"}, {"growth", 5000}}}};
  body["website"] = "not a link";
  const auto res = put_profile(investor, body);
  ASSERT_EQ(res.status, 400) << res.body;
  const auto fields = res.json()["error"]["fields"];
  for (const auto* field :
       {"investor.chequeMax", "investor.stages", "investor.portfolio", "investor.thesis",
        "founder.teamSize", "founder.traction.revenueBand", "founder.traction.growth", "website"}) {
    EXPECT_TRUE(fields.contains(field)) << field << " in " << fields;
  }
  EXPECT_EQ(fields.size(), 8u) << fields;
  EXPECT_EQ(get_ok(investor, "/api/me/profile"), stored);

  auto slots = mentor_section();
  slots["availabilitySlots"] = {{{"day", "Mon"}, {"start", "20:00"}, {"end", "18:00"}}};
  slots["hourlyRate"] = -1;
  const auto mentor = add({.name = "Meera", .role = "Mentor"});
  const auto mentor_res = put_profile(mentor, with(basics("Meera"), "mentor", slots));
  ASSERT_EQ(mentor_res.status, 400) << mentor_res.body;
  EXPECT_EQ(mentor_res.json()["error"]["fields"].size(), 2u) << mentor_res.body;
}

TEST_F(kind_details_api, a_section_of_a_kind_not_held_is_refused) {
  const auto founder = add({.name = "Asha"});
  const auto before = get_ok(founder, "/api/me/profile");
  EXPECT_EQ(before["kinds"], json({"Founder"}));
  EXPECT_EQ(before["mentor"], nullptr);
  EXPECT_EQ(before["missing"], json({"founder.traction"}));  // stage and team size are there
  for (const auto& [key, section] :
       {std::pair{"mentor", mentor_section()}, std::pair{"investor", investor_section()}}) {
    const auto res = put_profile(founder, with(basics("Asha"), key, section));
    ASSERT_EQ(res.status, 400) << res.body;
    EXPECT_TRUE(res.json()["error"]["fields"].contains(key)) << res.body;
  }
  EXPECT_EQ(get_ok(founder, "/api/me/profile"), before);
}

TEST_F(kind_details_api, the_owner_is_told_what_their_card_lacks) {
  const auto investor = add({.name = "Reshma", .role = "Investor"});
  EXPECT_EQ(get_ok(investor, "/api/me/profile")["missing"],
            json({"investor.focusAreas", "investor.stages", "investor.cheque"}));
  auto section = investor_section();
  section.erase("chequeMin");
  section.erase("chequeMax");
  ASSERT_EQ(put_profile(investor, with(basics("Reshma"), "investor", section)).status, 200);
  EXPECT_EQ(get_ok(investor, "/api/me/profile")["missing"], json({"investor.cheque"}));
}

}  // namespace
}  // namespace sangam::testing
