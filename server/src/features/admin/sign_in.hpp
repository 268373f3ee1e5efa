#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/writer.hpp"
#include "features/admin/accounts.hpp"
#include "features/admin/two_factor.hpp"

namespace sangam::features::admin {

// What follows an administrator's right password: signing in at once (no challenge), or a code
// for the challenge — with a new secret to enrol first when two-factor is required and still off.
struct next_sign_in_step final {
  std::optional<std::string> challenge;
  std::optional<admin_enrolment> enrolment;
};
next_sign_in_step after_password(db::writer& writer, const administrator& admin,
                                 bool two_factor_required);

// What the second step made of a code; an enrolment's recovery codes, to show once.
struct settled_code final {
  admin_code_result result = admin_code_result::wrong;
  std::vector<std::string> recovery_codes;  // enrolled only
};

// The second step, in one transaction: counts a try of the challenge and judges the code (or a
// recovery code); a right one ends the challenge, and the first right code of an enrolment turns
// two-factor on (audit-logged) and issues the recovery codes. nullopt when the challenge is
// unknown, expired or out of tries.
std::optional<settled_code> settle_admin_code(db::writer& writer, std::string_view challenge,
                                              std::string_view admin_id, std::string_view code);

}  // namespace sangam::features::admin
