#include "features/discover/connection_cursor.hpp"

#include <gtest/gtest.h>

#include <string>

namespace sangam::features::discover {
namespace {

TEST(connection_cursor, reads_back_what_it_wrote) {
  const connection_cursor cursor{"2025-03-02T10:00:00.123Z",
                                 "0195a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"};
  const auto text = encode_cursor(cursor);
  EXPECT_EQ(
      text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
      std::string::npos);  // safe in a query string as it is
  const auto back = decode_cursor(text);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->connected_at, cursor.connected_at);
  EXPECT_EQ(back->id, cursor.id);
}

TEST(connection_cursor, refuses_text_it_did_not_write) {
  const auto valid = encode_cursor({"2025-03-02T10:00:00.123Z", "c-1"});
  for (const std::string& text : {
           std::string(),
           std::string("not a cursor"),
           std::string("!!!!"),
           valid + "=",                                         // padding it never writes
           valid.substr(0, valid.size() - 1),                   // cut short
           encode_cursor({"2025-03-02", "c-1"}),                // no time of day
           encode_cursor({"yesterday", "c-1"}),                 // no time at all
           encode_cursor({"2025-03-02T10:00:00.123Z", ""}),     // no id
           encode_cursor({"2025-03-02T10:00:00.123Z", "a b"}),  // not an id
           encode_cursor({"2025-03-02T10:00:00.123Z", std::string(65, 'x')}),
           std::string(300, 'A'),
       }) {
    EXPECT_FALSE(decode_cursor(text)) << text;
  }
}

}  // namespace
}  // namespace sangam::features::discover
