#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "features/discover/vocabulary.hpp"
#include "features/profiles/facts.hpp"

// The match score of SPEC section 9 (see docs/matching.md): weights add up to 100 points,
// computed in thousandths of a point so that every band is exact, then rounded half up to a whole
// percentage. The score is symmetric: what A sees of B is what B sees of A.
namespace sangam::features::discover {

// What a member says about themselves is the profiles feature's (profiles/facts.hpp).
using profiles::member_facts;

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
  bool verified = false;  // not scored: it only orders equal scores

  bool operator==(const match_traits&) const = default;
};

match_traits traits_of(const member_facts& facts);

inline constexpr int k_points = 1000;  // thousandths per point

// The factors a member can set a preference on (docs/matching.md, "Match preferences"), as bit
// positions in scorer::met's mask.
enum class factor : std::uint8_t { industry, stage, location, experience, skills, goals };
inline constexpr std::size_t k_factors = 6;
constexpr unsigned bit_of(factor f) {
  return 1u << static_cast<unsigned>(f);
}

// How many times its SPEC weight each of those factors counts in the deck's order (1: as in the
// score). The shown percentage is always the SPEC's score.
struct factor_weights final {
  std::array<int, k_factors> times{1, 1, 1, 1, 1, 1};
  bool operator==(const factor_weights&) const = default;
};

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
// fixes, so scoring a candidate is table lookups, one bit count and a few comparisons: no
// division, no allocation, no branch on the data (on real members those go either way at
// random, and each mispredicted branch costs about as much as the rest of the score).
class scorer final {
 public:
  explicit scorer(const match_traits& viewer, const factor_weights& weights = {});

  const match_traits& viewer() const noexcept { return viewer_; }

  int thousandths(const match_traits& other) const noexcept {
    return thousandths_of_met(other, other.industry, other.skill_count) +
           team_[gap_band(viewer_.team_size, other.team_size, team_limits)] +
           interests_[other.interests & (interests_.size() - 1)];
  }
  // The most a member with the fields `met` reads could score: team and interests at their best.
  template <typename fields>
  int ceiling(const fields& other, std::uint8_t industry) const noexcept {
    return thousandths_of_met(other, industry, bit_count(other.skills)) + k_max_team_and_interests;
  }
  int percentage(const match_traits& other) const noexcept {
    return (thousandths(other) + k_points / 2) / k_points;
  }
  match_breakdown breakdown(const match_traits& other) const;

  // What a member of this industry scores for industry alone, and the most the other factors
  // can add: together, the best a member of that industry could score.
  int industry_points(std::uint8_t industry) const noexcept { return industry_[industry]; }
  int max_besides_industry() const noexcept { return max_besides_industry_; }
  static constexpr int k_max_besides_industry = 70 * k_points;

  // The preference factors on which `other` scores for the viewer, as a mask of bit_of(factor):
  // industry same or related, stage same or one apart, same city or region, experience within
  // 3 years, at least one shared skill, at least one shared goal.
  unsigned met(const match_traits& other) const noexcept { return met(other, other.industry); }
  // The same from any record with the other fields it reads (skills, goals, city, region,
  // experience, stage), the industry given apart: member_index keeps them packed per industry.
  template <typename fields>
  unsigned met(const fields& other, std::uint8_t industry) const noexcept {
    const auto same_place =
        (static_cast<unsigned>(viewer_.city != 0) & (viewer_.city == other.city)) |
        (static_cast<unsigned>(viewer_.region != 0) & (viewer_.region == other.region));
    return (((industry_met_ >> industry) & 1u) << static_cast<unsigned>(factor::industry)) |
           (((stage_met_ >> static_cast<unsigned>(other.stage)) & 1u)
            << static_cast<unsigned>(factor::stage)) |
           (same_place << static_cast<unsigned>(factor::location)) |
           (static_cast<unsigned>(experience_met_[static_cast<std::uint8_t>(other.experience)])
            << static_cast<unsigned>(factor::experience)) |
           (static_cast<unsigned>((viewer_.skills & other.skills) != 0)
            << static_cast<unsigned>(factor::skills)) |
           (static_cast<unsigned>((viewer_.goals & other.goals) != 0)
            << static_cast<unsigned>(factor::goals));
  }
  // Whether a member of this industry meets an industry preference.
  bool industry_met(std::uint8_t industry) const noexcept {
    return ((industry_met_ >> industry) & 1u) != 0;
  }

 private:
  // Bits set in a word. Without -mpopcnt (the default x86-64 target) std::popcount is a call
  // into libgcc; this is the same count in a dozen inline instructions.
  static constexpr int bit_count(std::uint64_t x) noexcept {
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555555555555555u;
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return static_cast<int>((x * 0x0101010101010101u) >> 56);
#endif
  }

  static constexpr std::array<int, 3> experience_limits{1, 3, 5};
  static constexpr std::array<int, 2> team_limits{2, 5};
  static constexpr int k_max_team_and_interests = (5 + 3) * k_points;

  // The score's part from the fields `met` reads; `skill_count` is the bits in other.skills.
  template <typename fields>
  int thousandths_of_met(const fields& other, std::uint8_t industry,
                         int skill_count) const noexcept {
    return industry_[industry] + skills_[bit_count(viewer_.skills & other.skills)][skill_count] +
           experience_[static_cast<std::uint8_t>(other.experience)] + location(other) +
           funding_[static_cast<std::size_t>(other.stage)] + goals_[other.goals];
  }

  // The band of |a - b| among the (ascending) limits (0: within the first); unknown → the last.
  template <std::size_t n>
  static std::size_t gap_band(int a, int b, const std::array<int, n>& limits) noexcept {
    const auto gap = a > b ? a - b : b - a;
    std::size_t band = 0;
    for (const auto limit : limits) band += static_cast<std::size_t>(gap > limit);
    return (a | b) < 0 ? n : band;
  }
  template <typename fields>
  int location(const fields& other) const noexcept {
    const auto same_city = static_cast<unsigned>(viewer_.city != 0) & (viewer_.city == other.city);
    const auto same_region =
        static_cast<unsigned>(viewer_.region != 0) & (viewer_.region == other.region);
    return location_[2 * same_city + same_region];
  }

  void weigh(const factor_weights& weights);

  match_traits viewer_;
  std::array<int, 13> industry_{};
  std::array<std::array<int, 65>, 65> skills_{};  // [shared][their count]
  std::array<int, 256> experience_{};             // [their years as a byte; negative: unknown]
  std::array<int, 7> funding_{};
  std::array<int, 3> team_{};          // [band]
  std::array<int, 1024> interests_{};  // [their set of the ten interests]
  std::array<int, 256> goals_{};       // [their set of the eight goals]
  std::array<int, 4> location_{0, 5 * k_points, 10 * k_points, 10 * k_points};
  int max_besides_industry_ = k_max_besides_industry;
  std::uint16_t industry_met_ = 0;                  // bit per industry
  std::uint8_t stage_met_ = 0;                      // bit per stage
  std::array<std::uint8_t, 256> experience_met_{};  // [their years as a byte]
};

// SPEC section 9: 90+ Excellent, 80 Great, 70 Good, 60 Fair, 50 Potential, else Low.
std::string_view match_label(int percentage);
// 90+ green, 80+ yellow, 70+ amber, else red.
std::string_view match_colour(int percentage);
// "Great match".
std::string match_description(int percentage);
// A factor that scored, named for the web to say in the member's language (matchFactors):
// sameIndustry, relatedIndustry, sharedSkills, similarExperience, sameCity, nearbyCity,
// sameStage, adjacentStage, similarTeam, sharedInterests, sharedGoals; `count` for the shared
// ones, 0 otherwise.
struct match_factor final {
  std::string_view key;
  int count = 0;
};
struct match_factors final {
  std::array<match_factor, 11> items{};
  std::size_t size = 0;
  const match_factor* begin() const { return items.data(); }
  const match_factor* end() const { return items.data() + size; }
};
match_factors factors_of(const match_breakdown& parts);
// [{"factor":"sameIndustry"},{"factor":"sharedSkills","count":3}] appended to `out`.
void append_factors_json(std::string& out, const match_factors& factors);
// The factors in English words: "Same industry · 3 shared skills · Nearby city". Only fixed words
// and counts, with no character JSON would escape.
std::string match_reason(const match_factors& factors);

inline constexpr int k_recommendation_threshold = 60;
inline constexpr std::size_t k_max_recommendations = 10;

}  // namespace sangam::features::discover
