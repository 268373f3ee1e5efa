#include "features/admin/sign_in.hpp"

#include "db/audit.hpp"

namespace sangam::features::admin {

next_sign_in_step after_password(db::writer& writer, const administrator& admin,
                                 bool two_factor_required) {
  return writer.run([&](db::tx& t) -> next_sign_in_step {
    if (!admin_two_factor_enabled(t.sql(), admin.id)) {
      if (!two_factor_required) return {};
      if (auto e = begin_admin_enrolment(t, admin.id, admin.email)) {
        return {.challenge = issue_admin_challenge(t, admin.id), .enrolment = std::move(e)};
      }
    }
    return {.challenge = issue_admin_challenge(t, admin.id), .enrolment = std::nullopt};
  });
}

std::optional<settled_code> settle_admin_code(db::writer& writer, std::string_view challenge,
                                              std::string_view admin_id, std::string_view code) {
  return writer.run([&](db::tx& t) -> std::optional<settled_code> {
    if (!charge_admin_challenge(t, challenge)) return std::nullopt;
    settled_code settled{.result = check_admin_code(t, admin_id, code)};
    if (settled.result == admin_code_result::wrong) return settled;
    end_admin_challenge(t, challenge);
    if (settled.result == admin_code_result::enrolled) {
      db::record_audit(t, {.actor_kind = "admin",
                           .actor_id = std::string(admin_id),
                           .action = "two_factor_enabled",
                           .target_kind = "administrator",
                           .target_id = std::string(admin_id)});
      settled.recovery_codes = issue_admin_recovery_codes(t, admin_id);
    }
    return settled;
  });
}

}  // namespace sangam::features::admin
