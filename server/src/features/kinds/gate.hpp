#pragma once

#include <soci/session.h>

#include <string_view>

// The one check in front of the mentor and investor screens and APIs (docs/kinds.md).
namespace sangam::features::kinds {

// Lets through a member who acts as `kind` ("Mentor", "Investor"), which only an administrator's
// approval makes possible. Anyone else gets 403: `kind_not_granted` (saying how to ask, from
// Settings) when not approved as it, `kind_not_chosen` when approved but acting as another kind.
void require_kind(soci::session& sql, std::string_view member_id, std::string_view kind);

}  // namespace sangam::features::kinds
