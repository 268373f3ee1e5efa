#include "features/profiles/profile_fields.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

#include "core/error.hpp"
#include "core/text.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

struct text_rule final {
  const char* field;
  std::size_t max;
  std::optional<std::string> profile_fields::*member;
  bool link = false;
  bool multi_line = false;
};

constexpr std::array k_text_rules{
    text_rule{"lastName", 50, &profile_fields::last_name},
    text_rule{"title", 80, &profile_fields::title},
    text_rule{"company", 80, &profile_fields::company},
    text_rule{"industry", 60, &profile_fields::industry},
    text_rule{"location", 60, &profile_fields::location},
    text_rule{"bio", 1000, &profile_fields::bio, false, true},
    text_rule{"experience", 500, &profile_fields::experience, false, true},
    text_rule{"education", 500, &profile_fields::education, false, true},
    text_rule{"website", 200, &profile_fields::website, true},
    text_rule{"linkedin", 200, &profile_fields::linkedin, true},
    text_rule{"twitter", 200, &profile_fields::twitter, true},
};

std::string too_long(std::size_t max) {
  return "Must be at most " + std::to_string(max) + " characters.";
}

}  // namespace

std::optional<std::string> trimmed_text(const json& body, const char* field,
                                        const std::string& error_key, core::field_errors& errors) {
  const auto it = body.find(field);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) {
    errors[error_key] = "Must be text.";
    return std::nullopt;
  }
  const auto text = core::trim(it->get_ref<const std::string&>());
  if (text.empty()) return std::nullopt;
  return std::string(text);
}

std::vector<std::string> text_list(const json& body, const char* field,
                                   const std::string& error_key, core::field_errors& errors) {
  const auto it = body.find(field);
  if (it == body.end() || it->is_null()) return {};
  if (!it->is_array()) {
    errors[error_key] = "Must be a list.";
    return {};
  }
  std::vector<std::string> out;
  std::vector<std::string> seen;  // lower-cased
  for (const auto& item : *it) {
    if (!item.is_string()) {
      errors[error_key] = "Each item must be text.";
      return {};
    }
    const auto text = core::trim(item.get_ref<const std::string&>());
    if (text.empty()) continue;
    if (!core::is_one_line_text(text)) {
      errors[error_key] = core::k_one_line_message;
      return {};
    }
    if (core::utf8_length(text) > k_max_list_item_length) {
      errors[error_key] =
          "Each item must be at most " + std::to_string(k_max_list_item_length) + " characters.";
      return {};
    }
    auto key = core::ascii_lower(text);
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(std::move(key));
    out.emplace_back(text);
  }
  if (out.size() > k_max_list_items) {
    errors[error_key] = "At most " + std::to_string(k_max_list_items) + " items.";
    return {};
  }
  return out;
}

bool is_web_link(std::string_view text) {
  const auto lower = core::ascii_lower(text.substr(0, 8));
  std::size_t rest = 0;
  if (lower.starts_with("https://")) {
    rest = 8;
  } else if (lower.starts_with("http://")) {
    rest = 7;
  } else {
    return false;
  }
  const auto host = text.substr(rest, text.find_first_of("/?#", rest) - rest);
  if (host.empty() || host.front() == '.' || host.find('.') == std::string_view::npos) return false;
  return std::none_of(text.begin(), text.end(), [](char c) {
    return static_cast<unsigned char>(c) <= ' ' || c == '"' || c == '<' || c == '>' || c == '\\';
  });
}

profile_fields parse_profile(const json& body) {
  core::field_errors errors;
  profile_fields p;
  if (auto first = trimmed_text(body, "firstName", "firstName", errors)) {
    if (core::utf8_length(*first) > 50) {
      errors["firstName"] = too_long(50);
    } else if (!core::is_one_line_text(*first)) {
      errors["firstName"] = core::k_one_line_message;
    }
    p.first_name = std::move(*first);
  } else if (!errors.contains("firstName")) {
    errors["firstName"] = "Please enter your first name.";
  }
  for (const auto& rule : k_text_rules) {
    auto value = trimmed_text(body, rule.field, rule.field, errors);
    if (!value) continue;
    if (core::utf8_length(*value) > rule.max) {
      errors[rule.field] = too_long(rule.max);
    } else if (!rule.multi_line && !core::is_one_line_text(*value)) {
      errors[rule.field] = core::k_one_line_message;
    } else if (rule.link && !is_web_link(*value)) {
      errors[rule.field] = "Enter a full link starting with https:// or http://.";
    }
    p.*rule.member = std::move(value);
  }
  if (const auto it = body.find("experienceYears"); it != body.end() && !it->is_null()) {
    if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 60) {
      errors["experienceYears"] = "Enter a whole number of years from 0 to 60.";
    } else {
      p.experience_years = it->get<int>();
    }
  }
  p.skills = text_list(body, "skills", "skills", errors);
  p.interests = text_list(body, "interests", "interests", errors);
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return p;
}

int completeness(const profile_fields& p, bool has_photo) {
  const std::array<bool, 12> parts{
      !p.first_name.empty() && p.last_name.has_value(),
      p.title.has_value(),
      p.company.has_value(),
      p.industry.has_value(),
      p.location.has_value(),
      p.bio.has_value(),
      has_photo,
      p.experience.has_value() || p.experience_years.has_value(),
      p.education.has_value(),
      !p.skills.empty(),
      !p.interests.empty(),
      p.website.has_value() || p.linkedin.has_value() || p.twitter.has_value(),
  };
  return static_cast<int>(std::count(parts.begin(), parts.end(), true) * 100 / parts.size());
}

}  // namespace sangam::features::profiles
