#include "features/verification/vault.hpp"

#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "core/private_files.hpp"
#include "core/text.hpp"
#include "features/feature.hpp"

namespace sangam::features::verification {
namespace {

// The key that encrypts identity documents at rest (64 hex digits); when unset, the key kept in
// the key file (made on first start).
constexpr text_setting k_document_key{.name = "SANGAM_DOCUMENT_KEY", .fallback = ""};
constexpr text_setting k_document_key_file{.name = "SANGAM_DOCUMENT_KEY_FILE",
                                           .fallback = "var/document.key"};

constexpr std::size_t k_hex_key = crypto_secretbox_KEYBYTES * 2;

void from_hex(std::string_view hex, std::array<unsigned char, crypto_secretbox_KEYBYTES>& key,
              const char* where) {
  std::size_t length = 0;
  if (hex.size() != k_hex_key ||
      sodium_hex2bin(key.data(), key.size(), hex.data(), hex.size(), nullptr, &length, nullptr) !=
          0 ||
      length != key.size()) {
    throw std::invalid_argument(std::string(where) + " must be " + std::to_string(k_hex_key) +
                                " hex digits");
  }
}

// The key file's key, made (random, mode 0600 whatever the umask) when there is none yet. Two
// instances starting together on one key file agree on the first one written.
std::string key_from_file(const std::string& path) {
  if (std::ifstream in(path); in) {
    core::warn_if_readable_by_others(path, "the document key file");
    std::string hex;
    std::getline(in, hex);
    return std::string(core::trim(hex));
  }
  std::array<unsigned char, crypto_secretbox_KEYBYTES> fresh{};
  crypto_secretbox_keygen(fresh.data());
  std::string hex(k_hex_key + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), fresh.data(), fresh.size());
  hex.resize(k_hex_key);
  sodium_memzero(fresh.data(), fresh.size());
  const auto dir = std::filesystem::path(path).parent_path();
  if (!dir.empty()) std::filesystem::create_directories(dir);
  if (!core::write_private_file(path, hex + '\n', false)) {
    sodium_memzero(hex.data(), hex.size());
    return key_from_file(path);  // another instance made it first
  }
  spdlog::info("made the document key file {} (mode 0600): back it up, apart from the database",
               path);
  return hex;
}

}  // namespace

document_vault::document_vault(const core::config& config) {
  if (auto given = k_document_key.of(config); !given.empty()) {
    from_hex(given, key_, "SANGAM_DOCUMENT_KEY");
    sodium_memzero(given.data(), given.size());
  } else {
    auto hex = key_from_file(k_document_key_file.of(config));
    from_hex(hex, key_, "the document key file");
    sodium_memzero(hex.data(), hex.size());
  }
}

document_vault::~document_vault() {
  sodium_memzero(key_.data(), key_.size());
}

document_vault::sealed document_vault::seal(std::string_view plaintext) const {
  std::array<unsigned char, crypto_secretbox_NONCEBYTES> nonce{};
  randombytes_buf(nonce.data(), nonce.size());
  std::string box(plaintext.size() + crypto_secretbox_MACBYTES, '\0');
  crypto_secretbox_easy(reinterpret_cast<unsigned char*>(box.data()),
                        reinterpret_cast<const unsigned char*>(plaintext.data()), plaintext.size(),
                        nonce.data(), key_.data());
  return {.nonce = core::to_base64(
              std::string_view(reinterpret_cast<const char*>(nonce.data()), nonce.size())),
          .ciphertext = core::to_base64(box)};
}

std::optional<std::string> document_vault::open(const sealed& box) const {
  const auto nonce = core::from_base64(box.nonce);
  const auto cipher = core::from_base64(box.ciphertext);
  if (!nonce || !cipher || nonce->size() != crypto_secretbox_NONCEBYTES ||
      cipher->size() < crypto_secretbox_MACBYTES) {
    return std::nullopt;
  }
  std::string plain(cipher->size() - crypto_secretbox_MACBYTES, '\0');
  if (crypto_secretbox_open_easy(
          reinterpret_cast<unsigned char*>(plain.data()),
          reinterpret_cast<const unsigned char*>(cipher->data()), cipher->size(),
          reinterpret_cast<const unsigned char*>(nonce->data()), key_.data()) != 0) {
    return std::nullopt;
  }
  return plain;
}

}  // namespace sangam::features::verification
