#include "features/admin/two_factor.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/clock.hpp"
#include "core/recovery_codes.hpp"
#include "core/totp.hpp"
#include "db/audit.hpp"
#include "features/auth/sessions.hpp"

namespace sangam::features::admin {
namespace {

constexpr const char* k_count_enabled =
    "SELECT COUNT(*) FROM admin_two_factor WHERE admin_id = :a AND enabled_at IS NOT NULL";
constexpr const char* k_upsert_pending =
    "INSERT INTO admin_two_factor (admin_id, secret, enabled_at, last_step, created_at)"
    " VALUES (:a, :secret, NULL, 0, :at) ON CONFLICT (admin_id) DO UPDATE"
    " SET secret = excluded.secret, last_step = 0, created_at = excluded.created_at"
    " WHERE admin_two_factor.enabled_at IS NULL";
constexpr const char* k_select =
    "SELECT secret, enabled_at FROM admin_two_factor WHERE admin_id = :a";
constexpr const char* k_enable =
    "UPDATE admin_two_factor SET enabled_at = :at, last_step = :step WHERE admin_id = :a"
    " AND enabled_at IS NULL";
constexpr const char* k_take_step =
    "UPDATE admin_two_factor SET last_step = :step WHERE admin_id = :a AND last_step < :step2"
    " AND enabled_at IS NOT NULL";
constexpr const char* k_delete_codes = "DELETE FROM admin_recovery_codes WHERE admin_id = :a";
constexpr const char* k_insert_code =
    "INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (:a, :hash)";
constexpr const char* k_use_code =
    "UPDATE admin_recovery_codes SET used_at = :at WHERE admin_id = :a AND code_hash = :hash"
    " AND used_at IS NULL";
constexpr const char* k_insert_challenge =
    "INSERT INTO admin_sign_in_challenges (token_hash, admin_id, expires_at, failures)"
    " VALUES (:h, :a, :e, 0)";
constexpr const char* k_select_challenge =
    "SELECT admin_id FROM admin_sign_in_challenges WHERE token_hash = :h AND expires_at > :now"
    " AND failures < :tries";
constexpr const char* k_charge_challenge =
    "UPDATE admin_sign_in_challenges SET failures = failures + 1 WHERE token_hash = :h"
    " AND expires_at > :now AND failures < :tries";
constexpr const char* k_delete_challenge =
    "DELETE FROM admin_sign_in_challenges WHERE token_hash = :h";
constexpr const char* k_purge_challenges =
    "DELETE FROM admin_sign_in_challenges WHERE expires_at <= :now";

// Spends an unused recovery code of the administrator, audit-logged; false for any other code.
bool use_recovery_code(db::tx& t, const std::string& admin, std::string_view code) {
  const auto hash = core::recovery_code_hash(code);
  if (!hash || t.execute(k_use_code, soci::use(core::now_iso8601()), soci::use(admin),
                         soci::use(*hash)) != 1) {
    return false;
  }
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = admin,
                       .action = "admin.recovery_code_used",
                       .target_kind = "administrator",
                       .target_id = admin});
  return true;
}

}  // namespace

bool admin_two_factor_enabled(soci::session& sql, std::string_view admin_id) {
  const std::string admin(admin_id);
  long long n = 0;
  sql << k_count_enabled, soci::use(admin), soci::into(n);
  return n > 0;
}

std::optional<admin_enrolment> begin_admin_enrolment(db::tx& t, std::string_view admin_id,
                                                     std::string_view email) {
  const std::string admin(admin_id);
  auto made = core::totp::new_secret("Sangam admin", email);
  if (t.execute(k_upsert_pending, soci::use(admin), soci::use(made.secret),
                soci::use(core::now_iso8601())) == 0) {
    return std::nullopt;
  }
  return admin_enrolment{.secret = std::move(made.secret),
                         .otpauth_url = std::move(made.otpauth_url)};
}

admin_code_result check_admin_code(db::tx& t, std::string_view admin_id, std::string_view code) {
  const std::string admin(admin_id);
  std::string secret, enabled_at;
  soci::indicator enabled_ind = soci::i_null;
  t.sql() << k_select, soci::use(admin), soci::into(secret), soci::into(enabled_at, enabled_ind);
  if (!t.sql().got_data()) return admin_code_result::wrong;
  const auto step = core::totp::step_of(secret, code);
  if (!step) {
    return enabled_ind == soci::i_ok && use_recovery_code(t, admin, code)
               ? admin_code_result::recovered
               : admin_code_result::wrong;
  }
  if (enabled_ind != soci::i_ok) {
    return t.execute(k_enable, soci::use(core::now_iso8601()), soci::use(*step),
                     soci::use(admin)) == 1
               ? admin_code_result::enrolled
               : admin_code_result::wrong;
  }
  // The same code (time step) never passes twice, not even from two requests at once.
  return t.execute(k_take_step, soci::use(*step), soci::use(admin), soci::use(*step)) == 1
             ? admin_code_result::accepted
             : admin_code_result::wrong;
}

std::vector<std::string> issue_admin_recovery_codes(db::tx& t, std::string_view admin_id) {
  const std::string admin(admin_id);
  t.execute(k_delete_codes, soci::use(admin));
  auto codes = core::new_recovery_codes();
  for (const auto& code : codes) {
    t.execute(k_insert_code, soci::use(admin), soci::use(*core::recovery_code_hash(code)));
  }
  return codes;
}

std::string issue_admin_challenge(db::tx& t, std::string_view admin_id) {
  const std::string admin(admin_id);
  const auto token = core::totp::new_challenge_token();
  const auto now = core::now();
  t.execute(k_purge_challenges, soci::use(core::to_iso8601(now)));
  t.execute(k_insert_challenge, soci::use(auth::token_hash(token)), soci::use(admin),
            soci::use(core::to_iso8601(now + k_admin_challenge_lifetime)));
  return token;
}

std::optional<std::string> admin_challenge_owner(soci::session& sql, std::string_view token) {
  if (token.size() != core::totp::k_challenge_length) return std::nullopt;
  const auto hash = auth::token_hash(token);
  const auto now = core::now_iso8601();
  const int tries = k_admin_challenge_tries;
  std::string admin;
  sql << k_select_challenge, soci::use(hash), soci::use(now), soci::use(tries), soci::into(admin);
  if (!sql.got_data()) return std::nullopt;
  return admin;
}

bool charge_admin_challenge(db::tx& t, std::string_view token) {
  if (token.size() != core::totp::k_challenge_length) return false;
  const int tries = k_admin_challenge_tries;
  return t.execute(k_charge_challenge, soci::use(auth::token_hash(token)),
                   soci::use(core::now_iso8601()), soci::use(tries)) == 1;
}

void end_admin_challenge(db::tx& t, std::string_view token) {
  t.execute(k_delete_challenge, soci::use(auth::token_hash(token)));
}

}  // namespace sangam::features::admin
