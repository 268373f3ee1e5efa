#pragma once

#include <sodium.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/config.hpp"

namespace sangam::features::verification {

// Seals identity documents at rest with libsodium's secretbox (XSalsa20-Poly1305): a random nonce
// per document, the key from SANGAM_DOCUMENT_KEY or the key file (docs/verification.md).
class document_vault final {
 public:
  explicit document_vault(const core::config& config);
  ~document_vault();
  document_vault(const document_vault&) = delete;
  document_vault& operator=(const document_vault&) = delete;

  struct sealed final {
    std::string nonce;       // base64
    std::string ciphertext;  // base64
  };
  sealed seal(std::string_view plaintext) const;
  // nullopt when the ciphertext was altered or sealed with another key.
  std::optional<std::string> open(const sealed& box) const;

 private:
  std::array<unsigned char, crypto_secretbox_KEYBYTES> key_{};
};

}  // namespace sangam::features::verification
