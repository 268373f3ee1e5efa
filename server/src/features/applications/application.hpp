#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace sangam::features::applications {

// The four-step application as the onboarding screens send it, checked like the screens check it.
struct application final {
  std::string first_name;
  std::string last_name;
  std::string email;  // trimmed, lower-cased
  std::optional<std::string> linkedin_url;
  std::string company;
  std::string role;
  std::string industry;
  std::optional<std::string> bio;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::string plan;  // core or pro
};

extern const std::vector<std::string> k_industries;  // 12
extern const std::vector<std::string> k_interests;   // 10
extern const std::vector<std::string> k_goals;       // 8

// Throws api_error 400 naming every bad field.
application parse_application(const nlohmann::json& body);

// The application in the request's shape, which parse_application reads back.
nlohmann::json application_json(const application& a);

}  // namespace sangam::features::applications
