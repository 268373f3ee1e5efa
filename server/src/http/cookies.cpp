#include "http/cookies.hpp"

#include <fmt/format.h>

namespace sangam::http {

std::string_view cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    const auto end = header.find(';');
    auto pair = header.substr(0, end);
    header = end == std::string_view::npos ? std::string_view{} : header.substr(end + 1);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    const auto eq = pair.find('=');
    if (eq != std::string_view::npos && pair.substr(0, eq) == name) return pair.substr(eq + 1);
  }
  return {};
}

std::string set_cookie(std::string_view name, std::string_view value,
                       const cookie_options& options) {
  return fmt::format("{}={}; Path=/; Max-Age={}; HttpOnly; SameSite=Lax{}", name, value,
                     options.max_age.count(), options.secure ? "; Secure" : "");
}

}  // namespace sangam::http
