#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace sangam::features::pitches {

// A Card's particulars, from the stored profiles.details JSON: a mentor's expertise, an
// investor's firm... Empty lists and nullopt for what is not there.
struct particulars final {
  std::optional<std::string> looking_for;
  std::vector<std::string> expertise;
  std::vector<std::string> mentorship_areas;
  std::optional<std::string> hourly_rate;  // as shown: hourly_rate_text, or "Pro bono"
  std::optional<std::string> availability;
  std::optional<std::string> firm;
  std::vector<std::string> focus_areas;
  std::optional<std::string> investment_stage;
  std::optional<std::string> typical_check_size;
  std::vector<std::string> portfolio_companies;
  std::vector<std::string> recent_investments;
};
particulars particulars_of(const std::optional<std::string>& details_text);

// Adds every key of the Card's particulars to `card`.
void add_particulars(nlohmann::json& card, const particulars& p);

// "₹8,000 an hour" for a stored whole number of rupees (Indian digit grouping); a stored text as
// it is.
std::optional<std::string> hourly_rate_text(const nlohmann::json& stored);

}  // namespace sangam::features::pitches
