#include "features/investing/ranking.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace sangam::features::investing {
namespace {

constexpr std::array<std::string_view, 6> k_founder_stages = {"Idea",     "MVP",      "Seed",
                                                              "Series A", "Series B", "Series C+"};

int founder_stage_index(std::string_view stage) {
  const auto it = std::find(k_founder_stages.begin(), k_founder_stages.end(), stage);
  return it == k_founder_stages.end() ? -1 : static_cast<int>(it - k_founder_stages.begin());
}

}  // namespace

stage_range stage_range_of(std::string_view text) {
  // Words of an investment stage and the founder stages each covers.
  constexpr std::array<std::pair<std::string_view, std::pair<int, int>>, 7> k_words = {{
      {"Pre-seed", {0, 1}},
      {"Seed", {2, 2}},  // capitalised: not the "seed" of "Pre-seed"
      {"Series A", {3, 3}},
      {"Series B", {4, 4}},
      {"to B", {4, 4}},
      {"Series C", {5, 5}},
      {"and later", {5, 5}},
  }};
  stage_range range;
  for (const auto& [word, span] : k_words) {
    if (text.find(word) == std::string_view::npos) continue;
    if (range.lo > range.hi) {
      range = {span.first, span.second};
    } else {
      range.lo = std::min(range.lo, span.first);
      range.hi = std::max(range.hi, span.second);
    }
  }
  return range;
}

int startup_match(const investor_focus& investor, std::string_view industry,
                  std::string_view funding_stage) {
  int points = 0;
  if (investor.focus_areas.empty()) {
    points += 30;
  } else if (std::find(investor.focus_areas.begin(), investor.focus_areas.end(), industry) !=
             investor.focus_areas.end()) {
    points += 60;
  }
  const auto range = stage_range_of(investor.investment_stage);
  const auto stage = founder_stage_index(funding_stage);
  if (range.lo > range.hi || stage < 0) {
    points += 20;
  } else if (stage >= range.lo && stage <= range.hi) {
    points += 40;
  } else if (stage == range.lo - 1 || stage == range.hi + 1) {
    points += 20;
  }
  return points;
}

}  // namespace sangam::features::investing
