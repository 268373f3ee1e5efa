#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace sangam::features::profiles {

// What a member edits on /profile (SPEC section 3 "Profile screen data"). Blank texts are nullopt.
struct profile_fields final {
  std::string first_name;
  std::optional<std::string> last_name, title, company, industry, location, bio, website, linkedin,
      twitter, experience, education;
  std::optional<int> experience_years;
  std::vector<std::string> skills, interests;
};

inline constexpr std::size_t k_max_list_items = 15;
inline constexpr std::size_t k_max_list_item_length = 40;

// The body of PUT /api/me/profile, every field checked (docs/profiles.md lists the limits);
// api_error 400 naming every bad field at once otherwise. Texts are trimmed; duplicates in the
// lists (ignoring case) are dropped.
profile_fields parse_profile(const nlohmann::json& body);

// body[field] trimmed: nullopt when absent, null or blank; errors[error_key] when not text.
std::optional<std::string> trimmed_text(const nlohmann::json& body, const char* field,
                                        const std::string& error_key, core::field_errors& errors);
// body[field] as a list of one-line texts (at most k_max_list_items of k_max_list_item_length),
// trimmed, blanks and duplicates (ignoring case) dropped; errors[error_key] says what is wrong.
std::vector<std::string> text_list(const nlohmann::json& body, const char* field,
                                   const std::string& error_key, core::field_errors& errors);

// An absolute http or https address with a host and no spaces.
bool is_web_link(std::string_view text);

// How complete a profile is, 0–100: the share of these twelve that are there — first and last
// name, title, company, industry, location, bio, photo, experience (text or years), education,
// at least one skill, at least one interest, and a social link (website, LinkedIn or X). The
// founder score's "profile completeness" is this number.
int completeness(const profile_fields& p, bool has_photo);

}  // namespace sangam::features::profiles
