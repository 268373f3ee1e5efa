#include "features/auth/member_role.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <string>

#include "core/clock.hpp"
#include "core/error.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_approved_kind = "SELECT approved_kind FROM profiles WHERE id = :id";
constexpr const char* k_set_member_role =
    "UPDATE profiles SET member_role = :role, updated_at = :now WHERE id = :id";

core::api_error not_approved(std::string_view role) {
  const auto kind = role == "Mentor" ? "a mentor" : "an investor";
  return {403, "role_not_approved",
          fmt::format("An administrator has not approved you as {}. Choose Founder, or ask the "
                      "Sangam team to review your account.",
                      kind)};
}

}  // namespace

void choose_member_role(db::tx& t, std::string_view profile_id, std::string_view role) {
  const std::string id(profile_id), chosen(role);
  if (chosen != "Founder") {
    std::string approved;
    soci::indicator approved_ind = soci::i_null;
    t.fetch(k_approved_kind, soci::use(id), soci::into(approved, approved_ind));
    if (approved_ind != soci::i_ok || approved != chosen) throw not_approved(chosen);
  }
  const auto now = core::now_iso8601();
  t.execute(k_set_member_role, soci::use(chosen), soci::use(now), soci::use(id));
}

}  // namespace sangam::features::auth
