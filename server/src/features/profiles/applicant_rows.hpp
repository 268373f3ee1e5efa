#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// The profile an application makes (features/applications, whose application adds the address
// to these details): written while it waits for review, and changed by a confirmed resubmission.
namespace sangam::features::profiles {

struct applicant_details {
  std::string first_name;
  std::string last_name;
  std::optional<std::string> profile_url;
  std::string company;
  std::string role;
  std::string industry;
  std::optional<std::string> bio;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::string plan;                          // core or pro
  std::optional<std::string> funding_stage;  // as founder_stage spells it
  std::optional<int> team_size;
};

// A pending profile with this id, unless a profile has the address already (false then): one
// statement, so two submissions racing for one address cannot both insert.
bool add_applicant(db::tx& t, std::string_view id, std::string_view email,
                   const applicant_details& details, std::string_view now);

struct profile_on_file final {
  std::string id;
  std::string status;  // pending, approved or rejected
};
std::optional<profile_on_file> profile_with_email(db::tx& t, std::string_view email);

// The resubmission rule: pending stays pending, rejected is pending again, approved is untouched
// (false then).
bool change_applicant(db::tx& t, std::string_view id, const applicant_details& details,
                      std::string_view now);

}  // namespace sangam::features::profiles
