#pragma once

#include <soci/session.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::admin {

// An administrator's second factor: TOTP (RFC 6238, 30-second steps, 6 digits) and one-time
// recovery codes (core/recovery_codes.hpp) as members have them (features/auth/two_factor.hpp),
// asked for after the password. SANGAM_ADMIN_2FA=required makes an administrator without it
// enrol at the next sign-in.

inline constexpr auto k_admin_challenge_lifetime = std::chrono::minutes(5);
// Codes one sign-in challenge takes: after the fifth wrong one it is dead.
inline constexpr int k_admin_challenge_tries = 5;

struct admin_enrolment final {
  std::string secret;       // base32, for typing into an app
  std::string otpauth_url;  // for the QR code
};

bool admin_two_factor_enabled(soci::session& sql, std::string_view admin_id);

// A new secret waiting for its first code, replacing one that never got it. Never replaces a
// secret that is on (nullopt then).
std::optional<admin_enrolment> begin_admin_enrolment(db::tx& t, std::string_view admin_id,
                                                     std::string_view email);

// What a code did to an administrator's second factor.
enum class admin_code_result { wrong, accepted, recovered, enrolled };

// A current code (±1 step): for a secret that is on, accepted once per time step, never again
// (replays are wrong); for one waiting for its first code, turns it on (enrolled). With the
// secret on, an unused recovery code is taken too and then used up (recovered, audit-logged as
// admin.recovery_code_used). In the caller's transaction.
admin_code_result check_admin_code(db::tx& t, std::string_view admin_id, std::string_view code);

// New recovery codes for an administrator whose two-factor has just been turned on, replacing
// any earlier ones; returned to be shown this once.
std::vector<std::string> issue_admin_recovery_codes(db::tx& t, std::string_view admin_id);

// After a right password: a single-use token (256 random bits, base64url; only its SHA-256 is
// kept) for the second step, valid k_admin_challenge_lifetime.
std::string issue_admin_challenge(db::tx& t, std::string_view admin_id);
// The administrator a live challenge is for; nullopt when unknown, expired or out of tries.
std::optional<std::string> admin_challenge_owner(soci::session& sql, std::string_view token);
// Counts one try of a live challenge before its code is judged; false (nothing counted) when it
// is unknown, expired or has had k_admin_challenge_tries.
bool charge_admin_challenge(db::tx& t, std::string_view token);
void end_admin_challenge(db::tx& t, std::string_view token);

}  // namespace sangam::features::admin
