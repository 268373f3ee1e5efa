#include "features/auth/passwords.hpp"

#include <sodium.h>

#include <chrono>
#include <semaphore>
#include <stdexcept>
#include <thread>

#include "core/error.hpp"
#include "core/ids.hpp"

namespace sangam::features::auth {
namespace {

constexpr unsigned long long k_opslimit = 2;
constexpr std::size_t k_memlimit = 19 * 1024 * 1024;
constexpr std::ptrdiff_t k_concurrent_hashes = 4;  // ≤ 76 MiB of Argon2 memory at once

std::counting_semaphore<k_concurrent_hashes>& gate() {
  static std::counting_semaphore<k_concurrent_hashes> semaphore(k_concurrent_hashes);
  return semaphore;
}

class gate_slot final {
 public:
  gate_slot() {
    if (!gate().try_acquire_for(std::chrono::seconds(2))) {
      throw core::api_error(429, "busy", "Too many sign-ins right now. Please try again shortly.");
    }
  }
  ~gate_slot() { gate().release(); }
  gate_slot(const gate_slot&) = delete;
  gate_slot& operator=(const gate_slot&) = delete;
};

const std::string& decoy_hash() {
  static const std::string hash = hash_password(core::random_hex(32));
  return hash;
}

}  // namespace

std::string hash_password(std::string_view password) {
  gate_slot slot;
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), k_opslimit, k_memlimit,
                            crypto_pwhash_ALG_ARGON2ID13) != 0) {
    throw std::runtime_error("password hashing ran out of memory");
  }
  return out;
}

bool verify_password(const std::string& stored_hash, std::string_view password) {
  if (password.size() > k_password_max) return false;
  gate_slot slot;
  return crypto_pwhash_str_verify(stored_hash.c_str(), password.data(), password.size()) == 0;
}

bool verify_decoy(std::string_view password) {
  verify_password(decoy_hash(), password);
  return false;
}

void prepare_decoy() {
  decoy_hash();
}

}  // namespace sangam::features::auth
