#include "features/auth/two_factor.hpp"

#include <liboath/oath.h>
#include <soci/soci.h>
#include <sodium.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <mutex>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/recovery_codes.hpp"
#include "features/auth/sessions.hpp"

namespace sangam::features::auth {
namespace {

constexpr unsigned k_step_seconds = OATH_TOTP_DEFAULT_TIME_STEP_SIZE;
constexpr unsigned k_digits = 6;
constexpr std::size_t k_window = 1;  // the step before and after, for clocks a little off
constexpr std::size_t k_secret_bytes = 20;
constexpr std::size_t k_challenge_length = 43;  // 32 bytes in base64url

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

// The time step a code belongs to, if it is right now (±k_window); nullopt otherwise.
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

}  // namespace

enrolment begin_enrolment(db::writer& writer, std::string_view member_id, std::string_view email) {
  const std::string member(member_id);
  unsigned char raw[k_secret_bytes];
  randombytes_buf(raw, sizeof raw);
  const auto secret = base32({reinterpret_cast<const char*>(raw), sizeof raw});
  sodium_memzero(raw, sizeof raw);
  writer.run([&](db::tx& t) {
    if (t.execute(k_upsert_pending, soci::use(member), soci::use(secret),
                  soci::use(core::now_iso8601())) == 0) {
      throw core::api_error(409, "two_factor_on", "Two-factor sign-in is on already.");
    }
  });
  return {.secret = secret,
          .otpauth_url = "otpauth://totp/Sangam:" + url_encoded(email) + "?secret=" + secret +
                         "&issuer=Sangam&algorithm=SHA1&digits=6&period=30"};
}

std::vector<std::string> confirm_enrolment(db::writer& writer, std::string_view member_id,
                                           std::string_view code) {
  const std::string member(member_id);
  return writer.run([&](db::tx& t) {
    const auto stored = secret_of(t.sql(), member);
    if (!stored || stored->enabled) {
      throw core::api_error(409, "no_enrolment", "Start setting up two-factor sign-in first.");
    }
    const auto step = matching_step(stored->secret, code);
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
  if (const auto step = matching_step(stored->secret, code)) {
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
  // base64url, not hex: nothing like a stored token's shape travels in a response body.
  unsigned char raw[32];
  randombytes_buf(raw, sizeof raw);
  char text[sodium_base64_ENCODED_LEN(sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(text, sizeof text, raw, sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  const std::string token(text);
  const auto now = core::now();
  t.execute(k_purge_challenges, soci::use(core::to_iso8601(now)));
  t.execute(k_insert_challenge, soci::use(token_hash(token)), soci::use(member),
            soci::use(core::to_iso8601(now + k_challenge_lifetime)));
  return token;
}

std::optional<std::string> challenge_member(soci::session& sql, std::string_view token) {
  if (token.size() != k_challenge_length) return std::nullopt;
  const auto hash = token_hash(token);
  const auto now = core::now_iso8601();
  std::string member;
  const int tries = k_challenge_tries;
  sql << k_select_challenge, soci::use(hash), soci::use(now), soci::use(tries), soci::into(member);
  if (!sql.got_data()) return std::nullopt;
  return member;
}

bool charge_challenge(db::tx& t, std::string_view token) {
  if (token.size() != k_challenge_length) return false;
  const int tries = k_challenge_tries;
  return t.execute(k_charge_challenge, soci::use(token_hash(token)), soci::use(core::now_iso8601()),
                   soci::use(tries)) == 1;
}

void end_challenge(db::tx& t, std::string_view token) {
  t.execute(k_delete_challenge, soci::use(token_hash(token)));
}

std::string totp_code(std::string_view secret, std::chrono::system_clock::time_point at) {
  const auto raw = secret_bytes(secret);
  char otp[k_digits + 1] = {};
  if (oath_totp_generate(raw.data(), raw.size(), std::chrono::system_clock::to_time_t(at),
                         k_step_seconds, 0, k_digits, otp) != OATH_OK) {
    throw std::runtime_error("TOTP generation failed");
  }
  return otp;
}

}  // namespace sangam::features::auth
