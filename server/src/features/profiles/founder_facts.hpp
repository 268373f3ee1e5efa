#pragma once

#include <optional>
#include <string>
#include <string_view>

// What a founder says of the venture both in the application and in the profile's founder
// section, checked one way: the funding stage (of the stages the match score knows) and the team
// size, kept in profiles.funding_stage and profiles.team_size.
namespace sangam::features::profiles {

// The stage as the profile keeps it, or nullopt for a stage not offered.
std::optional<std::string> founder_stage(std::string_view name);
inline constexpr const char* k_founder_stage_message =
    "Choose Idea, MVP, Seed, Series A, Series B or Series C+.";

inline constexpr long long k_team_size_min = 1;
inline constexpr long long k_team_size_max = 10'000;
inline constexpr const char* k_team_size_message = "Enter a whole number from 1 to 10000.";

}  // namespace sangam::features::profiles
