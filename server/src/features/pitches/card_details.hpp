#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace sangam::features::pitches {

// Adds a Card's particulars from the stored profiles.details JSON (a mentor's expertise, an
// investor's firm...): every key of the Card, empty lists and nulls for what is not there.
void add_particulars(nlohmann::json& card, const std::optional<std::string>& details_text);

// "₹8,000 an hour" for a stored whole number of rupees (Indian digit grouping); a stored text as
// it is.
std::optional<std::string> hourly_rate_text(const nlohmann::json& stored);

}  // namespace sangam::features::pitches
