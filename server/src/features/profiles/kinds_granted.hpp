#pragma once

#include <soci/session.h>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// The kinds a member may act as (features/kinds, docs/kinds.md), without naming the profiles table.
namespace sangam::features::profiles {

// The kind a member acts as (member_role) and the kind an administrator approved (approved_kind).
struct kind_standing final {
  std::optional<std::string> member_role;
  std::optional<std::string> approved_kind;
};
// nullopt when there is no such approved member.
std::optional<kind_standing> kind_standing_of(soci::session& sql, std::string_view member_id);

// An administrator's approval of `kind` (Mentor, Investor), in the caller's transaction: the
// member is approved as it and acts as it, and the card facts in `details` replace those keys of
// the profile's details (the others stay); `experience_years` is set when given.
void grant_kind(db::tx& t, std::string_view member_id, std::string_view kind,
                const nlohmann::json& details, std::optional<int> experience_years);

}  // namespace sangam::features::profiles
