#include "features/applications/application.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/profiles/founder_facts.hpp"
#include "http/json_body.hpp"
#include "http/json_number.hpp"

namespace sangam::features::applications {

const std::vector<std::string> k_industries = {
    "AI/ML",  "Fintech",   "Healthcare", "E-commerce",   "SaaS", "Blockchain",
    "EdTech", "CleanTech", "Gaming",     "Social Media", "IoT",  "Cybersecurity"};
const std::vector<std::string> k_interests = {
    "Marketing", "Operations", "Design", "HR",      "Product Development",
    "Sales",     "Technology", "Legal",  "Finance", "Fundraising"};
const std::vector<std::string> k_goals = {
    "Build Network", "Scale Business",    "Product Feedback",       "Raise Funding",
    "Find Mentor",   "Enter New Markets", "Strategic Partnerships", "Find Co-founder"};

namespace {

constexpr std::size_t k_name_max = 100;
constexpr std::size_t k_text_max = 100;
constexpr std::size_t k_url_max = 300;
constexpr std::size_t k_bio_max = 1000;

class reader final {
 public:
  explicit reader(const nlohmann::json& body) : body_(body) {}

  // One line unless `multi_line` (the bio).
  std::optional<std::string> text(const char* key, const char* label, std::size_t max,
                                  bool multi_line = false) {
    const auto it = body_.find(key);
    if (it == body_.end() || it->is_null()) return std::nullopt;
    if (!it->is_string()) {
      errors_[key] = fmt::format("{} must be text.", label);
      return std::nullopt;
    }
    std::string value(core::trim(it->get_ref<const std::string&>()));
    if (core::utf8_length(value) > max) {
      errors_[key] = fmt::format("{} must be at most {} characters.", label, max);
    } else if (!multi_line && !core::is_one_line_text(value)) {
      errors_[key] = core::k_one_line_message;
    }
    if (value.empty()) return std::nullopt;
    return value;
  }

  std::string required(const char* key, const char* label, std::size_t max) {
    auto value = text(key, label, max);
    if (!value && !errors_.contains(key)) errors_[key] = fmt::format("{} is required.", label);
    return value.value_or("");
  }

  std::vector<std::string> choices(const char* key, const char* label,
                                   const std::vector<std::string>& allowed) {
    std::vector<std::string> picked;
    const auto it = body_.find(key);
    if (it != body_.end() && !it->is_null()) {
      if (!it->is_array()) {
        errors_[key] = fmt::format("{} must be a list.", label);
        return {};
      }
      for (const auto& item : *it) {
        if (!item.is_string() ||
            std::find(allowed.begin(), allowed.end(), item.get<std::string>()) == allowed.end()) {
          errors_[key] = fmt::format("{} contains an option we do not offer.", label);
          return {};
        }
        const auto& value = item.get_ref<const std::string&>();
        if (std::find(picked.begin(), picked.end(), value) == picked.end()) picked.push_back(value);
      }
    }
    if (picked.empty()) errors_[key] = fmt::format("Choose at least one {}.", label);
    return picked;
  }

  std::optional<int> whole(const char* key, long long min, long long max, const char* message) {
    const auto n = http::optional_whole(body_, key, min, max, [&] { errors_[key] = message; });
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
  }

  core::field_errors& errors() { return errors_; }

 private:
  const nlohmann::json& body_;
  core::field_errors errors_;
};

}  // namespace

application parse_application(const nlohmann::json& body) {
  reader in(body);
  application a;
  a.first_name = in.required("firstName", "First name", k_name_max);
  a.last_name = in.required("lastName", "Last name", k_name_max);
  const auto email = in.text("email", "Email", 254);
  if (!email || !core::is_valid_email(*email)) {
    in.errors()["email"] = "Please enter a valid email address.";
  } else {
    a.email = core::normalized_email(*email);
  }
  a.profile_url = in.text("linkedinUrl", "LinkedIn profile URL", k_url_max);
  if (a.profile_url && !a.profile_url->starts_with("https://") &&
      !a.profile_url->starts_with("http://")) {
    in.errors()["linkedinUrl"] = "LinkedIn profile URL must start with https://";
  }
  a.company = in.required("company", "Company name", k_text_max);
  a.role = in.required("role", "Role", k_text_max);
  a.industry = in.required("industry", "Industry", k_text_max);
  if (!a.industry.empty() &&
      std::find(k_industries.begin(), k_industries.end(), a.industry) == k_industries.end()) {
    in.errors()["industry"] = "Choose one of the listed industries.";
  }
  a.bio = in.text("bio", "Bio", k_bio_max, true);
  a.interests = in.choices("interests", "interest", k_interests);
  a.goals = in.choices("goals", "goal", k_goals);
  if (const auto stage = in.text("fundingStage", "Funding stage", 40)) {
    a.funding_stage = profiles::founder_stage(*stage);
    if (!a.funding_stage) in.errors()["fundingStage"] = profiles::k_founder_stage_message;
  }
  a.team_size = in.whole("teamSize", profiles::k_team_size_min, profiles::k_team_size_max,
                         profiles::k_team_size_message);
  const auto plan = in.text("plan", "Plan", 10);
  if (!plan || (*plan != "core" && *plan != "pro")) {
    in.errors()["plan"] = "Choose the Core or the Elite plan.";
  } else {
    a.plan = *plan;
  }
  if (!in.errors().empty()) throw core::api_error::validation(std::move(in.errors()));
  return a;
}

nlohmann::json application_json(const application& a) {
  using http::or_null;
  return {{"firstName", a.first_name},
          {"lastName", a.last_name},
          {"email", a.email},
          {"linkedinUrl", or_null(a.profile_url)},
          {"company", a.company},
          {"role", a.role},
          {"industry", a.industry},
          {"bio", or_null(a.bio)},
          {"interests", a.interests},
          {"goals", a.goals},
          {"plan", a.plan},
          {"fundingStage", or_null(a.funding_stage)},
          {"teamSize", or_null(a.team_size)}};
}

}  // namespace sangam::features::applications
