#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace sangam::features::waitlist {

inline constexpr std::size_t k_name_max = 100;
inline constexpr std::size_t k_email_max = 254;
inline constexpr std::size_t k_city_max = 100;
inline constexpr std::size_t k_bio_max = 1000;
inline constexpr std::size_t k_referral_max = 64;

struct waitlist_entry final {
  std::string name;
  std::string email;  // trimmed and lower-cased: one entry per address
  std::string role;   // Founder, Mentor or Investor
  std::string city;
  std::optional<std::string> bio;
  std::optional<std::string> referral;
};

// Validates a sign-up as sent by the marketing page; throws api_error 400 naming every bad field.
waitlist_entry parse_waitlist_entry(const nlohmann::json& body);

// The entry in the request's shape (optional fields left out when empty), which
// parse_waitlist_entry reads back.
nlohmann::json waitlist_entry_json(const waitlist_entry& entry);

}  // namespace sangam::features::waitlist
