#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "features/profiles/applicant_rows.hpp"

namespace sangam::features::applications {

// The four-step application as the onboarding screens send it, checked like the screens check it:
// the address and what its profile keeps (profile_url is the LinkedIn profile's).
struct application final : profiles::applicant_details {
  std::string email;  // trimmed, lower-cased
};

extern const std::vector<std::string> k_industries;  // 12
extern const std::vector<std::string> k_interests;   // 10
extern const std::vector<std::string> k_goals;       // 8

// Throws api_error 400 naming every bad field.
application parse_application(const nlohmann::json& body);

// The application in the request's shape, which parse_application reads back.
nlohmann::json application_json(const application& a);

}  // namespace sangam::features::applications
