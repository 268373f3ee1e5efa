#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps) through liboath, for
// the second factor of members (features/auth) and administrators (features/admin) alike; and the
// random token that carries a sign-in from the password step to the code step.
namespace sangam::core::totp {

struct enrolment final {
  std::string secret;       // base32, 160 bits
  std::string otpauth_url;  // what an authenticator app reads from the QR code
};

// A new random secret, labelled "<issuer>:<account>" in the app.
enrolment new_secret(std::string_view issuer, std::string_view account);

// The time step `code` belongs to, if it is a right code of `secret` now (or one step before or
// after, for clocks a little off); nullopt otherwise. Spaces and dashes in the code are ignored.
std::optional<long long> step_of(std::string_view secret, std::string_view code);

// The code an app shows at `at` (tests and the demo use it).
std::string code_at(std::string_view secret, std::chrono::system_clock::time_point at);

// A random 256-bit token in base64url, k_challenge_length characters: nothing like a stored
// token's hex shape travels in a response body.
inline constexpr std::size_t k_challenge_length = 43;
std::string new_challenge_token();

}  // namespace sangam::core::totp
