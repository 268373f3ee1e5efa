#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sangam::core {

// Without leading and trailing ASCII whitespace.
std::string_view trim(std::string_view s);

// Length in Unicode code points of valid UTF-8 text (the unit users count in).
std::size_t utf8_length(std::string_view s);

// Text fit for a one-line field (a name, a title, a city, a company): UTF-8 with no control
// characters (C0 with tab and line breaks, DEL, C1), no line or paragraph separators
// (U+2028/U+2029) and no bidirectional controls (U+061C, U+200E/U+200F, U+202A–U+202E,
// U+2066–U+2069), which make text read as other text. Such a field reaches e-mail bodies,
// notifications and other members' screens, where a line break or a reversed run would let a
// member write Sangam's words.
bool is_one_line_text(std::string_view s);
// The field message for text that is not (every route says it the same way).
inline constexpr const char* k_one_line_message =
    "Use a single line without tabs, control or text-direction characters.";

// A plausible deliverable address: local@domain.tld, at most 254 characters, no spaces.
bool is_valid_email(std::string_view email);

// Percent-encoding for a URL query value (RFC 3986 unreserved characters kept).
std::string url_encode(std::string_view s);

// ASCII lower-case copy, for case-insensitive keys such as e-mail addresses.
std::string ascii_lower(std::string_view s);

// An e-mail address as it is stored, looked up and throttled: trimmed and lower-cased. Every route
// that reads an address applies it once, so that one mailbox is one key everywhere.
std::string normalized_email(std::string_view email);

// Standard base64 (RFC 4648 with padding), how binary data is stored in text columns.
std::string to_base64(std::string_view bytes);
// nullopt for text that is not base64.
std::optional<std::string> from_base64(std::string_view text);

}  // namespace sangam::core
