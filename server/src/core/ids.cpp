#include "core/ids.hpp"

#include <sodium.h>

#include <array>
#include <chrono>
#include <cstdint>

namespace sangam::core {
namespace {

constexpr char k_hex[] = "0123456789abcdef";

void append_hex(std::string& out, const std::uint8_t* bytes, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(k_hex[bytes[i] >> 4]);
    out.push_back(k_hex[bytes[i] & 0x0f]);
  }
}

}  // namespace

std::string new_uuid_v7() {
  std::array<std::uint8_t, 16> b{};
  randombytes_buf(b.data(), b.size());
  const auto ms = static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::milliseconds>(
          std::chrono::system_clock::now().time_since_epoch())
          .count());
  for (int i = 0; i < 6; ++i) b[i] = static_cast<std::uint8_t>(ms >> (40 - 8 * i));
  b[6] = static_cast<std::uint8_t>((b[6] & 0x0f) | 0x70);  // version 7
  b[8] = static_cast<std::uint8_t>((b[8] & 0x3f) | 0x80);  // RFC 4122 variant

  std::string out;
  out.reserve(36);
  append_hex(out, b.data(), 4);
  out.push_back('-');
  append_hex(out, b.data() + 4, 2);
  out.push_back('-');
  append_hex(out, b.data() + 6, 2);
  out.push_back('-');
  append_hex(out, b.data() + 8, 2);
  out.push_back('-');
  append_hex(out, b.data() + 10, 6);
  return out;
}

std::string random_hex(std::size_t bytes) {
  std::string raw(bytes, '\0');
  randombytes_buf(raw.data(), raw.size());
  std::string out;
  out.reserve(bytes * 2);
  append_hex(out, reinterpret_cast<const std::uint8_t*>(raw.data()), raw.size());
  return out;
}

}  // namespace sangam::core
