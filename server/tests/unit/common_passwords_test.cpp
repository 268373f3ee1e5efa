#include "features/auth/common_passwords.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace sangam::features::auth {
namespace {

TEST(common_passwords, the_compiled_list_holds_ten_thousand_lower_case_passwords) {
  const auto list = embedded_common_passwords();
  EXPECT_EQ(std::count(list.begin(), list.end(), '\n'), 10'000);
  EXPECT_TRUE(list.starts_with("123456\npassword\n"));  // most common first
  EXPECT_TRUE(std::none_of(list.begin(), list.end(),
                           [](char c) { return std::isupper(static_cast<unsigned char>(c)); }));
}

TEST(common_passwords, are_found_whatever_their_case) {
  // The first, the last (the 10 000th) and some between.
  for (const auto* common :
       {"123456", "password", "PASSWORD", "Qwerty123456", "iloveyou", "asdfjkl;", "qqqqqq1"}) {
    EXPECT_TRUE(is_common_password(common)) << common;
  }
}

TEST(common_passwords, leave_other_passwords_alone) {
  // "cathy1" is the 10 001st.
  for (const auto* other : {"", "cathy1", "chai-and-code", "correct horse battery staple",
                            "123456 ", "password\n", "sangam-demo-admin"}) {
    EXPECT_FALSE(is_common_password(other)) << other;
  }
}

}  // namespace
}  // namespace sangam::features::auth
