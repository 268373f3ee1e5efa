#include "mail/message.hpp"

#include <fmt/format.h>
#include <sodium.h>

#include <algorithm>
#include <ctime>

#include "core/text.hpp"

namespace sangam::mail {
namespace {

// 45 bytes become 60 base64 characters: with "=?UTF-8?B?" and "?=" an encoded-word of 72.
constexpr std::size_t k_encoded_word_bytes = 45;

bool is_plain_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; }) &&
         text.find("=?") == std::string_view::npos;
}

// RFC 5322 "atext" plus spaces: a display name that needs no quoting.
bool is_atom_phrase(std::string_view text) {
  constexpr std::string_view k_specials = "()<>[]:;@\\,.\"";
  return std::all_of(text.begin(), text.end(), [&](char c) {
    return c >= 0x20 && c < 0x7f && k_specials.find(c) == std::string_view::npos;
  });
}

bool is_utf8_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xc0) == 0x80;
}

std::string base64(std::string_view bytes) {
  std::string out(sodium_base64_encoded_len(bytes.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                    bytes.size(), sodium_base64_VARIANT_ORIGINAL);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

// Header values come from people; a line break in one would start a header of their choosing.
std::string single_line(std::string_view text) {
  std::string out(text);
  std::replace_if(
      out.begin(), out.end(), [](char c) { return c == '\r' || c == '\n'; }, ' ');
  return out;
}

std::string display_name(std::string_view name) {
  if (is_atom_phrase(name)) return std::string(name);
  if (!is_plain_ascii(name)) return encode_header_text(name);
  std::string quoted = "\"";
  for (char c : name) {
    if (c == '"' || c == '\\') quoted.push_back('\\');
    quoted.push_back(c);
  }
  quoted.push_back('"');
  return quoted;
}

std::string rfc5322_date(std::chrono::system_clock::time_point now) {
  static constexpr const char* k_days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* k_months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                             "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  const std::time_t secs = std::chrono::system_clock::to_time_t(now);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  return fmt::format("{}, {:02d} {} {:04d} {:02d}:{:02d}:{:02d} +0000", k_days[tm.tm_wday],
                     tm.tm_mday, k_months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                     tm.tm_sec);
}

// Every line break (CRLF, LF or a lone CR) as CRLF, and a final one.
std::string crlf_lines(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 40 + 2);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') {
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
      out.append("\r\n");
    } else if (text[i] == '\n') {
      out.append("\r\n");
    } else {
      out.push_back(text[i]);
    }
  }
  if (!out.ends_with("\r\n")) out.append("\r\n");
  return out;
}

// The length of the UTF-8 sequence that starts with `lead` (1 for bytes that start none).
std::size_t sequence_length(unsigned char lead) {
  if ((lead & 0xE0) == 0xC0) return 2;
  if ((lead & 0xF0) == 0xE0) return 3;
  if ((lead & 0xF8) == 0xF0) return 4;
  return 1;
}

}  // namespace

std::string inert_text(std::string_view text) {
  constexpr std::string_view k_one_dot_leader = "\u2024", k_fullwidth_at = "\uFF20";
  std::string out;
  out.reserve(text.size() + 8);
  for (std::size_t i = 0; i < text.size();) {
    const auto n = std::min(sequence_length(static_cast<unsigned char>(text[i])), text.size() - i);
    const auto piece = text.substr(i, n);
    i += n;
    if (!core::is_one_line_text(piece)) {
      out.push_back(' ');
    } else if (piece == "." && !out.empty() && out.back() != ' ' && i < text.size() &&
               text[i] != ' ') {
      out.append(k_one_dot_leader);
    } else if (piece == ":" && text.substr(i).starts_with("//")) {
      out.append(": ");
    } else if (piece == "@") {
      out.append(k_fullwidth_at);
    } else {
      out.append(piece);
    }
  }
  return out;
}

mailbox parse_mailbox(std::string_view from) {
  from = core::trim(from);
  const auto open = from.rfind('<');
  if (open == std::string_view::npos || !from.ends_with('>')) return {{}, std::string(from)};
  auto name = core::trim(from.substr(0, open));
  if (name.size() >= 2 && name.front() == '"' && name.back() == '"') {
    name = name.substr(1, name.size() - 2);
  }
  const auto address = core::trim(from.substr(open + 1, from.size() - open - 2));
  return {std::string(name), std::string(address)};
}

std::string encode_header_text(std::string_view text) {
  if (is_plain_ascii(text)) return std::string(text);
  std::string out;
  while (!text.empty()) {
    std::size_t n = std::min(text.size(), k_encoded_word_bytes);
    // Never split a character between two encoded-words.
    while (n < text.size() && n > 0 && is_utf8_continuation(text[n])) --n;
    if (n == 0) n = std::min(text.size(), k_encoded_word_bytes);
    if (!out.empty()) out.append("\r\n ");
    out.append("=?UTF-8?B?").append(base64(text.substr(0, n))).append("?=");
    text.remove_prefix(n);
  }
  return out;
}

std::string format_message(const message& m, std::string_view from,
                           std::chrono::system_clock::time_point now, std::string_view message_id) {
  const auto sender = parse_mailbox(single_line(from));
  const std::string from_header = sender.name.empty()
                                      ? sender.address
                                      : display_name(sender.name) + " <" + sender.address + ">";
  std::string out;
  out.append("Date: ").append(rfc5322_date(now)).append("\r\n");
  out.append("From: ").append(from_header).append("\r\n");
  out.append("To: ").append(single_line(m.to)).append("\r\n");
  out.append("Subject: ").append(encode_header_text(single_line(m.subject))).append("\r\n");
  out.append("Message-ID: <").append(single_line(message_id)).append(">\r\n");
  out.append("MIME-Version: 1.0\r\n");
  constexpr std::string_view text_headers =
      "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n";
  if (!m.attachment) {
    out.append(text_headers);
    out.append(crlf_lines(m.body_text));
    return out;
  }
  // The boundary comes from the message id: unique, and never in base64 or in the text's lines.
  const std::string boundary = "=_sangam_" + base64(single_line(message_id)).substr(0, 24);
  out.append("Content-Type: multipart/mixed; boundary=\"").append(boundary).append("\"\r\n\r\n");
  out.append("--").append(boundary).append("\r\n").append(text_headers);
  out.append(crlf_lines(m.body_text));
  out.append("--").append(boundary).append("\r\n");
  out.append("Content-Type: ").append(single_line(m.attachment->content_type)).append("\r\n");
  out.append("Content-Disposition: attachment; filename=\"")
      .append(single_line(m.attachment->filename))
      .append("\"\r\n");
  out.append("Content-Transfer-Encoding: base64\r\n\r\n");
  const auto encoded = base64(m.attachment->content);
  for (std::size_t at = 0; at < encoded.size(); at += 76) {
    out.append(encoded.substr(at, 76)).append("\r\n");
  }
  out.append("--").append(boundary).append("--\r\n");
  return out;
}

}  // namespace sangam::mail
