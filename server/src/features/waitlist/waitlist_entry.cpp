#include "features/waitlist/waitlist_entry.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/text.hpp"

namespace sangam::features::waitlist {
namespace {

// The trimmed string at `key`; nullopt when absent or null; records an error for other types.
std::optional<std::string> text_field(const nlohmann::json& body, const char* key,
                                      core::field_errors& errors, const std::string& wrong_type) {
  const auto it = body.find(key);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) {
    errors[key] = wrong_type;
    return std::nullopt;
  }
  return std::string(core::trim(it->get_ref<const std::string&>()));
}

void check_length(const std::optional<std::string>& value, const char* key, const char* label,
                  std::size_t max, core::field_errors& errors) {
  if (value && core::utf8_length(*value) > max) {
    errors[key] = fmt::format("{} must be at most {} characters.", label, max);
  }
}

void check_one_line(const std::optional<std::string>& value, const char* key,
                    core::field_errors& errors) {
  if (value && !errors.contains(key) && !core::is_one_line_text(*value)) {
    errors[key] = core::k_one_line_message;
  }
}

}  // namespace

waitlist_entry parse_waitlist_entry(const nlohmann::json& body) {
  core::field_errors errors;
  constexpr auto k_name_needed = "Please enter your full name.";
  constexpr auto k_email_needed = "Please enter a valid email address.";
  constexpr auto k_role_needed = "Role must be Founder, Mentor or Investor.";
  constexpr auto k_city_needed = "Please enter your city.";

  auto name = text_field(body, "name", errors, k_name_needed);
  auto email = text_field(body, "email", errors, k_email_needed);
  auto role = text_field(body, "role", errors, k_role_needed);
  auto city = text_field(body, "city", errors, k_city_needed);
  auto bio = text_field(body, "bio", errors, "Bio must be text.");
  auto referral = text_field(body, "referral", errors, "Referral code must be text.");

  if (!errors.contains("name") && (!name || name->empty())) errors["name"] = k_name_needed;
  check_length(name, "name", "Full name", k_name_max, errors);
  if (!errors.contains("email") && (!email || !core::is_valid_email(*email))) {
    errors["email"] = k_email_needed;
  }
  if (!errors.contains("role") &&
      (!role || (*role != "Founder" && *role != "Mentor" && *role != "Investor"))) {
    errors["role"] = k_role_needed;
  }
  if (!errors.contains("city") && (!city || city->empty())) errors["city"] = k_city_needed;
  check_length(city, "city", "City", k_city_max, errors);
  check_length(bio, "bio", "Bio", k_bio_max, errors);
  check_length(referral, "referral", "Referral code", k_referral_max, errors);
  check_one_line(name, "name", errors);
  check_one_line(city, "city", errors);
  check_one_line(referral, "referral", errors);

  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  if (bio && bio->empty()) bio.reset();
  if (referral && referral->empty()) referral.reset();
  return {std::move(*name), core::normalized_email(*email),
          std::move(*role), std::move(*city),
          std::move(bio),   std::move(referral)};
}

nlohmann::json waitlist_entry_json(const waitlist_entry& entry) {
  nlohmann::json json = {
      {"name", entry.name}, {"email", entry.email}, {"role", entry.role}, {"city", entry.city}};
  if (entry.bio) json["bio"] = *entry.bio;
  if (entry.referral) json["referral"] = *entry.referral;
  return json;
}

}  // namespace sangam::features::waitlist
