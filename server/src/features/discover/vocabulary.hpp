#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

// The words the matching engine understands, each given a small number so that a member's match
// data fits in a few bytes. Numbers start at 1; 0 means unknown.
namespace sangam::features::discover::vocabulary {

enum class funding_stage : std::uint8_t {
  unknown,
  idea,
  mvp,
  seed,
  series_a,
  series_b,
  series_c_plus
};

// The twelve industries of the application form.
std::span<const std::string_view> industries();
std::uint8_t industry_id(std::string_view name);
// Industries whose founders commonly work together (see docs/matching.md); symmetric.
bool related_industries(std::uint8_t a, std::uint8_t b);

// Skills members choose from; a skill's bit is its position in this list.
std::span<const std::string_view> skills();
std::optional<unsigned> skill_bit(std::string_view name);

// The ten interests and eight goals of the application form, as bit positions.
std::span<const std::string_view> interests();
std::optional<unsigned> interest_bit(std::string_view name);
std::span<const std::string_view> goals();
std::optional<unsigned> goal_bit(std::string_view name);

funding_stage stage_from(std::string_view name);
std::string_view stage_name(funding_stage stage);

// Indian cities the engine knows, with the metropolitan region each belongs to; common older
// names (Bangalore, Gurgaon, Bombay...) are understood too. Matching ignores case.
struct city final {
  std::uint16_t id = 0;      // 0: a city the engine does not know
  std::uint16_t region = 0;  // cities in one region count as nearby; 0: no region
};
city city_from(std::string_view name);
// The known cities' names, for suggestions.
std::span<const std::string_view> city_names();

}  // namespace sangam::features::discover::vocabulary
