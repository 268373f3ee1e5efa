#include "core/ids.hpp"

#include <sodium.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <utility>

namespace sangam::core {
namespace {

constexpr char k_hex[] = "0123456789abcdef";

void append_hex(std::string& out, const std::uint8_t* bytes, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(k_hex[bytes[i] >> 4]);
    out.push_back(k_hex[bytes[i] & 0x0f]);
  }
}

// RFC 9562 method 1: a 12-bit counter in rand_a keeps ids made in one millisecond in order, so
// "newest first" sorts by id reliably.
std::pair<std::uint64_t, std::uint16_t> next_timestamp() {
  static std::mutex mutex;
  static std::uint64_t last_ms = 0;
  static std::uint16_t counter = 0;
  auto ms = static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                           std::chrono::system_clock::now().time_since_epoch())
                                           .count());
  std::lock_guard lock(mutex);
  if (ms <= last_ms) {
    ms = last_ms;
    if (++counter > 0x0fff) {  // counter spent: borrow the next millisecond
      ++ms;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  last_ms = ms;
  return {ms, counter};
}

// Random bytes for ids, drawn from the system's generator a block at a time rather than one
// system call per id. Tokens and secrets (random_hex) still draw directly.
void id_random_bytes(std::uint8_t* out, std::size_t n) {
  constexpr std::size_t k_block = 512;
  thread_local std::array<std::uint8_t, k_block> block{};
  thread_local std::size_t used = k_block;
  if (used + n > k_block) {
    randombytes_buf(block.data(), block.size());
    used = 0;
  }
  std::copy_n(block.data() + used, n, out);
  // Bytes handed out are not kept.
  std::fill_n(block.data() + used, n, std::uint8_t{0});
  used += n;
}

}  // namespace

std::string new_uuid_v7() {
  std::array<std::uint8_t, 16> b{};
  id_random_bytes(b.data(), b.size());
  const auto [ms, counter] = next_timestamp();
  for (int i = 0; i < 6; ++i) b[i] = static_cast<std::uint8_t>(ms >> (40 - 8 * i));
  b[6] = static_cast<std::uint8_t>(0x70 | (counter >> 8));  // version 7, counter high bits
  b[7] = static_cast<std::uint8_t>(counter & 0xff);
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
