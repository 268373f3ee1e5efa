#include "core/totp.hpp"

#include <liboath/oath.h>
#include <sodium.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/clock.hpp"

namespace sangam::core::totp {
namespace {

constexpr unsigned k_step_seconds = OATH_TOTP_DEFAULT_TIME_STEP_SIZE;
constexpr unsigned k_digits = 6;
constexpr std::size_t k_window = 1;  // the step before and after
constexpr std::size_t k_secret_bytes = 20;

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

enrolment new_secret(std::string_view issuer, std::string_view account) {
  unsigned char raw[k_secret_bytes];
  randombytes_buf(raw, sizeof raw);
  auto secret = base32({reinterpret_cast<const char*>(raw), sizeof raw});
  sodium_memzero(raw, sizeof raw);
  const auto label = url_encoded(issuer);
  auto url = "otpauth://totp/" + label + ":" + url_encoded(account) + "?secret=" + secret +
             "&issuer=" + label + "&algorithm=SHA1&digits=6&period=30";
  return {.secret = std::move(secret), .otpauth_url = std::move(url)};
}

std::optional<long long> step_of(std::string_view secret, std::string_view code) {
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

std::string code_at(std::string_view secret, std::chrono::system_clock::time_point at) {
  const auto raw = secret_bytes(secret);
  char otp[k_digits + 1] = {};
  if (oath_totp_generate(raw.data(), raw.size(), std::chrono::system_clock::to_time_t(at),
                         k_step_seconds, 0, k_digits, otp) != OATH_OK) {
    throw std::runtime_error("TOTP generation failed");
  }
  return otp;
}

std::string new_challenge_token() {
  unsigned char raw[32];
  randombytes_buf(raw, sizeof raw);
  char text[sodium_base64_ENCODED_LEN(sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(text, sizeof text, raw, sizeof raw, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return text;
}

}  // namespace sangam::core::totp
