#pragma once

#include <string>
#include <string_view>
#include <vector>

// How well a founder's startup fits an investor (docs/pitches.md, "Investor dashboard"): pure.
namespace sangam::features::investing {

// What the investor's profiles.details says they look for.
struct investor_focus final {
  std::vector<std::string> focus_areas;  // industries (and themes, which match no industry)
  std::string investment_stage;          // "Seed", "Pre-seed to Seed", "Series B and later", …
};

// The founder stages (Idea 0, MVP 1, Seed 2, Series A 3, Series B 4, Series C+ 5) an investment
// stage spans; lo > hi when the text names none.
struct stage_range final {
  int lo = 1;
  int hi = 0;
};
stage_range stage_range_of(std::string_view investment_stage);

// 0–100: 60 when the startup's industry is a focus area (30 when the investor names none), plus
// 40 when its stage is in the investor's range, 20 one stage outside it (20 when either side
// does not say).
int startup_match(const investor_focus& investor, std::string_view industry,
                  std::string_view funding_stage);

}  // namespace sangam::features::investing
