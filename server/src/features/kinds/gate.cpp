#include "features/kinds/gate.hpp"

#include <fmt/format.h>

#include "core/error.hpp"
#include "features/profiles/kinds_granted.hpp"

namespace sangam::features::kinds {

void require_kind(soci::session& sql, std::string_view member_id, std::string_view kind) {
  const auto standing = profiles::kind_standing_of(sql, member_id);
  if (standing && standing->member_role == kind) return;
  const bool mentor = kind == "Mentor";
  const auto page = mentor ? "mentors" : "investors";
  if (standing && standing->approved_kind == kind) {
    throw core::api_error(
        403, "kind_not_chosen",
        fmt::format("This page is for {}. You are approved as {}: choose {} in the role picker.",
                    page, mentor ? "a mentor" : "an investor", kind));
  }
  throw core::api_error(
      403, "kind_not_granted",
      fmt::format("This page is for {}. To act as {}, ask in Settings (/settings): an "
                  "administrator reviews your request.",
                  page, mentor ? "a mentor" : "an investor"));
}

}  // namespace sangam::features::kinds
