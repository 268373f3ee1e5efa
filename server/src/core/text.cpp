#include "core/text.hpp"

#include <sodium.h>

#include <algorithm>
#include <cctype>

namespace sangam::core {
namespace {

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool valid_domain_label(std::string_view label) {
  if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') {
    return false;
  }
  return std::all_of(label.begin(), label.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || c == '-' || u >= 0x80;  // non-ASCII: internationalised domains
  });
}

// The code point at s[i] (advancing i past it); nullopt for bytes that are not UTF-8 (overlong
// forms and surrogates included).
std::optional<char32_t> next_code_point(std::string_view s, std::size_t& i) {
  const auto byte = [&](std::size_t at) { return static_cast<unsigned char>(s[at]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) {
    ++i;
    return lead;
  }
  std::size_t length = 0;
  char32_t cp = 0, least = 0;
  if ((lead & 0xE0) == 0xC0) {
    length = 2, cp = lead & 0x1F, least = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    length = 3, cp = lead & 0x0F, least = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    length = 4, cp = lead & 0x07, least = 0x10000;
  } else {
    return std::nullopt;
  }
  if (i + length > s.size()) return std::nullopt;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  i += length;
  return cp;
}

bool is_control_or_bidi(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
         c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

}  // namespace

bool is_one_line_text(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = next_code_point(s, i);
    if (!c || is_control_or_bidi(*c)) return false;
  }
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_ascii_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_ascii_space(s.back())) s.remove_suffix(1);
  return s;
}

std::size_t utf8_length(std::string_view s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool is_valid_email(std::string_view email) {
  if (email.size() > 254) return false;
  const auto at = email.find('@');
  if (at == std::string_view::npos || email.find('@', at + 1) != std::string_view::npos) {
    return false;
  }
  const auto local = email.substr(0, at);
  const auto domain = email.substr(at + 1);
  if (local.empty() || local.size() > 64) return false;
  const bool local_ok = std::none_of(local.begin(), local.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u <= 0x20 || u == 0x7f || c == '"' || c == '(' || c == ')' || c == ',' || c == ':' ||
           c == ';' || c == '<' || c == '>' || c == '[' || c == '\\' || c == ']';
  });
  if (!local_ok || local.front() == '.' || local.back() == '.' ||
      local.find("..") != std::string_view::npos) {
    return false;
  }
  std::size_t labels = 0;
  std::string_view last;
  for (std::size_t start = 0;;) {
    const auto dot = domain.find('.', start);
    last =
        domain.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (!valid_domain_label(last)) return false;
    ++labels;
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  return labels >= 2 && utf8_length(last) >= 2;
}

std::string url_encode(std::string_view s) {
  constexpr char k_hex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(s.size() * 3);
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '_' || c == '.' || c == '~') {
      out.push_back(c);
    } else {
      out.push_back('%');
      out.push_back(k_hex[u >> 4]);
      out.push_back(k_hex[u & 0x0f]);
    }
  }
  return out;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string normalized_email(std::string_view email) {
  return ascii_lower(trim(email));
}

std::string to_base64(std::string_view bytes) {
  constexpr int variant = sodium_base64_VARIANT_ORIGINAL;
  std::string out(sodium_base64_encoded_len(bytes.size(), variant), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                    bytes.size(), variant);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

std::optional<std::string> from_base64(std::string_view text) {
  std::string out(text.size() / 4 * 3 + 3, '\0');
  std::size_t length = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(),
                        text.size(), nullptr, &length, nullptr,
                        sodium_base64_VARIANT_ORIGINAL) != 0) {
    return std::nullopt;
  }
  out.resize(length);
  return out;
}

}  // namespace sangam::core
