#include "features/admin/two_factor.hpp"

#include <liboath/oath.h>
#include <soci/soci.h>
#include <sodium.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/clock.hpp"
#include "core/recovery_codes.hpp"
#include "db/audit.hpp"
#include "features/auth/sessions.hpp"

namespace sangam::features::admin {
namespace {

constexpr unsigned k_step_seconds = OATH_TOTP_DEFAULT_TIME_STEP_SIZE;
constexpr std::size_t k_digits = 6;
constexpr std::size_t k_window = 1;  // the step before and after, for clocks a little off
constexpr std::size_t k_secret_bytes = 20;
constexpr std::size_t k_challenge_length = 43;  // 32 bytes in base64url

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

void ensure_oath() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (oath_init() != OATH_OK) throw std::runtime_error("liboath failed to start");
  });
}

struct freed final {
  void operator()(char* p) const { std::free(p); }
};

std::string base32(std::string_view bytes) {
  ensure_oath();
  char* out = nullptr;
  std::size_t length = 0;
  if (oath_base32_encode(bytes.data(), bytes.size(), &out, &length) != OATH_OK) {
    throw std::runtime_error("base32 encoding failed");
  }
  std::unique_ptr<char, freed> owned(out);
  std::string text(out, length);
  text.erase(std::remove(text.begin(), text.end(), '='), text.end());
  return text;
}

std::string secret_bytes(std::string_view secret) {
  ensure_oath();
  char* out = nullptr;
  std::size_t length = 0;
  if (oath_base32_decode(secret.data(), secret.size(), &out, &length) != OATH_OK) {
    throw std::runtime_error("stored two-factor secret is not base32");
  }
  std::unique_ptr<char, freed> owned(out);
  return {out, length};
}

// Digits only ("123 456" is 123456); empty when it cannot be a code.
std::string digits_of(std::string_view code) {
  std::string out;
  for (const char c : code) {
    if (c == ' ' || c == '-') continue;
    if (!std::isdigit(static_cast<unsigned char>(c))) return {};
    out += c;
  }
  return out.size() == k_digits ? out : std::string();
}

// The time step a code belongs to, if it is right now (±k_window).
std::optional<long long> matching_step(const std::string& secret, std::string_view code) {
  const auto otp = digits_of(code);
  if (otp.empty()) return std::nullopt;
  const auto raw = secret_bytes(secret);
  int position = 0;
  std::uint64_t counter = 0;
  const auto now = std::chrono::system_clock::to_time_t(core::now());
  const int rc = oath_totp_validate3(raw.data(), raw.size(), now, k_step_seconds, 0, k_window,
                                     &position, &counter, otp.c_str());
  if (rc < 0) return std::nullopt;
  return static_cast<long long>(counter);
}

std::string url_encoded(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

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
  unsigned char raw[k_secret_bytes];
  randombytes_buf(raw, sizeof raw);
  const auto secret = base32({reinterpret_cast<const char*>(raw), sizeof raw});
  sodium_memzero(raw, sizeof raw);
  if (t.execute(k_upsert_pending, soci::use(admin), soci::use(secret),
                soci::use(core::now_iso8601())) == 0) {
    return std::nullopt;
  }
  return admin_enrolment{.secret = secret,
                         .otpauth_url = "otpauth://totp/Sangam%20admin:" + url_encoded(email) +
                                        "?secret=" + secret +
                                        "&issuer=Sangam%20admin&algorithm=SHA1&digits=6&period=30"};
}

admin_code_result check_admin_code(db::tx& t, std::string_view admin_id, std::string_view code) {
  const std::string admin(admin_id);
  std::string secret, enabled_at;
  soci::indicator enabled_ind = soci::i_null;
  t.sql() << k_select, soci::use(admin), soci::into(secret), soci::into(enabled_at, enabled_ind);
  if (!t.sql().got_data()) return admin_code_result::wrong;
  const auto step = matching_step(secret, code);
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
  unsigned char raw[32];
  randombytes_buf(raw, sizeof raw);
  char text[sodium_base64_ENCODED_LEN(sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(text, sizeof text, raw, sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  const std::string token(text);
  const auto now = core::now();
  t.execute(k_purge_challenges, soci::use(core::to_iso8601(now)));
  t.execute(k_insert_challenge, soci::use(auth::token_hash(token)), soci::use(admin),
            soci::use(core::to_iso8601(now + k_admin_challenge_lifetime)));
  return token;
}

std::optional<std::string> admin_challenge_owner(soci::session& sql, std::string_view token) {
  if (token.size() != k_challenge_length) return std::nullopt;
  const auto hash = auth::token_hash(token);
  const auto now = core::now_iso8601();
  const int tries = k_admin_challenge_tries;
  std::string admin;
  sql << k_select_challenge, soci::use(hash), soci::use(now), soci::use(tries), soci::into(admin);
  if (!sql.got_data()) return std::nullopt;
  return admin;
}

bool charge_admin_challenge(db::tx& t, std::string_view token) {
  if (token.size() != k_challenge_length) return false;
  const int tries = k_admin_challenge_tries;
  return t.execute(k_charge_challenge, soci::use(auth::token_hash(token)),
                   soci::use(core::now_iso8601()), soci::use(tries)) == 1;
}

void end_admin_challenge(db::tx& t, std::string_view token) {
  t.execute(k_delete_challenge, soci::use(auth::token_hash(token)));
}

}  // namespace sangam::features::admin
