#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "db/writer.hpp"

namespace sangam::features::auth {

// Two-factor sign-in with TOTP (RFC 6238: 30-second steps, 6 digits, HMAC-SHA-1, what every
// authenticator app speaks) through liboath, and one-time recovery codes (core/recovery_codes.hpp,
// docs/security.md).

inline constexpr auto k_challenge_lifetime = std::chrono::minutes(5);
// Wrong codes (and recovery codes) a member's account takes within the window, wherever they come
// from; only a right code clears them, never a right password.
inline constexpr long long k_code_failures_max = 10;
inline constexpr auto k_code_failure_window = std::chrono::minutes(15);
// Codes one sign-in challenge takes: after the fifth wrong one it is dead.
inline constexpr int k_challenge_tries = 5;

struct enrolment final {
  std::string secret;       // base32, for typing into an app
  std::string otpauth_url;  // for the QR code
};

// A new secret waiting for its first code (replacing one that never got it). 409 when on already.
enrolment begin_enrolment(db::writer& writer, std::string_view member_id, std::string_view email);

// The first right code turns two-factor on and returns the recovery codes, shown this once.
// 400 (fields.code) for a wrong code, 409 when there is no enrolment waiting.
std::vector<std::string> confirm_enrolment(db::writer& writer, std::string_view member_id,
                                           std::string_view code);

bool two_factor_enabled(soci::session& sql, std::string_view member_id);
long long recovery_codes_left(soci::session& sql, std::string_view member_id);

// Accepts a current TOTP code (each time step once) or an unused recovery code (then used up),
// in the caller's transaction. False for anything else.
bool check_second_factor(db::tx& t, std::string_view member_id, std::string_view code);

// What judge_second_factor made of a code.
struct code_verdict final {
  enum outcome_kind { accepted, wrong, refused } outcome = wrong;
  std::chrono::seconds retry_after{0};  // refused: when the budget has room again
};

// check_second_factor under the member's own budget for wrong codes: the attempt is charged before
// the code is judged (refused, nothing judged, once k_code_failures_max are within
// k_code_failure_window); a wrong code stays charged, a right one clears the member's failures.
// In the caller's transaction, which must commit for a wrong code to count. Concurrent attempts
// for one member are serialised on the member's two_factor row.
code_verdict judge_second_factor(db::tx& t, std::string_view member_id, std::string_view code);

// Turns two-factor off: the secret and the recovery codes go.
void disable_two_factor(db::tx& t, std::string_view member_id);

// After a right password: a single-use token for the second step, valid k_challenge_lifetime.
std::string issue_challenge(db::tx& t, std::string_view member_id);
// The member a live challenge is for; nullopt when unknown, expired or out of tries.
std::optional<std::string> challenge_member(soci::session& sql, std::string_view token);
// Counts one try of a live challenge before its code is judged; false (nothing counted) when it
// is unknown, expired or has had k_challenge_tries.
bool charge_challenge(db::tx& t, std::string_view token);
void end_challenge(db::tx& t, std::string_view token);

}  // namespace sangam::features::auth
