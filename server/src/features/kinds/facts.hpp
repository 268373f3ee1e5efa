#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

// The facts a request to act as a kind carries: what the mentor and investor cards show
// (discover's cards, the investor's focus on the dashboard), checked once here.
namespace sangam::features::kinds {

// `kind` is Mentor or Investor (400 on "kind" otherwise).
void check_kind(std::string_view kind);

// The request body's "facts" for `kind`, checked and trimmed, as stored on the request:
// Investor: firm, typicalCheckSize, stages (of Pre-seed, Seed, Series A, Series B, Series C+),
// focusAreas (the sectors); Mentor: expertise, mentorshipAreas, experience (years),
// availability, hourlyRate (optional). 400 naming each field ("facts.firm") otherwise.
nlohmann::json facts_sent(std::string_view kind, const nlohmann::json& body);

// What an approval writes on the profile: the card's details and, for a mentor, the years.
struct card_facts final {
  nlohmann::json details;
  std::optional<int> experience_years;
};
card_facts card_facts_of(std::string_view kind, const nlohmann::json& facts);

}  // namespace sangam::features::kinds
