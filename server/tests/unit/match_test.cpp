#include "features/discover/match.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>

#include "support/match_facts.hpp"

namespace sangam::features::discover {
namespace {

// A member who matches `perfect()` on every factor; tests change one thing at a time.
member_facts perfect() {
  return testing::perfect_founder();
}

match_breakdown score(const member_facts& a, const member_facts& b) {
  return scorer(traits_of(a)).breakdown(traits_of(b));
}

TEST(match_score, identical_members_score_every_weight_in_full) {
  const auto parts = score(perfect(), perfect());
  EXPECT_EQ(parts.industry, 30000);
  EXPECT_EQ(parts.skills, 25000);
  EXPECT_EQ(parts.experience, 15000);
  EXPECT_EQ(parts.location, 10000);
  EXPECT_EQ(parts.funding, 10000);
  EXPECT_EQ(parts.team, 5000);
  EXPECT_EQ(parts.interests, 3000);
  EXPECT_EQ(parts.goals, 2000);
  EXPECT_EQ(parts.percentage(), 100);
}

TEST(match_score, industry_same_30_related_20_otherwise_0) {
  auto other = perfect();
  other.industry = "Blockchain";  // related to Fintech
  EXPECT_EQ(score(perfect(), other).industry, 20000);
  other.industry = "Gaming";
  EXPECT_EQ(score(perfect(), other).industry, 0);
  other.industry = "Underwater Basket Weaving";
  EXPECT_EQ(score(perfect(), other).industry, 0);
  other.industry = "fintech";  // the application's own words, whatever the case
  EXPECT_EQ(score(perfect(), other).industry, 30000);
}

TEST(match_score, skills_25_times_shared_over_the_longer_list) {
  auto a = perfect();
  a.skills = {"Payments", "Lending", "Sales", "SQL"};
  auto b = perfect();
  b.skills = {"Payments", "Lending"};
  EXPECT_EQ(score(a, b).skills, 12500);  // 2 of 4
  b.skills = {"Payments", "Python", "Go"};
  a.skills = {"Payments", "Lending", "Sales"};
  EXPECT_EQ(score(a, b).skills, 8333);  // 1 of 3
  b.skills = {};
  EXPECT_EQ(score(a, b).skills, 0);
  b.skills = {"Go"};
  EXPECT_EQ(score(a, b).skills, 0);
}

TEST(match_score, experience_bands_by_years_apart) {
  const std::vector<std::pair<int, int>> expected{{5, 15000}, {6, 15000}, {7, 10500}, {8, 10500},
                                                  {9, 6000},  {10, 6000}, {11, 1500}, {30, 1500},
                                                  {4, 15000}, {2, 10500}};
  for (const auto& [years, points] : expected) {
    auto other = perfect();
    other.experience_years = years;
    EXPECT_EQ(score(perfect(), other).experience, points) << years << " years";
  }
  auto unknown = perfect();
  unknown.experience_years.reset();
  EXPECT_EQ(score(perfect(), unknown).experience, 1500);
}

TEST(match_score, location_same_city_10_nearby_5) {
  auto other = perfect();
  other.city = "Bangalore";  // the older name of the same city
  EXPECT_EQ(score(perfect(), other).location, 10000);
  other.city = "Mysuru";
  EXPECT_EQ(score(perfect(), other).location, 5000);
  other.city = "Chennai";
  EXPECT_EQ(score(perfect(), other).location, 0);
  auto mumbai = perfect();
  mumbai.city = "Mumbai";
  other.city = "pune";
  EXPECT_EQ(score(mumbai, other).location, 5000);
  auto gurugram = perfect();
  gurugram.city = "Gurgaon";
  other.city = "Noida";
  EXPECT_EQ(score(gurugram, other).location, 5000);
  auto chennai = perfect();
  chennai.city = "Chennai";
  other.city = "Kolkata";  // two cities without a region are not nearby
  EXPECT_EQ(score(chennai, other).location, 0);
  chennai.city = "Atlantis";
  other.city = "Atlantis";  // unknown places score nothing
  EXPECT_EQ(score(chennai, other).location, 0);
}

TEST(match_score, funding_stage_by_steps_apart_in_the_spec_order) {
  const std::vector<std::pair<std::string, int>> expected{
      {"Seed", 10000},    {"MVP", 8000},       {"Series A", 8000}, {"Idea", 5000},
      {"Series B", 5000}, {"Series C+", 2000}, {"", 5000},         {"Pre-revenue", 5000}};
  for (const auto& [stage, points] : expected) {
    auto other = perfect();
    other.funding_stage = stage;
    EXPECT_EQ(score(perfect(), other).funding, points) << stage;
  }
  auto idea = perfect();
  idea.funding_stage = "Idea";
  auto late = perfect();
  late.funding_stage = "Series C+";
  EXPECT_EQ(score(idea, late).funding, 2000);
}

TEST(match_score, team_size_bands_by_people_apart) {
  const std::vector<std::pair<int, int>> expected{{8, 5000},  {10, 5000}, {6, 5000},  {11, 3000},
                                                  {13, 3000}, {3, 3000},  {14, 1500}, {100, 1500}};
  for (const auto& [size, points] : expected) {
    auto other = perfect();
    other.team_size = size;
    EXPECT_EQ(score(perfect(), other).team, points) << size << " people";
  }
  auto unknown = perfect();
  unknown.team_size.reset();
  EXPECT_EQ(score(perfect(), unknown).team, 1500);
}

TEST(match_score, interests_3_and_goals_2_by_shared_over_the_longer_list) {
  auto a = perfect();
  a.interests = {"Finance", "Sales"};
  a.goals = {"Raise Funding", "Find Mentor", "Build Network"};
  auto b = perfect();
  b.interests = {"Finance"};
  b.goals = {"Raise Funding"};
  const auto parts = score(a, b);
  EXPECT_EQ(parts.interests, 1500);  // 3 × 1/2
  EXPECT_EQ(parts.goals, 667);       // 2 × 1/3
  b.interests = {"Legal"};
  b.goals = {};
  EXPECT_EQ(score(a, b).interests, 0);
  EXPECT_EQ(score(a, b).goals, 0);
}

// The scorer fills only the table rows a viewer can reach and looks set overlaps up by counts:
// over random sets of every size, each overlap still equals the formula, as does the total.
TEST(match_score, set_overlaps_equal_the_formula_for_sets_of_every_size) {
  std::mt19937_64 random(28);
  const auto random_set = [&](int bits, int width) {
    std::uint64_t set = 0;
    for (int i = 0; i < bits; ++i) set |= std::uint64_t{1} << (random() % width);
    return set;
  };
  const auto traits = [&] {
    match_traits t;
    t.skills = random_set(static_cast<int>(random() % 65), 64);
    t.interests = static_cast<std::uint16_t>(random_set(static_cast<int>(random() % 11), 10));
    t.goals = static_cast<std::uint8_t>(random_set(static_cast<int>(random() % 9), 8));
    t.skill_count = static_cast<std::uint8_t>(std::popcount(t.skills));
    t.interest_count = static_cast<std::uint8_t>(std::popcount(t.interests));
    t.goal_count = static_cast<std::uint8_t>(std::popcount(t.goals));
    return t;
  };
  // weight × shared / the longer list, in thousandths rounded half up; 0 without a shared one.
  const auto formula = [](int weight, std::uint64_t mine, std::uint64_t theirs) {
    const int shared = std::popcount(mine & theirs);
    const int longer = std::max(std::popcount(mine), std::popcount(theirs));
    return shared == 0 ? 0 : (2 * weight * k_points * shared + longer) / (2 * longer);
  };
  for (int pair = 0; pair < 2000; ++pair) {
    const auto a = traits(), b = traits();
    const scorer viewer(a);
    const auto parts = viewer.breakdown(b);
    ASSERT_EQ(parts.skills, formula(25, a.skills, b.skills)) << pair;
    ASSERT_EQ(parts.interests, formula(3, a.interests, b.interests)) << pair;
    ASSERT_EQ(parts.goals, formula(2, a.goals, b.goals)) << pair;
    ASSERT_EQ(viewer.thousandths(b), parts.total()) << pair;
  }
}

TEST(match_score, a_mixed_pair_adds_up_and_rounds_half_up) {
  auto a = perfect();
  a.skills = {"Payments", "Lending", "Sales", "SQL"};
  a.interests = {"Finance", "Sales"};
  a.goals = {"Raise Funding", "Find Mentor"};
  member_facts b{.industry = "Blockchain",           // related: 20
                 .skills = {"Payments", "Lending"},  // 2 of 4: 12.5
                 .interests = {"Finance"},           // 1 of 2: 1.5
                 .goals = {"Raise Funding"},         // 1 of 2: 1
                 .experience_years = 8,              // 3 apart: 10.5
                 .city = "Mysuru",                   // nearby: 5
                 .funding_stage = "MVP",             // one apart: 8
                 .team_size = 12};                   // 4 apart: 3
  const auto parts = score(a, b);
  EXPECT_EQ(parts.total(), 61500);
  EXPECT_EQ(parts.percentage(), 62);
  EXPECT_EQ(scorer(traits_of(a)).percentage(traits_of(b)), 62);
  EXPECT_EQ(scorer(traits_of(b)).percentage(traits_of(a)), 62);  // symmetric
  EXPECT_EQ(match_reason(factors_of(parts)),
            "Related industry · 2 shared skills · Similar experience · Nearby city · "
            "Adjacent funding stage · 1 shared interest · 1 shared goal");
  std::string factors;
  append_factors_json(factors, factors_of(parts));
  EXPECT_EQ(factors,
            R"([{"factor":"relatedIndustry"},{"factor":"sharedSkills","count":2},)"
            R"({"factor":"similarExperience"},{"factor":"nearbyCity"},{"factor":"adjacentStage"},)"
            R"({"factor":"sharedInterests","count":1},{"factor":"sharedGoals","count":1}])");
}

TEST(match_score, strangers_score_only_the_unknown_and_far_bands) {
  const member_facts nobody{};
  const auto parts = score(nobody, nobody);
  // experience 0.1 × 15 + funding 0.5 × 10 + team 0.3 × 5 = 8
  EXPECT_EQ(parts.total(), 8000);
  EXPECT_EQ(match_reason(factors_of(parts)), "");
  std::string factors;
  append_factors_json(factors, factors_of(parts));
  EXPECT_EQ(factors, "[]");
}

TEST(match_labels, labels_switch_exactly_at_the_spec_thresholds) {
  const std::vector<std::pair<int, std::string_view>> expected{
      {0, "Low"},    {49, "Low"},   {50, "Potential"}, {59, "Potential"},
      {60, "Fair"},  {69, "Fair"},  {70, "Good"},      {79, "Good"},
      {80, "Great"}, {89, "Great"}, {90, "Excellent"}, {100, "Excellent"}};
  for (const auto& [percentage, label] : expected) {
    EXPECT_EQ(match_label(percentage), label) << percentage;
  }
  EXPECT_EQ(match_description(85), "Great match");
}

TEST(match_labels, colours_switch_exactly_at_70_80_90) {
  const std::vector<std::pair<int, std::string_view>> expected{
      {0, "red"},    {50, "red"},    {60, "red"},    {69, "red"},   {70, "amber"},
      {79, "amber"}, {80, "yellow"}, {89, "yellow"}, {90, "green"}, {100, "green"}};
  for (const auto& [percentage, colour] : expected) {
    EXPECT_EQ(match_colour(percentage), colour) << percentage;
  }
}

TEST(vocabulary, related_industries_are_symmetric_and_never_the_same_industry) {
  namespace v = vocabulary;
  for (std::uint8_t a = 1; a <= 12; ++a) {
    EXPECT_FALSE(v::related_industries(a, a));
    for (std::uint8_t b = 1; b <= 12; ++b) {
      EXPECT_EQ(v::related_industries(a, b), v::related_industries(b, a));
    }
  }
  EXPECT_TRUE(v::related_industries(v::industry_id("Fintech"), v::industry_id("Blockchain")));
  EXPECT_FALSE(v::related_industries(v::industry_id("Fintech"), v::industry_id("Gaming")));
}

}  // namespace
}  // namespace sangam::features::discover
