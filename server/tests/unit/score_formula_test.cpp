#include "features/score/formula.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sangam::features::score {
namespace {

TEST(score_formula, follows_the_spec_with_every_cap) {
  // profile = completeness × 0.3; network = (connections + matches) × 0.5; activity = (events +
  // mentorship applications + pitches) × 2; growth = (validation + achievements × 5) × 0.2.
  const auto p = compute({.profile_completeness = 50,
                          .connections = 3,
                          .matches = 2,
                          .events_attended = 1,
                          .mentorship_applications = 1,
                          .pitches = 1,
                          .validation_score = 40,
                          .achievements = 2});
  EXPECT_EQ(p.profile, 150);  // 15 points
  EXPECT_EQ(p.network, 25);   // 2.5
  EXPECT_EQ(p.activity, 60);  // 6
  EXPECT_EQ(p.growth, 100);   // (40 + 10) × 0.2 = 10
  EXPECT_EQ(p.total(), 335);

  const auto most = compute({.profile_completeness = 100,
                             .connections = 60,
                             .matches = 60,
                             .events_attended = 20,
                             .mentorship_applications = 20,
                             .pitches = 20,
                             .validation_score = 100,
                             .achievements = 10});
  EXPECT_EQ(most.profile, 300);
  EXPECT_EQ(most.network, 250);
  EXPECT_EQ(most.activity, 250);
  EXPECT_EQ(most.growth, 200);
  EXPECT_EQ(most.total(), k_max_total);
  // Just at each cap, and one more changes nothing.
  EXPECT_EQ(compute({.connections = 50}).network, 250);
  EXPECT_EQ(compute({.connections = 49}).network, 245);
  EXPECT_EQ(compute({.pitches = 13}).activity, 250);
  EXPECT_EQ(compute({.pitches = 12}).activity, 240);
  EXPECT_EQ(compute({.validation_score = 100}).growth, 200);
  EXPECT_EQ(compute({.validation_score = 95}).growth, 190);
  EXPECT_EQ(compute({}).total(), 0);
}

TEST(score_formula, levels_change_exactly_at_50_60_70_80_and_90) {
  const std::pair<int, std::string_view> boundaries[] = {
      {49, "new"},      {50, "emerging"},    {59, "emerging"},    {60, "growing"},
      {69, "growing"},  {70, "experienced"}, {79, "experienced"}, {80, "advanced"},
      {89, "advanced"}, {90, "elite"},       {100, "elite"},      {0, "new"}};
  for (const auto& [points, key] : boundaries) {
    EXPECT_EQ(level_of(points * k_tenths).key, key) << points;
  }
  EXPECT_EQ(level_of(899).key, "advanced");  // 89.9 is not yet 90
}

TEST(score_formula, the_next_level_is_the_next_step_with_the_points_needed) {
  auto p = next_level(0);
  EXPECT_EQ(p.next_step, 500);
  EXPECT_EQ(p.needed, 500);
  EXPECT_EQ(p.percent, 0);
  p = next_level(490);
  EXPECT_EQ(p.next_step, 500);
  EXPECT_EQ(p.needed, 10);
  EXPECT_EQ(p.percent, 98);
  p = next_level(500);
  EXPECT_EQ(p.next_step, 600);
  EXPECT_EQ(p.needed, 100);
  EXPECT_EQ(p.percent, 0);
  p = next_level(855);
  EXPECT_EQ(p.next_step, 900);
  EXPECT_EQ(p.needed, 45);
  EXPECT_EQ(p.percent, 55);
  p = next_level(990);
  EXPECT_EQ(p.next_step, 1000);
  EXPECT_EQ(p.needed, 10);
  p = next_level(1000);
  EXPECT_FALSE(p.next_step);
  EXPECT_EQ(p.needed, 0);
  EXPECT_EQ(p.percent, 100);
}

bool unlocks(const inputs& in, std::string_view id, std::set<std::string> already = {}) {
  const auto fresh = newly_unlocked(in, already);
  return std::ranges::find(fresh, id) != fresh.end();
}

TEST(score_formula, every_achievement_unlocks_at_its_threshold_and_not_below) {
  EXPECT_FALSE(unlocks({.profile_completeness = 99}, "profile_complete"));
  EXPECT_TRUE(unlocks({.profile_completeness = 100}, "profile_complete"));
  EXPECT_FALSE(unlocks({.connections = 0}, "first_connection"));
  EXPECT_TRUE(unlocks({.connections = 1}, "first_connection"));
  EXPECT_FALSE(unlocks({.connections = 9}, "super_connector"));
  EXPECT_TRUE(unlocks({.connections = 10}, "super_connector"));
  EXPECT_FALSE(unlocks({.matches = 4}, "match_maker"));
  EXPECT_TRUE(unlocks({.matches = 5}, "match_maker"));
  EXPECT_FALSE(unlocks({.events_attended = 2}, "event_enthusiast"));
  EXPECT_TRUE(unlocks({.events_attended = 3}, "event_enthusiast"));
  EXPECT_FALSE(unlocks({.mentorship_applications = 0}, "mentorship_seeker"));
  EXPECT_TRUE(unlocks({.mentorship_applications = 1}, "mentorship_seeker"));
  EXPECT_FALSE(unlocks({.pitches = 0}, "first_pitch"));
  EXPECT_TRUE(unlocks({.pitches = 1}, "first_pitch"));
  EXPECT_FALSE(unlocks({.validation_score = 79}, "idea_validator"));
  EXPECT_TRUE(unlocks({.validation_score = 80}, "idea_validator"));
  // Five achievements: four held and one more reached now make five.
  const std::set<std::string> four{"first_connection", "first_pitch", "mentorship_seeker",
                                   "profile_complete"};
  EXPECT_FALSE(unlocks({}, "achievement_hunter", four));
  EXPECT_TRUE(unlocks({.validation_score = 80}, "achievement_hunter", four));
  // Score 90: 89.5 is not enough; the achievements unlocked on the way count towards it.
  const inputs almost{.profile_completeness = 100,
                      .connections = 49,
                      .events_attended = 13,
                      .validation_score = 45};  // 30 + 24.5 + 25 + 9 = 88.5 before achievements
  const std::set<std::string> all_but_elite_and_hunter{"profile_complete", "first_connection",
                                                       "super_connector", "event_enthusiast"};
  // With the four held: growth = (45 + 4×5)×0.2 = 13 → 30+24.5+25+13 = 92.5, and the fifth
  // (achievement_hunter) then brings it over too.
  const auto fresh = newly_unlocked(almost, all_but_elite_and_hunter);
  EXPECT_NE(std::ranges::find(fresh, "achievement_hunter"), fresh.end());
  EXPECT_NE(std::ranges::find(fresh, "elite_founder"), fresh.end());
  EXPECT_FALSE(unlocks({.profile_completeness = 100, .connections = 48, .events_attended = 13},
                       "elite_founder"));
  // An achievement held is not unlocked again.
  EXPECT_FALSE(unlocks({.connections = 1}, "first_connection", {"first_connection"}));
}

TEST(score_formula, at_most_three_recommended_actions_the_biggest_gains_first) {
  const auto fresh = recommended_actions({});
  ASSERT_EQ(fresh.size(), k_max_actions);
  EXPECT_EQ(fresh[0].id, "complete_profile");  // +30
  EXPECT_EQ(fresh[0].gain, 300);
  EXPECT_EQ(fresh[1].id, "validate_idea");  // +20
  EXPECT_EQ(fresh[2].id, "attend_event");   // +2, first of the equal ones
  // Nothing is offered that gains nothing: with activity capped, no event or pitch.
  const auto busy = recommended_actions(
      {.profile_completeness = 100, .events_attended = 20, .validation_score = 100});
  ASSERT_EQ(busy.size(), 1U);
  EXPECT_EQ(busy[0].id, "connect");
  EXPECT_TRUE(recommended_actions({.profile_completeness = 100,
                                   .connections = 50,
                                   .events_attended = 20,
                                   .validation_score = 100})
                  .empty());
}

}  // namespace
}  // namespace sangam::features::score
