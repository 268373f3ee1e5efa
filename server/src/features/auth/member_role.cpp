#include "features/auth/member_role.hpp"

#include <fmt/format.h>

#include <string>

#include "core/error.hpp"
#include "features/profiles/sign_in_accounts.hpp"

namespace sangam::features::auth {
namespace {

core::api_error not_approved(std::string_view role) {
  const auto kind = role == "Mentor" ? "a mentor" : "an investor";
  return {403, "role_not_approved",
          fmt::format("An administrator has not approved you as {}. Choose Founder, or ask the "
                      "Sangam team to review your account.",
                      kind)};
}

}  // namespace

void choose_member_role(db::tx& t, std::string_view profile_id, std::string_view role) {
  if (role != "Founder" && profiles::approved_kind(t, profile_id) != role) {
    throw not_approved(role);
  }
  profiles::set_member_role(t, profile_id, role);
}

}  // namespace sangam::features::auth
