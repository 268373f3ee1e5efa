#include "core/text.hpp"

#include <gtest/gtest.h>

namespace sangam::core {
namespace {

TEST(text, accepts_ordinary_addresses) {
  for (const auto* email : {"a@b.in", "first.last+tag@company.co.in", "x_y@sub-domain.example.com",
                            "rahul@\xE0\xA4\x89\xE0\xA4\xA6\xE0\xA4\xBE."
                            "\xE0\xA4\xAD\xE0\xA4\xBE\xE0\xA4\xB0\xE0\xA4\xA4"}) {
    EXPECT_TRUE(is_valid_email(email)) << email;
  }
}

TEST(text, refuses_what_cannot_be_delivered) {
  for (const auto* email : {"", "plain", "@b.in", "a@", "a@b", "a@@b.in", "a b@c.in", "a@b .in",
                            ".a@b.in", "a.@b.in", "a..b@c.in", "a@-b.in", "a@b.c", "a@b..in"}) {
    EXPECT_FALSE(is_valid_email(email)) << email;
  }
  std::string long_local(65, 'a');
  long_local.append("@b.in");
  EXPECT_FALSE(is_valid_email(long_local));
  std::string long_domain("a@");
  long_domain.append(250, 'b').append(".in");
  EXPECT_FALSE(is_valid_email(long_domain));
}

// Issue 25, finding 8: names and other one-line fields reach e-mail bodies and other members'
// screens.
TEST(text, one_line_text_takes_any_script_and_punctuation) {
  for (const auto* text :
       {"Asha Rao", "Dr. K. S. Iyer", "O'Brien-Smith & Co.", "", "José Müller",
        "\xE0\xA4\x85\xE0\xA4\xA8\xE0\xA4\xA8\xE0\xA5\x8D\xE0\xA4\xAF\xE0\xA4\xBE",
        "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D",  // Hebrew: right to left, no controls
        "\xF0\x9F\x9A\x80 Rocket", "https://kirana.ai/team"}) {
    EXPECT_TRUE(is_one_line_text(text)) << text;
  }
}

TEST(text, one_line_text_refuses_controls_line_breaks_and_direction_marks) {
  for (const auto* text : {
           "Asha\r\nBcc: x@evil.example",
           "Asha\nRao",
           "Asha\rRao",
           "Asha\tRao",
           "A\x01",
           "A\x1b[31m",
           "A\x7f",
           "A\xC2\x85"
           "B",          // U+0085 NEXT LINE (C1)
           "A\xC2\x9B",  // U+009B (C1)
           "exe.\xE2\x80\xAE"
           "fdp",  // U+202E RIGHT-TO-LEFT OVERRIDE
           "A\xE2\x80\xAA",
           "A\xE2\x80\xAB",
           "A\xE2\x80\xAC",
           "A\xE2\x80\xAD",
           "A\xE2\x81\xA6",
           "A\xE2\x81\xA7",
           "A\xE2\x81\xA8",
           "A\xE2\x81\xA9",  // isolates
           "A\xE2\x80\x8E",
           "A\xE2\x80\x8F",  // LRM, RLM
           "A\xD8\x9C",      // U+061C ARABIC LETTER MARK
           "A\xE2\x80\xA8"
           "B",
           "A\xE2\x80\xA9"
           "B",              // line and paragraph separators
           "A\xC0\x8A",      // an overlong line feed
           "A\xED\xA0\x80",  // a surrogate
           "A\xE2\x80",      // cut short
       }) {
    EXPECT_FALSE(is_one_line_text(text)) << text;
  }
  EXPECT_FALSE(is_one_line_text(std::string_view("A\0B", 3)));
}

TEST(text, trims_and_counts_code_points) {
  EXPECT_EQ(trim("  \t hi there \n"), "hi there");
  EXPECT_EQ(trim("   "), "");
  EXPECT_EQ(utf8_length("abc"), 3u);
  EXPECT_EQ(utf8_length("\xE0\xA4\x85\xE0\xA4\x86"), 2u);  // two Devanagari letters
  EXPECT_EQ(ascii_lower("MiXeD@Case.IN"), "mixed@case.in");
}

TEST(text, normalized_email_makes_every_spelling_of_an_address_one_key) {
  for (const auto* spelling :
       {"admin@x.in", "admin@x.in ", "admin@x.in  ", "\tADMIN@x.in\n", " Admin@X.In\r\n"}) {
    EXPECT_EQ(normalized_email(spelling), "admin@x.in") << spelling;
  }
  EXPECT_EQ(normalized_email("a b@x.in"), "a b@x.in");  // inside the address: not ours to mend
  EXPECT_EQ(normalized_email("\xC3\x89@x.in"), "\xC3\x89@x.in");  // UTF-8 left as it is
}

TEST(text, base64_round_trips_binary_and_refuses_what_is_not_base64) {
  EXPECT_EQ(to_base64(""), "");
  EXPECT_EQ(to_base64("Man"), "TWFu");
  EXPECT_EQ(to_base64("Ma"), "TWE=");
  const std::string binary("\x00\xFF\xD8PK\x03\x04", 7);
  EXPECT_EQ(from_base64(to_base64(binary)), binary);
  EXPECT_EQ(from_base64("TWE="), "Ma");
  EXPECT_EQ(from_base64("not base64!"), std::nullopt);
}

}  // namespace
}  // namespace sangam::core
