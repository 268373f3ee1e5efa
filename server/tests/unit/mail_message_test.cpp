#include "mail/message.hpp"

#include <gtest/gtest.h>

#include <chrono>

#include "core/text.hpp"
#include "mail/outbox.hpp"

namespace sangam::mail {
namespace {

using namespace std::chrono_literals;

// 2026-11-21T23:40:05Z, a Saturday.
const auto k_when = std::chrono::system_clock::time_point(1795304405s);

std::string header_block(const std::string& formatted) {
  return formatted.substr(0, formatted.find("\r\n\r\n") + 2);
}

TEST(mail_message, a_name_and_address_split_and_a_bare_address_stays_whole) {
  const auto named = parse_mailbox(" Sangam <no-reply@sangam.in> ");
  EXPECT_EQ(named.name, "Sangam");
  EXPECT_EQ(named.address, "no-reply@sangam.in");
  const auto quoted = parse_mailbox("\"Sangam, Team\" <team@sangam.in>");
  EXPECT_EQ(quoted.name, "Sangam, Team");
  EXPECT_EQ(quoted.address, "team@sangam.in");
  const auto bare = parse_mailbox("ops@sangam.in");
  EXPECT_EQ(bare.name, "");
  EXPECT_EQ(bare.address, "ops@sangam.in");
}

TEST(mail_message, ascii_header_text_is_left_alone_and_the_rest_is_encoded) {
  EXPECT_EQ(encode_header_text("Welcome to Sangam"), "Welcome to Sangam");
  EXPECT_EQ(encode_header_text("Namaste 🙏"), "=?UTF-8?B?TmFtYXN0ZSDwn5mP?=");
  // Text that merely looks like an encoded-word is encoded so that it is read as written.
  EXPECT_EQ(encode_header_text("=?x?="), "=?UTF-8?B?PT94Pz0=?=");
}

TEST(mail_message, long_encoded_text_folds_without_splitting_a_character) {
  std::string devanagari;
  for (int i = 0; i < 30; ++i) devanagari += "स";  // 3 bytes each
  const auto encoded = encode_header_text(devanagari);
  std::size_t start = 0;
  int words = 0;
  while (start < encoded.size()) {
    auto end = encoded.find("\r\n ", start);
    if (end == std::string::npos) end = encoded.size();
    const auto word = encoded.substr(start, end - start);
    EXPECT_LE(word.size(), 75u);
    EXPECT_TRUE(word.starts_with("=?UTF-8?B?") && word.ends_with("?="));
    ++words;
    start = end + 3;
  }
  EXPECT_EQ(words, 2);  // 90 bytes: 45 + 45, each 15 whole characters
}

TEST(mail_message, formats_a_complete_message_with_crlf_lines) {
  const message m{.to = "asha@example.in",
                  .subject = "Your Sangam invitation",
                  .body_text = "Hello Asha,\n\nSet your password:\nhttps://sangam.in/x\n"};
  const auto text = format_message(m, "Sangam <no-reply@sangam.in>", k_when, "abc@sangam.in");
  EXPECT_EQ(header_block(text),
            "Date: Sat, 21 Nov 2026 23:40:05 +0000\r\n"
            "From: Sangam <no-reply@sangam.in>\r\n"
            "To: asha@example.in\r\n"
            "Subject: Your Sangam invitation\r\n"
            "Message-ID: <abc@sangam.in>\r\n"
            "MIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=utf-8\r\n"
            "Content-Transfer-Encoding: 8bit\r\n");
  EXPECT_TRUE(
      text.ends_with("\r\n\r\nHello Asha,\r\n\r\nSet your password:\r\n"
                     "https://sangam.in/x\r\n"));
  // No bare LF anywhere.
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      EXPECT_EQ(text[i - 1], '\r') << "at " << i;
    }
  }
}

TEST(mail_message, non_ascii_subject_and_sender_name_are_encoded_and_body_stays_utf8) {
  const message m{.to = "a@example.in", .subject = "स्वागत है", .body_text = "नमस्ते"};
  const auto text = format_message(m, "संगम <team@sangam.in>", k_when, "id@sangam.in");
  EXPECT_NE(text.find("\r\nSubject: =?UTF-8?B?"), std::string::npos);
  EXPECT_NE(text.find("\r\nFrom: =?UTF-8?B?"), std::string::npos);
  EXPECT_NE(text.find(" <team@sangam.in>\r\n"), std::string::npos);
  const auto headers = header_block(text);
  EXPECT_TRUE(std::all_of(headers.begin(), headers.end(),
                          [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
  EXPECT_TRUE(text.ends_with("\r\n\r\nनमस्ते\r\n"));
}

TEST(mail_message, line_breaks_in_header_values_cannot_add_headers) {
  const message m{.to = "a@example.in\r\nBcc: x@evil.test",
                  .subject = "Hi\r\nBcc: y@evil.test",
                  .body_text = "."};
  const auto headers = header_block(format_message(m, "s@sangam.in", k_when, "i@sangam.in"));
  EXPECT_EQ(headers.find("\r\nBcc:"), std::string::npos);
  EXPECT_NE(headers.find("From: s@sangam.in\r\n"), std::string::npos);
}

TEST(mail_message, a_sender_name_with_specials_is_quoted) {
  const auto text =
      format_message({.to = "a@b.in"}, "Sangam, \"Team\" <t@sangam.in>", k_when, "i@sangam.in");
  EXPECT_NE(text.find("From: \"Sangam, \\\"Team\\\"\" <t@sangam.in>\r\n"), std::string::npos);
}

TEST(mail_outbox, retries_back_off_exponentially_up_to_the_cap) {
  const auto base = std::chrono::milliseconds(30s);
  const auto cap = std::chrono::milliseconds(1h);
  EXPECT_EQ(retry_delay(1, base, cap), 30s);
  EXPECT_EQ(retry_delay(2, base, cap), 60s);
  EXPECT_EQ(retry_delay(3, base, cap), 120s);
  EXPECT_EQ(retry_delay(7, base, cap), 1920s);
  EXPECT_EQ(retry_delay(8, base, cap), 1h);
  EXPECT_EQ(retry_delay(1000, base, cap), 1h);
}

TEST(mail_message, an_attachment_makes_a_multipart_message_with_the_file_in_base64) {
  const message m{.to = "asha@example.in",
                  .subject = "Your seat",
                  .body_text = "See you there.",
                  .attachment = attachment{.filename = "invite.ics",
                                           .content_type = "text/calendar; method=PUBLISH",
                                           .content = std::string(100, 'x') + "\r\nEND"}};
  const auto text =
      format_message(m, "Sangam <hello@sangam.in>", std::chrono::system_clock::now(), "a@b");
  const auto type = text.find("Content-Type: multipart/mixed; boundary=\"");
  ASSERT_NE(type, std::string::npos) << text;
  const auto start = type + std::string("Content-Type: multipart/mixed; boundary=\"").size();
  const auto boundary = text.substr(start, text.find('"', start) - start);
  EXPECT_NE(text.find("--" + boundary + "\r\nContent-Type: text/plain; charset=utf-8"),
            std::string::npos);
  EXPECT_NE(text.find("See you there.\r\n--" + boundary + "\r\nContent-Type: text/calendar"),
            std::string::npos);
  EXPECT_NE(text.find("Content-Disposition: attachment; filename=\"invite.ics\""),
            std::string::npos);
  EXPECT_TRUE(text.ends_with("--" + boundary + "--\r\n"));
  // The base64 lines are at most 76 characters and decode to the file.
  const auto body_start = text.find("base64\r\n\r\n") + 10;
  const auto body_end = text.find("\r\n--" + boundary + "--");
  std::string encoded;
  for (std::size_t at = body_start; at < body_end;) {
    const auto eol = text.find("\r\n", at);
    EXPECT_LE(eol - at, 76u);
    encoded += text.substr(at, eol - at);
    at = eol + 2;
  }
  EXPECT_EQ(core::from_base64(encoded), m.attachment->content);
  // Without one, a plain text message as before.
  EXPECT_EQ(format_message({.to = "a@b.in", .subject = "s", .body_text = "b"}, "x@y.in",
                           std::chrono::system_clock::now(), "a@b")
                .find("multipart"),
            std::string::npos);
}

// Issue 25, finding 8: a member's name in Sangam's mail is never a link, nor a second line.
TEST(mail_message, inert_text_leaves_nothing_a_mail_client_would_link) {
  const auto name = inert_text("Visit www.evil.example or http://evil.example/login now");
  EXPECT_EQ(name.find("www."), std::string::npos) << name;
  EXPECT_EQ(name.find("evil.example"), std::string::npos) << name;
  EXPECT_EQ(name.find("://"), std::string::npos) << name;
  EXPECT_EQ(name, "Visit www\u2024evil\u2024example or http: //evil\u2024example/login now");
  EXPECT_EQ(inert_text("help@evil.example"), "help\uFF20evil\u2024example");
  // Line breaks and direction marks become spaces; ordinary names are left as they are.
  EXPECT_EQ(inert_text("Asha\r\nBcc: x"), "Asha  Bcc: x");
  EXPECT_EQ(inert_text("Asha\xE2\x80\xAERao"), "Asha Rao");
  for (const auto* ok : {"Asha Rao", "Dr. K. S. Iyer", "José Müller", "Anand.", ""}) {
    EXPECT_EQ(inert_text(ok), ok);
  }
}

}  // namespace
}  // namespace sangam::mail
