#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace sangam::mail {

// A file sent with a message, such as a calendar invitation.
struct attachment final {
  std::string filename;      // invite.ics
  std::string content_type;  // text/calendar; method=PUBLISH
  std::string content;
};

struct message final {
  std::string to;  // a bare address: someone@example.in
  std::string subject;
  std::string body_text;
  std::optional<mail::attachment> attachment = std::nullopt;
};

// A member's words (a name, say) as they may stand in a plain-text body that Sangam sends: one
// line (control, line-separator and text-direction characters become spaces) and nothing a mail
// client would turn into a link. Plain text cannot mark words as "not a link", and clients link
// what looks like an address, so the look is broken where it would matter: a dot between two
// characters becomes U+2024 ONE DOT LEADER ("evil.example" reads the same but is no host name;
// "www." is gone), "://" becomes ": //", and "@" becomes U+FF20 FULLWIDTH COMMERCIAL AT.
std::string inert_text(std::string_view member_text);

// A "Name <address>" (or bare "address") string split in two; name is empty when there is none.
struct mailbox final {
  std::string name;
  std::string address;
};
mailbox parse_mailbox(std::string_view from);

// A header value as RFC 2047 encoded-words (UTF-8, base64) when it is not plain printable ASCII;
// long values are folded so that no encoded-word passes 75 characters.
std::string encode_header_text(std::string_view text);

// The complete RFC 5322 message: Date, From, To, Subject, Message-ID, MIME-Version and a UTF-8
// text/plain body sent as 8bit, every line ending in CRLF; with an attachment, multipart/mixed
// with the attachment base64-encoded (RFC 2045, lines of 76). message_id is "left@right", without
// the angle brackets. Line breaks in header values are flattened to spaces.
std::string format_message(const message& m, std::string_view from,
                           std::chrono::system_clock::time_point now, std::string_view message_id);

}  // namespace sangam::mail
