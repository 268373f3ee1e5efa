#include "features/discover/connection_cursor.hpp"

#include <sodium.h>

#include <algorithm>

#include "core/clock.hpp"

namespace sangam::features::discover {
namespace {

constexpr char k_separator = '|';
constexpr std::size_t k_max_id = 64;
constexpr std::size_t k_max_text = 256;
constexpr int k_variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;

bool is_plain_id(std::string_view id) {
  return !id.empty() && id.size() <= k_max_id && std::all_of(id.begin(), id.end(), [](char c) {
    return c > ' ' && c < 0x7f && c != k_separator;
  });
}

}  // namespace

std::string encode_cursor(const connection_cursor& cursor) {
  const auto plain = cursor.connected_at + k_separator + cursor.id;
  std::string text(sodium_base64_encoded_len(plain.size(), k_variant), '\0');
  sodium_bin2base64(text.data(), text.size(), reinterpret_cast<const unsigned char*>(plain.data()),
                    plain.size(), k_variant);
  text.resize(text.find('\0'));
  return text;
}

std::optional<connection_cursor> decode_cursor(std::string_view text) {
  if (text.empty() || text.size() > k_max_text) return std::nullopt;
  std::string plain(text.size(), '\0');
  std::size_t length = 0;
  const char* end = nullptr;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(plain.data()), plain.size(), text.data(),
                        text.size(), nullptr, &length, &end, k_variant) != 0 ||
      end != text.data() + text.size()) {
    return std::nullopt;
  }
  plain.resize(length);
  const auto separator = plain.find(k_separator);
  if (separator == std::string::npos) return std::nullopt;
  connection_cursor cursor{plain.substr(0, separator), plain.substr(separator + 1)};
  if (!core::from_iso8601(cursor.connected_at) || !is_plain_id(cursor.id)) return std::nullopt;
  return cursor;
}

}  // namespace sangam::features::discover
