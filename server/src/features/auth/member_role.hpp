#pragma once

#include <string_view>

#include "db/tx.hpp"

namespace sangam::features::auth {

// Sets the kind the member acts as (profiles.member_role, the role picker's PUT /api/me/role), in
// the caller's transaction: Founder freely; Mentor or Investor only for a member an administrator
// approved as one (profiles.approved_kind), else 403 role_not_approved and nothing changes.
void choose_member_role(db::tx& t, std::string_view profile_id, std::string_view role);

}  // namespace sangam::features::auth
