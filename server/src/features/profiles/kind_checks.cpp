// The checks of the kind sections sent with PUT /api/me/profile (founder, mentor, investor);
// kind_details.cpp reads and writes them.
#include "features/profiles/kind_details.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

#include "core/text.hpp"
#include "features/profiles/founder_facts.hpp"
#include "features/profiles/kind_fields.hpp"
#include "features/profiles/profile_fields.hpp"
#include "http/json_number.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 5> k_revenue_bands{"Pre-revenue", "< ₹10 L", "₹10 L–1 Cr",
                                                          "₹1–10 Cr", "> ₹10 Cr"};
constexpr std::array<std::string_view, 7> k_days{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
constexpr std::size_t k_max_slots = 14;
constexpr std::size_t k_max_portfolio = 15;
constexpr std::size_t k_max_thesis = 600;
constexpr long long k_max_rupees = 10'000'000'000'000;  // ₹10 lakh crore

// Checks one section's fields, each problem under "<section>.<field>".
class section_checker final {
 public:
  section_checker(const json& section, std::string name, core::field_errors& errors)
      : section_(section), name_(std::move(name)), errors_(errors) {}

  std::string key(std::string_view field) const { return name_ + "." + std::string(field); }
  void fail(std::string_view field, std::string message) {
    errors_.emplace(key(field), std::move(message));
  }

  std::optional<std::string> text(const char* field, std::size_t max, bool multi_line = false) {
    auto value = trimmed_text(section_, field, key(field), errors_);
    if (!value) return std::nullopt;
    if (core::utf8_length(*value) > max) {
      fail(field, "Must be at most " + std::to_string(max) + " characters.");
    } else if (!multi_line && !core::is_one_line_text(*value)) {
      fail(field, core::k_one_line_message);
    }
    return value;
  }

  std::vector<std::string> list(const char* field) {
    return text_list(section_, field, key(field), errors_);
  }

  // A text that must be one of `allowed` (matched exactly).
  template <std::size_t N>
  std::optional<std::string> choice(const char* field,
                                    const std::array<std::string_view, N>& allowed) {
    auto value = text(field, 40);
    if (value && std::ranges::find(allowed, *value) == allowed.end()) {
      fail(field, "Choose one of the listed values.");
      return std::nullopt;
    }
    return value;
  }

  std::optional<long long> whole(const char* field, long long min, long long max,
                                 const std::string& message) {
    return http::optional_whole(section_, field, min, max, [&] { fail(field, message); });
  }

  bool flag(const char* field) {
    const auto it = section_.find(field);
    if (it == section_.end() || it->is_null()) return false;
    if (!it->is_boolean()) fail(field, "Must be true or false.");
    return it->is_boolean() && it->get<bool>();
  }

  // The checker of a nested object (traction, lookingFor); an empty one when absent.
  section_checker nested(const char* field) {
    static const json k_empty = json::object();
    const auto it = section_.find(field);
    const bool usable = it != section_.end() && it->is_object();
    if (it != section_.end() && !it->is_null() && !usable) fail(field, "Must be an object.");
    return {usable ? *it : k_empty, key(field), errors_};
  }

  const json& section() const { return section_; }

 private:
  const json& section_;
  std::string name_;
  core::field_errors& errors_;
};

json founder_section(section_checker& c, kind_sections& out) {
  if (auto stage = c.text("fundingStage", 40)) {
    out.funding_stage = founder_stage(*stage);
    if (!out.funding_stage) c.fail("fundingStage", k_founder_stage_message);
  }
  if (const auto team =
          c.whole("teamSize", k_team_size_min, k_team_size_max, k_team_size_message)) {
    out.team_size = static_cast<int>(*team);
  }
  const auto raised = c.whole("raisedSoFar", 0, k_max_rupees, "Enter whole rupees, 0 or more.");
  auto looking = c.nested("lookingFor");
  auto traction = c.nested("traction");
  return {{"raisedSoFar", or_null(raised)},
          {"lookingFor",
           {{"cofounderRoles", looking.list("cofounderRoles")},
            {"mentorAreas", looking.list("mentorAreas")},
            {"investors", looking.flag("investors")}}},
          {"traction",
           {{"revenueBand", or_null(traction.choice("revenueBand", k_revenue_bands))},
            {"users", or_null(traction.whole("users", 0, 10'000'000'000,
                                             "Enter a whole number of users, 0 or more."))},
            {"growth", or_null(traction.whole("growth", -100, 1000,
                                              "Enter monthly growth in whole percent, -100 to "
                                              "1000."))}}}};
}

bool is_clock_time(const json& value) {
  if (!value.is_string()) return false;
  const auto& t = value.get_ref<const std::string&>();
  const auto digit = [&](std::size_t i) { return t[i] >= '0' && t[i] <= '9'; };
  return t.size() == 5 && t[2] == ':' && digit(0) && digit(1) && digit(3) && digit(4) &&
         t.substr(0, 2) < "24" && t[3] < '6';
}

// Weekly slots [{day, start, end}]: day Mon–Sun, start before end, "HH:MM".
json availability_slots(section_checker& c) {
  json slots = json::array();
  const auto it = c.section().find("availabilitySlots");
  if (it == c.section().end() || it->is_null()) return slots;
  bool ok = it->is_array() && it->size() <= k_max_slots;
  for (const auto& slot : ok ? *it : json::array()) {
    ok = ok && slot.is_object() && slot.contains("day") && slot["day"].is_string() &&
         std::ranges::find(k_days, slot["day"].get<std::string>()) != k_days.end() &&
         is_clock_time(slot.value("start", json())) && is_clock_time(slot.value("end", json())) &&
         slot["start"].get<std::string>() < slot["end"].get<std::string>();
    if (ok) slots.push_back({{"day", slot["day"]}, {"start", slot["start"]}, {"end", slot["end"]}});
  }
  if (!ok) {
    c.fail("availabilitySlots", "Up to " + std::to_string(k_max_slots) +
                                    " weekly slots, each a day (Mon–Sun) with a start before its "
                                    "end, as HH:MM.");
  }
  return slots;
}

// "Mon 18:00–20:00, Sat 10:00–12:00 (IST)": the slots as the cards' availability line.
std::string availability_text(const json& slots, const std::string& time_zone) {
  std::string text;
  for (const auto& slot : slots) {
    text += (text.empty() ? "" : ", ") + slot["day"].get<std::string>() + " " +
            slot["start"].get<std::string>() + "–" + slot["end"].get<std::string>();
  }
  return text + " (" + time_zone + ")";
}

json mentor_section(section_checker& c, const std::string& time_zone) {
  const auto rate =
      c.whole("hourlyRate", 0, 1'000'000, "Enter whole rupees an hour, up to 10,00,000.");
  const bool pro_bono = c.flag("proBono");
  const auto slots = availability_slots(c);
  json out{{"expertise", c.list("expertise")},
           {"mentorshipAreas", c.list("mentorshipAreas")},
           {"hourlyRate", pro_bono ? json(nullptr) : or_null(rate)},
           {"proBono", pro_bono},
           {"availabilitySlots", slots},
           {"timeZone", time_zone},
           {"sessionsGiven",
            or_null(c.whole("sessionsGiven", 0, 100'000, "Enter a whole number, 0 or more."))}};
  // No slots keeps the availability line a kind request gave ("Twice a month").
  if (!slots.empty()) out["availability"] = availability_text(slots, time_zone);
  return out;
}

// [{name, url?}]: up to k_max_portfolio companies, each named, the link a web address.
json portfolio_of(section_checker& c) {
  json list = json::array();
  const auto it = c.section().find("portfolio");
  if (it == c.section().end() || it->is_null()) return list;
  bool ok = it->is_array() && it->size() <= k_max_portfolio;
  for (const auto& item : ok ? *it : json::array()) {
    const auto name = item.is_object() && item.value("name", json()).is_string()
                          ? std::string(core::trim(item["name"].get<std::string>()))
                          : std::string();
    const auto url = item.is_object() ? item.value("url", json()) : json();
    const bool url_ok = url.is_null() ||
                        (url.is_string() &&
                         (url.get<std::string>().empty() || (url.get<std::string>().size() <= 200 &&
                                                             is_web_link(url.get<std::string>()))));
    ok = ok && !name.empty() && core::utf8_length(name) <= k_max_list_item_length &&
         core::is_one_line_text(name) && url_ok;
    if (ok) {
      const bool has_url = url.is_string() && !url.get<std::string>().empty();
      list.push_back({{"name", name}, {"url", has_url ? url : json(nullptr)}});
    }
  }
  if (!ok) {
    c.fail("portfolio", "Up to " + std::to_string(k_max_portfolio) +
                            " companies, each named (at most " +
                            std::to_string(k_max_list_item_length) +
                            " characters), with a link starting with https:// or none.");
  }
  return list;
}

std::string cheque_text(const std::optional<long long>& min, const std::optional<long long>& max) {
  if (min && max)
    return *min == *max ? rupees_text(*min) : rupees_text(*min) + " – " + rupees_text(*max);
  return min ? rupees_text(*min) + "+" : "≤ " + rupees_text(*max);
}

json investor_section(section_checker& c) {
  const auto stages = c.list("stages");
  for (const auto& stage : stages) {
    if (std::ranges::find(k_investor_stages, stage) == k_investor_stages.end()) {
      c.fail("stages", "Choose from Pre-seed, Seed, Series A, Series B and Series C+.");
    }
  }
  const std::string cheque_message = "Enter whole rupees, 0 or more.";
  const auto min = c.whole("chequeMin", 0, k_max_rupees, cheque_message);
  const auto max = c.whole("chequeMax", 0, k_max_rupees, cheque_message);
  if (min && max && *min > *max) c.fail("chequeMax", "Must be at least the smallest cheque.");
  const auto portfolio = portfolio_of(c);
  json names = json::array();
  for (const auto& company : portfolio) names.push_back(company["name"]);
  json out{{"firm", or_null(c.text("firm", 120))},
           {"role", or_null(c.text("role", 80))},
           {"focusAreas", c.list("focusAreas")},
           {"stages", stages},
           {"chequeMin", or_null(min)},
           {"chequeMax", or_null(max)},
           {"portfolio", portfolio},
           {"portfolioCompanies", names},
           {"recentInvestments", c.list("recentInvestments")},
           {"thesis", or_null(c.text("thesis", k_max_thesis, true))}};
  // The texts the cards and the investor's ranking read, when the new fields say them.
  if (!stages.empty()) {
    std::string joined;
    for (const auto& stage : stages) joined += (joined.empty() ? "" : ", ") + stage;
    out["investmentStage"] = joined;
  }
  if (min || max) out["typicalCheckSize"] = cheque_text(min, max);
  return out;
}

bool holds(const std::vector<std::string>& held, std::string_view kind) {
  return std::ranges::find(held, kind) != held.end();
}

}  // namespace

kind_sections parse_kind_sections(const json& body, const std::vector<std::string>& held,
                                  const std::string& time_zone, core::field_errors& errors) {
  kind_sections out;
  for (const auto& [key, kind] : {std::pair{"founder", "Founder"}, std::pair{"mentor", "Mentor"},
                                  std::pair{"investor", "Investor"}}) {
    const auto it = body.find(key);
    if (it == body.end() || it->is_null()) continue;
    if (!it->is_object()) {
      errors.emplace(key, "Must be an object.");
      continue;
    }
    if (!holds(held, kind)) {
      errors.emplace(key, std::string("You do not act as a ") + key +
                              " on Sangam: ask for it in Settings first.");
      continue;
    }
    section_checker c(*it, key, errors);
    if (std::string_view(key) == "founder") out.founder = founder_section(c, out);
    if (std::string_view(key) == "mentor") out.mentor = mentor_section(c, time_zone);
    if (std::string_view(key) == "investor") out.investor = investor_section(c);
  }
  return out;
}

std::string rupees_text(long long rupees) {
  const auto scaled = [](long long value, double unit, const char* suffix) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", static_cast<double>(value) / unit);
    std::string number(buffer);
    while (number.back() == '0') number.pop_back();
    if (number.back() == '.') number.pop_back();
    return "₹" + number + " " + suffix;
  };
  if (rupees >= 10'000'000) return scaled(rupees, 1e7, "Cr");
  if (rupees >= 100'000) return scaled(rupees, 1e5, "L");
  const auto digits = std::to_string(rupees);
  if (digits.size() <= 3) return "₹" + digits;
  return "₹" + digits.substr(0, digits.size() - 3) + "," + digits.substr(digits.size() - 3);
}

}  // namespace sangam::features::profiles
