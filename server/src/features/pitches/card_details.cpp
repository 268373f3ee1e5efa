#include "features/pitches/card_details.hpp"

#include <string_view>

#include "http/json_body.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

std::vector<std::string> strings_of(const json& details, const char* key) {
  std::vector<std::string> out;
  const auto it = details.find(key);
  if (it == details.end() || !it->is_array()) return out;
  for (const auto& item : *it) {
    if (item.is_string()) out.push_back(item.get<std::string>());
  }
  return out;
}

std::optional<std::string> text_of(const json& details, const char* key) {
  const auto it = details.find(key);
  if (it == details.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

// A founder's profile says whom they look for ({"cofounderRoles": [...], ...}): the card's line
// is the co-founder roles; an older text stays as it is.
std::optional<std::string> looking_for_text(const json& details) {
  const auto it = details.find("lookingFor");
  if (it == details.end() || !it->is_object()) return text_of(details, "lookingFor");
  std::string roles;
  for (const auto& role : strings_of(*it, "cofounderRoles"))
    roles += (roles.empty() ? "" : ", ") + role;
  if (roles.empty()) return std::nullopt;
  return roles;
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

particulars particulars_of(const std::optional<std::string>& details_text) {
  auto details = details_text ? json::parse(*details_text, nullptr, false) : json::object();
  if (!details.is_object()) details = json::object();
  const auto rate = details.find("hourlyRate");
  const bool pro_bono =
      details.value("proBono", json(false)).is_boolean() && details.value("proBono", false);
  return {.looking_for = looking_for_text(details),
          .expertise = strings_of(details, "expertise"),
          .mentorship_areas = strings_of(details, "mentorshipAreas"),
          .hourly_rate = pro_bono                ? std::optional<std::string>("Pro bono")
                         : rate == details.end() ? std::nullopt
                                                 : hourly_rate_text(*rate),
          .availability = text_of(details, "availability"),
          .firm = text_of(details, "firm"),
          .focus_areas = strings_of(details, "focusAreas"),
          .investment_stage = text_of(details, "investmentStage"),
          .typical_check_size = text_of(details, "typicalCheckSize"),
          .portfolio_companies = strings_of(details, "portfolioCompanies"),
          .recent_investments = strings_of(details, "recentInvestments")};
}

void add_particulars(json& card, const particulars& p) {
  using http::or_null;
  card["lookingFor"] = or_null(p.looking_for);
  card["expertise"] = p.expertise;
  card["mentorshipAreas"] = p.mentorship_areas;
  card["hourlyRate"] = or_null(p.hourly_rate);
  card["availability"] = or_null(p.availability);
  card["firm"] = or_null(p.firm);
  card["focusAreas"] = p.focus_areas;
  card["investmentStage"] = or_null(p.investment_stage);
  card["typicalCheckSize"] = or_null(p.typical_check_size);
  card["portfolioCompanies"] = p.portfolio_companies;
  card["recentInvestments"] = p.recent_investments;
}

}  // namespace sangam::features::pitches
