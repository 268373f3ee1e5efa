#include "features/pitches/card_details.hpp"

#include <string_view>

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

json strings_of(const json& details, const char* key) {
  json out = json::array();
  const auto it = details.find(key);
  if (it == details.end() || !it->is_array()) return out;
  for (const auto& item : *it) {
    if (item.is_string()) out.push_back(item);
  }
  return out;
}

json text_of(const json& details, const char* key) {
  const auto it = details.find(key);
  return it != details.end() && it->is_string() ? *it : json(nullptr);
}

// 1,00,000: the last three digits, then pairs.
std::string indian_grouping(long long value) {
  auto digits = std::to_string(value < 0 ? -value : value);
  std::string out;
  const auto n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    const auto from_end = n - i;
    if (i > 0 && (from_end == 3 || (from_end > 3 && (from_end - 3) % 2 == 0))) out += ',';
    out += digits[i];
  }
  return value < 0 ? "-" + out : out;
}

}  // namespace

std::optional<std::string> hourly_rate_text(const json& stored) {
  if (stored.is_number_integer()) {
    return "\u20b9" + indian_grouping(stored.get<long long>()) + " an hour";
  }
  if (stored.is_string()) return stored.get<std::string>();
  return std::nullopt;
}

void add_particulars(json& card, const std::optional<std::string>& details_text) {
  auto details = details_text ? json::parse(*details_text, nullptr, false) : json::object();
  if (!details.is_object()) details = json::object();
  card["lookingFor"] = text_of(details, "lookingFor");
  card["expertise"] = strings_of(details, "expertise");
  card["mentorshipAreas"] = strings_of(details, "mentorshipAreas");
  const auto rate = details.find("hourlyRate");
  const auto rate_text = rate == details.end() ? std::nullopt : hourly_rate_text(*rate);
  card["hourlyRate"] = rate_text ? json(*rate_text) : json(nullptr);
  card["availability"] = text_of(details, "availability");
  card["firm"] = text_of(details, "firm");
  card["focusAreas"] = strings_of(details, "focusAreas");
  card["investmentStage"] = text_of(details, "investmentStage");
  card["typicalCheckSize"] = text_of(details, "typicalCheckSize");
  card["portfolioCompanies"] = strings_of(details, "portfolioCompanies");
  card["recentInvestments"] = strings_of(details, "recentInvestments");
}

}  // namespace sangam::features::pitches
