#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "features/discover/vocabulary.hpp"

// The match score of SPEC section 9 (see docs/matching.md): weights add up to 100 points,
// computed in thousandths of a point so that every band is exact, then rounded half up to a whole
// percentage. The score is symmetric: what A sees of B is what B sees of A.
namespace sangam::features::discover {

// What a member says about themselves, as text (a profile row, demo data, a test).
struct member_facts final {
  std::string industry;
  std::vector<std::string> skills;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::optional<int> experience_years;
  std::string city;
  std::string funding_stage;
  std::optional<int> team_size;
};

// The same in 32 bytes: numbers for words, bit sets for lists. Unknown numbers are -1.
struct match_traits final {
  std::uint64_t skills = 0;
  std::uint16_t interests = 0;
  std::uint16_t city = 0;
  std::uint16_t region = 0;
  std::int16_t team_size = -1;
  std::uint8_t goals = 0;
  std::uint8_t industry = 0;
  std::int8_t experience = -1;
  vocabulary::funding_stage stage = vocabulary::funding_stage::unknown;
  std::uint8_t skill_count = 0;
  std::uint8_t interest_count = 0;
  std::uint8_t goal_count = 0;
};

match_traits traits_of(const member_facts& facts);

inline constexpr int k_points = 1000;  // thousandths per point

// Each factor's share of a score, in thousandths of a point.
struct match_breakdown final {
  int industry = 0;
  int skills = 0;
  int experience = 0;
  int location = 0;
  int funding = 0;
  int team = 0;
  int interests = 0;
  int goals = 0;
  int shared_skills = 0;
  int shared_interests = 0;
  int shared_goals = 0;

  int total() const {
    return industry + skills + experience + location + funding + team + interests + goals;
  }
  int percentage() const { return (total() + k_points / 2) / k_points; }
};

// One viewer's scores of everyone else. Building it precomputes every table the viewer's side
// fixes, so scoring a candidate is table lookups and one popcount: no division, no allocation.
class scorer final {
 public:
  explicit scorer(const match_traits& viewer);

  int thousandths(const match_traits& other) const noexcept {
    const auto shared_skills = std::popcount(viewer_.skills & other.skills);
    const auto shared_interests = std::popcount(static_cast<unsigned>(viewer_.interests & other.interests));
    const auto shared_goals = std::popcount(static_cast<unsigned>(viewer_.goals & other.goals));
    return industry_[other.industry] + skills_[shared_skills][other.skill_count] +
           experience_[gap_band(viewer_.experience, other.experience, experience_limits)] +
           location(other) + funding_[static_cast<std::size_t>(other.stage)] +
           team_[gap_band(viewer_.team_size, other.team_size, team_limits)] +
           interests_[shared_interests][other.interest_count] +
           goals_[shared_goals][other.goal_count];
  }
  int percentage(const match_traits& other) const noexcept {
    return (thousandths(other) + k_points / 2) / k_points;
  }
  match_breakdown breakdown(const match_traits& other) const;

 private:
  static constexpr std::array<int, 3> experience_limits{1, 3, 5};
  static constexpr std::array<int, 2> team_limits{2, 5};

  // The band of |a - b| among the limits (0: within the first); unknown → the last band.
  template <std::size_t n>
  static std::size_t gap_band(int a, int b, const std::array<int, n>& limits) noexcept {
    if (a < 0 || b < 0) return n;
    const auto gap = a > b ? a - b : b - a;
    for (std::size_t i = 0; i < n; ++i) {
      if (gap <= limits[i]) return i;
    }
    return n;
  }
  int location(const match_traits& other) const noexcept {
    if (viewer_.city != 0 && viewer_.city == other.city) return 10 * k_points;
    if (viewer_.region != 0 && viewer_.region == other.region) return 5 * k_points;
    return 0;
  }

  match_traits viewer_;
  std::array<int, 13> industry_{};
  std::array<std::array<int, 65>, 65> skills_{};  // [shared][their count]
  std::array<int, 4> experience_{};
  std::array<int, 7> funding_{};
  std::array<int, 3> team_{};
  std::array<std::array<int, 11>, 11> interests_{};
  std::array<std::array<int, 9>, 9> goals_{};
};

// SPEC section 9: 90+ Excellent, 80 Great, 70 Good, 60 Fair, 50 Potential, else Low.
std::string_view match_label(int percentage);
// 90+ green, 80+ yellow, 70+ amber, else red.
std::string_view match_colour(int percentage);
// "Great match".
std::string match_description(int percentage);
// The factors that scored, in words: "Same industry · 3 shared skills · Nearby city".
std::string match_reason(const match_breakdown& parts);

inline constexpr int k_recommendation_threshold = 60;
inline constexpr std::size_t k_max_recommendations = 10;

}  // namespace sangam::features::discover
