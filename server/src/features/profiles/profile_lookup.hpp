#pragma once

#include <soci/soci.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

// Single facts of any profile (applicant or member, whatever its status), for features that act
// on a profile by id without naming the profiles table.
namespace sangam::features::profiles {

// The profile's address; nullopt when there is no such profile.
std::optional<std::string> email_of(soci::session& sql, std::string_view profile_id);

// The member's role ("Founder", "Mentor", "Investor"…); nullopt when unset or no such profile.
std::optional<std::string> member_role_of(soci::session& sql, std::string_view profile_id);

// A profile's full name (profiles::full_name) and address.
struct name_and_email final {
  std::string name;
  std::string email;
};
// Those of `ids` that are profiles, by id, in one statement.
std::unordered_map<std::string, name_and_email> names_and_emails(soci::session& sql,
                                                                 std::span<const std::string> ids);

}  // namespace sangam::features::profiles
