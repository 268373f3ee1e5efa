#pragma once

#include <string>
#include <string_view>

namespace sangam::features::auth {

inline constexpr std::size_t k_password_min = 6;
inline constexpr std::size_t k_password_max = 128;

// Argon2id (libsodium crypto_pwhash_str) with OWASP's minimum: 19 MiB, 2 passes. At most a few
// hashes run at once; past that the caller gets api_error 429 instead of the server running out
// of memory under a flood of sign-ins.
std::string hash_password(std::string_view password);
bool verify_password(const std::string& stored_hash, std::string_view password);

// For a sign-in with no account or no password behind it: verifies against a decoy hash made with
// the same parameters, so that every sign-in costs one verification and its timing does not tell
// whether the account exists. Always false.
bool verify_decoy(std::string_view password);
// Makes the decoy now (at start-up) rather than in the first sign-in that needs it.
void prepare_decoy();

}  // namespace sangam::features::auth
