#include "features/discover/match.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

namespace sangam::features::discover {
namespace {

// weight × part, both in whole units, to thousandths of a point.
constexpr int share(int weight, int tenths) {
  return weight * tenths * (k_points / 10);
}

// weight × shared / max(mine, theirs), rounded half up; no credit when either list is empty.
int overlap(int weight, int shared, int mine, int theirs) {
  const auto larger = std::max(mine, theirs);
  if (larger == 0 || shared == 0) return 0;
  return (2 * weight * k_points * shared + larger) / (2 * larger);
}

// Bits set in each value below 1024: the interest and goal sets (ten and eight bits).
constexpr auto k_bits_in = [] {
  std::array<std::uint8_t, 1024> bits{};
  for (std::size_t i = 1; i < bits.size(); ++i) bits[i] = bits[i / 2] + (i % 2);
  return bits;
}();

// table[set] = overlap of `set` with the viewer's `mine`: a few counts' overlaps, then lookups,
// instead of a division per set.
template <std::size_t n>
void overlaps_by_set(std::array<int, n>& table, int weight, unsigned mine, int mine_count) {
  static_assert(n <= k_bits_in.size() && std::has_single_bit(n));
  constexpr int most = std::countr_zero(n);
  std::array<std::array<int, most + 1>, most + 1> by_count{};  // [shared][theirs]
  for (int shared = 1; shared <= most; ++shared) {
    for (int theirs = shared; theirs <= most; ++theirs) {
      by_count[shared][theirs] = overlap(weight, shared, mine_count, theirs);
    }
  }
  for (unsigned set = 0; set < n; ++set)
    table[set] = by_count[k_bits_in[set & mine]][k_bits_in[set]];
}

template <typename T>
std::uint8_t count_of(T bits) {
  return static_cast<std::uint8_t>(std::popcount(bits));
}

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

}  // namespace

match_traits traits_of(const member_facts& facts) {
  match_traits t;
  t.industry = vocabulary::industry_id(facts.industry);
  for (const auto& s : facts.skills) {
    if (const auto bit = vocabulary::skill_bit(s)) t.skills |= std::uint64_t{1} << *bit;
  }
  for (const auto& s : facts.interests) {
    if (const auto bit = vocabulary::interest_bit(s))
      t.interests |= static_cast<std::uint16_t>(1u << *bit);
  }
  for (const auto& s : facts.goals) {
    if (const auto bit = vocabulary::goal_bit(s)) t.goals |= static_cast<std::uint8_t>(1u << *bit);
  }
  if (facts.experience_years && *facts.experience_years >= 0) {
    t.experience = static_cast<std::int8_t>(std::min(*facts.experience_years, 100));
  }
  if (facts.team_size && *facts.team_size >= 0) {
    t.team_size = static_cast<std::int16_t>(std::min(*facts.team_size, 30000));
  }
  const auto city = vocabulary::city_from(facts.city);
  t.city = city.id;
  t.region = city.region;
  t.stage = vocabulary::stage_from(facts.funding_stage);
  t.skill_count = count_of(t.skills);
  t.interest_count = count_of(static_cast<unsigned>(t.interests));
  t.goal_count = count_of(static_cast<unsigned>(t.goals));
  t.verified = facts.verified;
  return t;
}

scorer::scorer(const match_traits& viewer, const factor_weights& weights) : viewer_(viewer) {
  for (std::uint8_t other = 1; other < industry_.size(); ++other) {
    if (other == viewer.industry) {
      industry_[other] = 30 * k_points;
    } else if (vocabulary::related_industries(viewer.industry, other)) {
      industry_[other] = 20 * k_points;
    }
  }
  // Only rows up to the viewer's own count can be read (no more skills are shared than they
  // have): a scorer is built on every deck request, and the other rows were most of its cost.
  const int mine = bit_count(viewer.skills);
  for (int shared = 1; shared <= mine; ++shared) {
    for (int theirs = 0; theirs <= 64; ++theirs) {
      skills_[shared][theirs] = overlap(25, shared, viewer.skill_count, theirs);
    }
  }
  overlaps_by_set(interests_, 3, viewer.interests, viewer.interest_count);
  overlaps_by_set(goals_, 2, viewer.goals, viewer.goal_count);
  constexpr std::array<int, 4> experience_bands{share(15, 10), share(15, 7), share(15, 4),
                                                share(15, 1)};
  for (unsigned byte = 0; byte < experience_.size(); ++byte) {
    const int theirs = static_cast<std::int8_t>(byte);
    experience_[byte] = experience_bands[gap_band(viewer.experience, theirs, experience_limits)];
  }
  team_ = {share(5, 10), share(5, 6), share(5, 3)};
  // Idea, MVP, Seed, Series A, Series B, Series C+: same 1, one apart 0.8, two apart 0.5,
  // further 0.2; a stage unknown on either side 0.5.
  for (std::size_t other = 0; other < funding_.size(); ++other) {
    const auto mine = static_cast<int>(viewer.stage);
    const auto theirs = static_cast<int>(other);
    if (mine == 0 || theirs == 0) {
      funding_[other] = share(10, 5);
      continue;
    }
    const auto apart = std::abs(mine - theirs);
    funding_[other] = apart == 0   ? share(10, 10)
                      : apart == 1 ? share(10, 8)
                      : apart == 2 ? share(10, 5)
                                   : share(10, 2);
    if (mine != 0 && theirs != 0 && apart <= 1)
      stage_met_ |= static_cast<std::uint8_t>(1u << other);
  }
  for (std::uint8_t other = 0; other < industry_.size(); ++other) {
    if (industry_[other] > 0) industry_met_ |= static_cast<std::uint16_t>(1u << other);
  }
  for (unsigned byte = 0; byte < experience_.size(); ++byte) {
    experience_met_[byte] = static_cast<std::uint8_t>(experience_[byte] >= share(15, 7));
  }
  if (weights != factor_weights{}) weigh(weights);
}

// Scales each preference factor's table by its weight (after the met tables are taken from the
// plain score), and with them the most a member could score besides industry.
void scorer::weigh(const factor_weights& weights) {
  const auto times = [&](factor f) { return weights.times[static_cast<std::size_t>(f)]; };
  const auto scale = [](auto& table, int by) {
    for (auto& points : table) points *= by;
  };
  scale(industry_, times(factor::industry));
  scale(funding_, times(factor::stage));
  scale(location_, times(factor::location));
  scale(experience_, times(factor::experience));
  for (auto& row : skills_) scale(row, times(factor::skills));
  scale(goals_, times(factor::goals));
  max_besides_industry_ =
      (25 * times(factor::skills) + 15 * times(factor::experience) + 10 * times(factor::location) +
       10 * times(factor::stage) + 5 + 3 + 2 * times(factor::goals)) *
      k_points;
}

match_breakdown scorer::breakdown(const match_traits& other) const {
  match_breakdown parts;
  parts.shared_skills = bit_count(viewer_.skills & other.skills);
  parts.shared_interests = bit_count(viewer_.interests & other.interests);
  parts.shared_goals = bit_count(viewer_.goals & other.goals);
  parts.industry = industry_[other.industry];
  parts.skills = skills_[parts.shared_skills][other.skill_count];
  parts.experience = experience_[static_cast<std::uint8_t>(other.experience)];
  parts.location = location(other);
  parts.funding = funding_[static_cast<std::size_t>(other.stage)];
  parts.team = team_[gap_band(viewer_.team_size, other.team_size, team_limits)];
  parts.interests = interests_[other.interests & (interests_.size() - 1)];
  parts.goals = goals_[other.goals];
  return parts;
}

std::string_view match_label(int percentage) {
  if (percentage >= 90) return "Excellent";
  if (percentage >= 80) return "Great";
  if (percentage >= 70) return "Good";
  if (percentage >= 60) return "Fair";
  if (percentage >= 50) return "Potential";
  return "Low";
}

std::string_view match_colour(int percentage) {
  if (percentage >= 90) return "green";
  if (percentage >= 80) return "yellow";
  if (percentage >= 70) return "amber";
  return "red";
}

std::string match_description(int percentage) {
  return fmt::format("{} match", match_label(percentage));
}

match_factors factors_of(const match_breakdown& parts) {
  match_factors out;
  const auto add = [&](std::string_view key, int count = 0) {
    out.items[out.size++] = {key, count};
  };
  if (parts.industry == 30 * k_points) add("sameIndustry");
  if (parts.industry == 20 * k_points) add("relatedIndustry");
  if (parts.shared_skills > 0) add("sharedSkills", parts.shared_skills);
  if (parts.experience >= share(15, 7)) add("similarExperience");
  if (parts.location == 10 * k_points) add("sameCity");
  if (parts.location == 5 * k_points) add("nearbyCity");
  if (parts.funding == share(10, 10)) add("sameStage");
  if (parts.funding == share(10, 8)) add("adjacentStage");
  if (parts.team == share(5, 10)) add("similarTeam");
  if (parts.shared_interests > 0) add("sharedInterests", parts.shared_interests);
  if (parts.shared_goals > 0) add("sharedGoals", parts.shared_goals);
  return out;
}

void append_factors_json(std::string& out, const match_factors& factors) {
  out += '[';
  for (const auto& f : factors) {
    if (&f != factors.begin()) out += ',';
    out += R"({"factor":")";
    out += f.key;
    out += '"';
    if (f.count > 0) {
      out += R"(,"count":)";
      out += std::to_string(f.count);
    }
    out += '}';
  }
  out += ']';
}

std::string match_reason(const match_factors& factors) {
  static constexpr std::pair<std::string_view, std::string_view> k_words[] = {
      {"sameIndustry", "Same industry"},
      {"relatedIndustry", "Related industry"},
      {"similarExperience", "Similar experience"},
      {"sameCity", "Same city"},
      {"nearbyCity", "Nearby city"},
      {"sameStage", "Same funding stage"},
      {"adjacentStage", "Adjacent funding stage"},
      {"similarTeam", "Similar team size"}};
  std::string out;
  for (const auto& f : factors) {
    if (!out.empty()) out += " · ";
    if (f.key == "sharedSkills") {
      out += plural(f.count, "shared skill", "shared skills");
    } else if (f.key == "sharedInterests") {
      out += plural(f.count, "shared interest", "shared interests");
    } else if (f.key == "sharedGoals") {
      out += plural(f.count, "shared goal", "shared goals");
    } else {
      out +=
          std::ranges::find(k_words, f.key, &std::pair<std::string_view, std::string_view>::first)
              ->second;
    }
  }
  return out;
}

}  // namespace sangam::features::discover
