#pragma once

#include <string_view>

namespace sangam::features::auth {

inline constexpr const char* k_common_password_message =
    "This password is too common. Please choose another.";

// Whether the password, ignoring ASCII case, is one of the 10 000 most common ones
// (server/data/common-passwords.txt, compiled in).
bool is_common_password(std::string_view password);

// The list as compiled in: lower-case passwords, one a line, most common first.
std::string_view embedded_common_passwords();

}  // namespace sangam::features::auth
