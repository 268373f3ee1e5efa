#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace sangam::http {

// The value of cookie `name` in a Cookie request header; empty when absent.
std::string_view cookie_value(std::string_view cookie_header, std::string_view name);

struct cookie_options final {
  std::chrono::seconds max_age{0};  // 0 with an empty value: delete the cookie
  bool secure = false;
};

// A Set-Cookie value: always HttpOnly, SameSite=Lax, Path=/.
std::string set_cookie(std::string_view name, std::string_view value,
                       const cookie_options& options);

}  // namespace sangam::http
