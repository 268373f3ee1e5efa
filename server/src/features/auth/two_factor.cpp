#include "features/auth/two_factor.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/recovery_codes.hpp"
#include "core/totp.hpp"
#include "features/auth/sessions.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_upsert_pending =
    "INSERT INTO two_factor (member_id, secret, enabled_at, last_step, created_at)"
    " VALUES (:m, :secret, NULL, 0, :at) ON CONFLICT (member_id) DO UPDATE"
    " SET secret = excluded.secret, last_step = 0, created_at = excluded.created_at"
    " WHERE two_factor.enabled_at IS NULL";
constexpr const char* k_select =
    "SELECT secret, enabled_at, last_step FROM two_factor WHERE member_id = :m";
constexpr const char* k_enable =
    "UPDATE two_factor SET enabled_at = :at, last_step = :step WHERE member_id = :m"
    " AND enabled_at IS NULL";
constexpr const char* k_take_step =
    "UPDATE two_factor SET last_step = :step WHERE member_id = :m AND last_step < :step2"
    " AND enabled_at IS NOT NULL";
constexpr const char* k_count_enabled =
    "SELECT COUNT(*) FROM two_factor WHERE member_id = :m AND enabled_at IS NOT NULL";
constexpr const char* k_delete_codes = "DELETE FROM recovery_codes WHERE member_id = :m";
constexpr const char* k_insert_code =
    "INSERT INTO recovery_codes (member_id, code_hash) VALUES (:m, :hash)";
constexpr const char* k_use_code =
    "UPDATE recovery_codes SET used_at = :at WHERE member_id = :m AND code_hash = :hash"
    " AND used_at IS NULL";
constexpr const char* k_codes_left =
    "SELECT COUNT(*) FROM recovery_codes WHERE member_id = :m AND used_at IS NULL";
constexpr const char* k_delete_secret = "DELETE FROM two_factor WHERE member_id = :m";
constexpr const char* k_insert_challenge =
    "INSERT INTO sign_in_challenges (token_hash, member_id, expires_at) VALUES (:h, :m, :e)";
constexpr const char* k_select_challenge =
    "SELECT member_id FROM sign_in_challenges WHERE token_hash = :h AND expires_at > :now"
    " AND failures < :tries";
constexpr const char* k_charge_challenge =
    "UPDATE sign_in_challenges SET failures = failures + 1 WHERE token_hash = :h"
    " AND expires_at > :now AND failures < :tries";
// Taking the member's two_factor row first serialises concurrent attempts (on PostgreSQL; SQLite
// has one writer), so that each counts the failures of those before it.
constexpr const char* k_lock_member =
    "UPDATE two_factor SET last_step = last_step WHERE member_id = :m AND enabled_at IS NOT NULL";
constexpr const char* k_forget_failures_before =
    "DELETE FROM second_factor_failures WHERE member_id = :m AND failed_at <= :since";
constexpr const char* k_recent_failures =
    "SELECT COUNT(*), MIN(failed_at) FROM second_factor_failures WHERE member_id = :m";
constexpr const char* k_insert_failure =
    "INSERT INTO second_factor_failures (member_id, failed_at) VALUES (:m, :at)";
constexpr const char* k_clear_failures = "DELETE FROM second_factor_failures WHERE member_id = :m";
constexpr const char* k_delete_challenge = "DELETE FROM sign_in_challenges WHERE token_hash = :h";
constexpr const char* k_purge_challenges =
    "DELETE FROM sign_in_challenges WHERE expires_at <= :now";

struct stored_secret final {
  std::string secret;
  bool enabled = false;
  long long last_step = 0;
};

std::optional<stored_secret> secret_of(soci::session& sql, const std::string& member) {
  stored_secret s;
  std::string enabled_at;
  soci::indicator enabled_ind = soci::i_null;
  sql << k_select, soci::use(member), soci::into(s.secret), soci::into(enabled_at, enabled_ind),
      soci::into(s.last_step);
  if (!sql.got_data()) return std::nullopt;
  s.enabled = enabled_ind == soci::i_ok;
  return s;
}

}  // namespace

enrolment begin_enrolment(db::writer& writer, std::string_view member_id, std::string_view email) {
  const std::string member(member_id);
  auto made = core::totp::new_secret("Sangam", email);
  writer.run([&](db::tx& t) {
    if (t.execute(k_upsert_pending, soci::use(member), soci::use(made.secret),
                  soci::use(core::now_iso8601())) == 0) {
      throw core::api_error(409, "two_factor_on", "Two-factor sign-in is on already.");
    }
  });
  return {.secret = std::move(made.secret), .otpauth_url = std::move(made.otpauth_url)};
}

std::vector<std::string> confirm_enrolment(db::writer& writer, std::string_view member_id,
                                           std::string_view code) {
  const std::string member(member_id);
  return writer.run([&](db::tx& t) {
    const auto stored = secret_of(t.sql(), member);
    if (!stored || stored->enabled) {
      throw core::api_error(409, "no_enrolment", "Start setting up two-factor sign-in first.");
    }
    const auto step = core::totp::step_of(stored->secret, code);
    if (!step) {
      throw core::api_error::validation(
          {{"code", "That code is not right. Check your authenticator app and try again."}});
    }
    t.execute(k_enable, soci::use(core::now_iso8601()), soci::use(*step), soci::use(member));
    t.execute(k_delete_codes, soci::use(member));
    auto codes = core::new_recovery_codes();
    for (const auto& code : codes) {
      t.execute(k_insert_code, soci::use(member), soci::use(*core::recovery_code_hash(code)));
    }
    return codes;
  });
}

bool two_factor_enabled(soci::session& sql, std::string_view member_id) {
  const std::string member(member_id);
  long long n = 0;
  sql << k_count_enabled, soci::use(member), soci::into(n);
  return n > 0;
}

long long recovery_codes_left(soci::session& sql, std::string_view member_id) {
  const std::string member(member_id);
  long long n = 0;
  sql << k_codes_left, soci::use(member), soci::into(n);
  return n;
}

bool check_second_factor(db::tx& t, std::string_view member_id, std::string_view code) {
  const std::string member(member_id);
  const auto stored = secret_of(t.sql(), member);
  if (!stored || !stored->enabled) return false;
  if (const auto step = core::totp::step_of(stored->secret, code)) {
    // The same code (time step) never passes twice, not even from two requests at once.
    return t.execute(k_take_step, soci::use(*step), soci::use(member), soci::use(*step)) == 1;
  }
  const auto recovery = core::recovery_code_hash(code);
  if (!recovery) return false;
  return t.execute(k_use_code, soci::use(core::now_iso8601()), soci::use(member),
                   soci::use(*recovery)) == 1;
}

code_verdict judge_second_factor(db::tx& t, std::string_view member_id, std::string_view code) {
  const std::string member(member_id);
  if (t.execute(k_lock_member, soci::use(member)) == 0) return {};  // two-factor is off
  const auto now = core::now();
  t.execute(k_forget_failures_before, soci::use(member),
            soci::use(core::to_iso8601(now - k_code_failure_window)));
  long long failures = 0;
  std::string oldest;
  soci::indicator oldest_ind = soci::i_null;
  t.sql() << k_recent_failures, soci::use(member), soci::into(failures),
      soci::into(oldest, oldest_ind);
  if (failures >= k_code_failures_max) {
    const auto since = oldest_ind == soci::i_ok ? core::from_iso8601(oldest) : std::nullopt;
    const auto wait = since ? *since + k_code_failure_window - now : k_code_failure_window;
    return {code_verdict::refused,
            std::max(std::chrono::seconds(1), std::chrono::ceil<std::chrono::seconds>(wait))};
  }
  t.execute(k_insert_failure, soci::use(member), soci::use(core::to_iso8601(now)));
  if (!check_second_factor(t, member, code)) return {code_verdict::wrong};
  t.execute(k_clear_failures, soci::use(member));
  return {code_verdict::accepted};
}

void disable_two_factor(db::tx& t, std::string_view member_id) {
  const std::string member(member_id);
  t.execute(k_delete_secret, soci::use(member));
  t.execute(k_delete_codes, soci::use(member));
  t.execute(k_clear_failures, soci::use(member));
}

std::string issue_challenge(db::tx& t, std::string_view member_id) {
  const std::string member(member_id);
  const auto token = core::totp::new_challenge_token();
  const auto now = core::now();
  t.execute(k_purge_challenges, soci::use(core::to_iso8601(now)));
  t.execute(k_insert_challenge, soci::use(token_hash(token)), soci::use(member),
            soci::use(core::to_iso8601(now + k_challenge_lifetime)));
  return token;
}

std::optional<std::string> challenge_member(soci::session& sql, std::string_view token) {
  if (token.size() != core::totp::k_challenge_length) return std::nullopt;
  const auto hash = token_hash(token);
  const auto now = core::now_iso8601();
  std::string member;
  const int tries = k_challenge_tries;
  sql << k_select_challenge, soci::use(hash), soci::use(now), soci::use(tries), soci::into(member);
  if (!sql.got_data()) return std::nullopt;
  return member;
}

bool charge_challenge(db::tx& t, std::string_view token) {
  if (token.size() != core::totp::k_challenge_length) return false;
  const int tries = k_challenge_tries;
  return t.execute(k_charge_challenge, soci::use(token_hash(token)), soci::use(core::now_iso8601()),
                   soci::use(tries)) == 1;
}

void end_challenge(db::tx& t, std::string_view token) {
  t.execute(k_delete_challenge, soci::use(token_hash(token)));
}

}  // namespace sangam::features::auth
