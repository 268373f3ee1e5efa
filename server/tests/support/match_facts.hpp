#pragma once

#include "features/discover/match.hpp"

namespace sangam::testing {

// A Fintech founder in Bengaluru at Seed who scores every factor in full against themself; the
// match and preference tests change one thing at a time.
inline features::discover::member_facts perfect_founder() {
  return {.industry = "Fintech",
          .skills = {"Payments", "Lending", "Sales"},
          .interests = {"Finance"},
          .goals = {"Raise Funding"},
          .experience_years = 5,
          .city = "Bengaluru",
          .funding_stage = "Seed",
          .team_size = 8};
}

}  // namespace sangam::testing
