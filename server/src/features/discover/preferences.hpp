#pragma once

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "features/discover/match.hpp"

// What a member wants of the people in their deck (docs/matching.md, "Match preferences"): per
// factor a must-have (the deck keeps only members who score on it), a nice-to-have (it counts
// double in the deck's order) or don't care (it counts as in the score), and which kinds of
// member to show at all. The shown percentage stays the SPEC's symmetric score.
namespace sangam::features::discover {

enum class preference : std::uint8_t { dont_care, nice, must };

inline constexpr int k_nice_weight = 2;
// A deck with fewer cards left than this, because of preferences, suggests widening them.
inline constexpr std::size_t k_widen_below = 10;

// The kinds a member can hide; members who never picked a role count as founders.
enum class shown_kind : std::uint8_t { founders, mentors, investors };
inline constexpr std::size_t k_shown_kinds = 3;

struct match_preferences final {
  std::array<preference, k_factors> factors{};  // by factor
  std::array<bool, k_shown_kinds> kinds{true, true, true};

  bool operator==(const match_preferences&) const = default;
  // Nothing set: the deck is the plain ranking.
  bool plain() const { return *this == match_preferences{}; }
  unsigned must() const { return mask_of(preference::must); }
  unsigned nice() const { return mask_of(preference::nice); }
  factor_weights weights() const;
  // A few characters that differ whenever the preferences do (for caches).
  std::string key() const;

 private:
  unsigned mask_of(preference level) const;
};

// What the viewer's preferences leave out that one change would bring back: per must-have factor
// made nice-to-have, and per hidden kind shown, the cards it would add.
struct left_out final {
  std::array<std::size_t, k_factors> by_factor{};
  std::array<std::size_t, k_shown_kinds> by_kind{};
};

// industry, stage, location, experience, skills, goals: the API's and the web's names.
std::span<const std::string_view> factor_names();

// {"industry":"must",...,"showFounders":true,"showMentors":true,"showInvestors":false}
nlohmann::json to_json(const match_preferences& preferences);
// `current` with what `body` sets (every field optional); a field of the wrong kind or value is a
// validation error naming it.
match_preferences updated(match_preferences current, const nlohmann::json& body);

// The card's "matchPreferences": the viewer's must-haves and nice-to-haves that `met` (a
// scorer::met mask) meets, appended to `out`: [{"factor":"industry","preference":"must"},...].
void append_met_json(std::string& out, const match_preferences& preferences, unsigned met);
// The deck's "widen": null, or when preferences leave fewer than k_widen_below cards, the one
// change that adds the most: {"factor":"industry","adds":12} (a must-have made nice-to-have) or
// {"factor":"investors","adds":3} (a hidden kind shown).
nlohmann::json widen_json(const match_preferences& preferences, std::size_t remaining,
                          const left_out& left);

}  // namespace sangam::features::discover
