#include "features/kinds/facts.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/error.hpp"
#include "core/text.hpp"
#include "http/json_number.hpp"

namespace sangam::features::kinds {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 5> k_stages = {"Pre-seed", "Seed", "Series A", "Series B",
                                                      "Series C+"};

// Collects every field's problem, then fails once naming them all.
class checker final {
 public:
  explicit checker(const json& facts) : facts_(facts) {}

  std::string text(const char* key, std::size_t max, bool required, const char* message) {
    const auto it = facts_.find(key);
    if (it == facts_.end() || it->is_null()) {
      if (required) fail(key, message);
      return {};
    }
    const auto value = it->is_string() ? std::string(core::trim(it->get<std::string>())) : "";
    if (!it->is_string() || (required && value.empty()) || core::utf8_length(value) > max ||
        !core::is_one_line_text(value)) {
      fail(key, message);
    }
    return value;
  }

  json list(const char* key, std::size_t min, std::size_t max, const char* message) {
    const auto it = facts_.find(key);
    json out = json::array();
    if (it == facts_.end() || it->is_null()) {
      if (min > 0) fail(key, message);
      return out;
    }
    bool ok = it->is_array() && it->size() >= min && it->size() <= max;
    for (const auto& item : ok ? *it : json::array()) {
      const auto value = item.is_string() ? std::string(core::trim(item.get<std::string>())) : "";
      ok = ok && !value.empty() && core::utf8_length(value) <= 60 && core::is_one_line_text(value);
      if (ok && std::find(out.begin(), out.end(), value) == out.end()) out.push_back(value);
    }
    if (!ok) fail(key, message);
    return out;
  }

  std::optional<int> number(const char* key, int min, int max, bool required, const char* message) {
    bool bad = false;
    const auto n = http::optional_whole(facts_, key, min, max, [&] { bad = true; });
    if (bad || (!n && required)) fail(key, message);
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
  }

  void fail(const char* key, const char* message) {
    errors_.emplace(std::string("facts.") + key, message);
  }

  void done() const {
    if (!errors_.empty()) throw core::api_error::validation(errors_);
  }

 private:
  const json& facts_;
  core::field_errors errors_;
};

json investor_facts(checker& c) {
  json facts{
      {"firm", c.text("firm", 120, true, "Your firm or fund, at most 120 characters.")},
      {"typicalCheckSize",
       c.text("typicalCheckSize", 60, true, "Your usual cheque size, like ₹25 L – ₹1 Cr.")},
      {"stages", c.list("stages", 1, k_stages.size(), "Choose the stages you invest in.")},
      {"focusAreas", c.list("focusAreas", 1, 8, "Name one to eight sectors you invest in.")}};
  for (const auto& stage : facts["stages"]) {
    if (std::find(k_stages.begin(), k_stages.end(), stage.get<std::string>()) == k_stages.end()) {
      c.fail("stages", "Choose the stages you invest in.");
    }
  }
  return facts;
}

json mentor_facts(checker& c) {
  json facts{{"expertise", c.list("expertise", 1, 8, "Name one to eight areas of expertise.")},
             {"mentorshipAreas",
              c.list("mentorshipAreas", 0, 8, "At most eight areas you mentor founders in.")},
             {"availability",
              c.text("availability", 80, true, "How often you can meet, like Twice a month.")}};
  if (const auto years =
          c.number("experience", 0, 70, true, "Your years of experience, 0 to 70.")) {
    facts["experience"] = *years;
  }
  if (const auto rate =
          c.number("hourlyRate", 0, 1'000'000, false, "An hourly rate in rupees, or none.")) {
    facts["hourlyRate"] = *rate;
  }
  return facts;
}

}  // namespace

void check_kind(std::string_view kind) {
  if (kind != "Mentor" && kind != "Investor") {
    throw core::api_error::validation({{"kind", "Choose Mentor or Investor."}});
  }
}

json facts_sent(std::string_view kind, const json& body) {
  check_kind(kind);
  const auto it = body.find("facts");
  if (it == body.end() || !it->is_object()) {
    throw core::api_error::validation(
        {{"facts", "Tell us about yourself as a " +
                       std::string(kind == "Mentor" ? "mentor" : "investor") + "."}});
  }
  checker c(*it);
  auto facts = kind == "Mentor" ? mentor_facts(c) : investor_facts(c);
  c.done();
  return facts;
}

card_facts card_facts_of(std::string_view kind, const json& facts) {
  if (kind == "Mentor") {
    json details{{"expertise", facts.value("expertise", json::array())},
                 {"mentorshipAreas", facts.value("mentorshipAreas", json::array())},
                 {"availability", facts.value("availability", "")},
                 {"hourlyRate", facts.value("hourlyRate", json())}};
    const auto years = facts.find("experience");
    return {std::move(details), years != facts.end() && years->is_number_integer()
                                    ? std::optional<int>(years->get<int>())
                                    : std::nullopt};
  }
  std::string stages;
  for (const auto& stage : facts.value("stages", json::array())) {
    stages += (stages.empty() ? "" : ", ") + stage.get<std::string>();
  }
  return {json{{"firm", facts.value("firm", "")},
               {"typicalCheckSize", facts.value("typicalCheckSize", "")},
               {"investmentStage", stages},
               {"focusAreas", facts.value("focusAreas", json::array())}},
          std::nullopt};
}

}  // namespace sangam::features::kinds
