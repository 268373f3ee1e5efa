#pragma once

#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace sangam::features::score {

// What the founder score is computed from (SPEC section 3 "Founder score inputs"), every one
// counted from what the member has done.
struct inputs final {
  int profile_completeness = 0;  // percent, the profile's own completeness
  long long connections = 0;
  long long matches = 0;  // connections made by two Connects
  long long events_attended = 0;
  long long mentorship_applications = 0;
  long long pitches = 0;     // pitches sent
  int validation_score = 0;  // percent of the idea-validation answers filled
  long long achievements = 0;
};

// Points are kept in tenths, so that half a point per connection is exact: 125 is 12.5 points.
struct points final {
  int profile = 0;   // completeness × 0.3, at most 30
  int network = 0;   // (connections + matches) × 0.5, at most 25
  int activity = 0;  // (events + mentorship applications + pitches) × 2, at most 25
  int growth = 0;    // (validation score + achievements × 5) × 0.2, at most 20
  int total() const { return profile + network + activity + growth; }
};
inline constexpr int k_tenths = 10;
inline constexpr int k_max_total = 100 * k_tenths;

// SPEC section 9's formula with every cap.
points compute(const inputs& in);

// The level a total reaches: 90 Elite, 80 Advanced, 70 Experienced, 60 Growing, 50 Emerging,
// below 50 New.
struct level final {
  std::string_view key;  // elite, advanced, experienced, growing, emerging, new
  std::string_view name;
  int from = 0;  // in tenths
};
const level& level_of(int total);

// Progress to the next step (50, 60, 70, 80, 90, 100): the points still needed and the percent
// of the way from the last step (or from 0 below 50). At 100 there is no next step.
struct progress final {
  std::optional<int> next_step;  // in tenths
  int needed = 0;                // in tenths
  int percent = 100;
};
progress next_level(int total);

// SPEC section 9's achievements and their thresholds.
enum class category { profile, network, activity, growth, milestone };
struct achievement final {
  std::string_view id;
  std::string_view title;
  std::string_view description;
  std::string_view icon;  // a lucide icon name, drawn by the web app
  int points = 0;
  category kind = category::profile;
};
extern const std::array<achievement, 10> k_achievements;
std::string_view category_name(category c);

// The achievements to unlock now, besides `already` (ids; an unlocked achievement stays unlocked):
// each threshold is checked with the achievements count and the score that the unlocking itself
// brings, until nothing more unlocks.
std::vector<std::string_view> newly_unlocked(inputs in, const std::set<std::string>& already);

// What would raise the score most, best first, at most k_max_actions (SPEC section 9).
struct action final {
  std::string_view id;  // complete_profile, connect, attend_event, apply_mentorship, send_pitch,
                        // validate_idea
  int gain = 0;         // tenths
};
inline constexpr std::size_t k_max_actions = 3;
std::vector<action> recommended_actions(const inputs& in);

}  // namespace sangam::features::score
