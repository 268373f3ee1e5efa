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

std::optional<admin_code_result> settle_admin_code(db::writer& writer, std::string_view challenge,
                                                   std::string_view admin_id,
                                                   std::string_view code) {
  return writer.run([&](db::tx& t) -> std::optional<admin_code_result> {
    if (!charge_admin_challenge(t, challenge)) return std::nullopt;
    const auto r = check_admin_code(t, admin_id, code);
    if (r == admin_code_result::wrong) return r;
    end_admin_challenge(t, challenge);
    if (r == admin_code_result::enrolled) {
      db::record_audit(t, {.actor_kind = "admin",
                           .actor_id = std::string(admin_id),
                           .action = "two_factor_enabled",
                           .target_kind = "administrator",
                           .target_id = std::string(admin_id)});
    }
    return r;
  });
}

}  // namespace sangam::features::admin
