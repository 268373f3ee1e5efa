#pragma once

#include <nlohmann/json.hpp>

#include <regex>
#include <string>

// What the invitation tests share (waitlist_admin_test, member_invitations_test): an application
// as the onboarding sends it, and the code of an invitation e-mail's link.
namespace sangam::testing {

inline nlohmann::json application_for(const std::string& email) {
  return {{"firstName", "Meher"},
          {"lastName", "Kapoor"},
          {"email", email},
          {"linkedinUrl", nullptr},
          {"company", "Kapoor Foods"},
          {"role", "Founder & CEO"},
          {"industry", "E-commerce"},
          {"bio", nullptr},
          {"interests", {"Sales"}},
          {"goals", {"Raise Funding"}},
          {"plan", "core"}};
}

// The code in the /invite?code= link of `mail`; empty without one.
inline std::string invite_code_in(const std::string& mail) {
  std::smatch found;
  static const std::regex link("/invite\\?code=([0-9a-f]{64})");
  return std::regex_search(mail, found, link) ? found[1].str() : std::string();
}

}  // namespace sangam::testing
