#include "core/recovery_codes.hpp"

#include <sodium.h>

#include <cctype>

namespace sangam::core {
namespace {

constexpr std::string_view k_alphabet = "abcdefghjkmnpqrstuvwxyz23456789";  // no 0/o, 1/l/i
constexpr std::size_t k_length = 8;

std::string new_recovery_code() {
  std::string code;
  for (std::size_t i = 0; i < k_length; ++i) {
    if (i == k_length / 2) code += '-';
    code += k_alphabet[randombytes_uniform(static_cast<std::uint32_t>(k_alphabet.size()))];
  }
  return code;
}

}  // namespace

std::vector<std::string> new_recovery_codes() {
  std::vector<std::string> codes;
  for (std::size_t i = 0; i < k_recovery_code_count; ++i) codes.push_back(new_recovery_code());
  return codes;
}

std::optional<std::string> recovery_code_hash(std::string_view typed) {
  std::string code;
  for (const char c : typed) {
    if (c == '-' || c == ' ') continue;
    code += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (code.size() != k_length) return std::nullopt;
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(code.data()), code.size());
  char hex[crypto_hash_sha256_BYTES * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, digest, sizeof digest);
  return std::string(hex);
}

}  // namespace sangam::core
