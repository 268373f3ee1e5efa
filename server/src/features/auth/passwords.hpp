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

}  // namespace sangam::features::auth
