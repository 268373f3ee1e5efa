#include "core/origin.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/text.hpp"

namespace sangam::core {
namespace {

bool host_character(char c) {
  const auto u = static_cast<unsigned char>(c);
  return std::isalnum(u) || c == '-' || c == '.' || c == '_' || c == '~';
}

// "[v6]" or a name or IPv4 address, without the port.
bool valid_host(std::string_view host) {
  if (host.empty()) return false;
  if (host.front() == '[') {
    return host.size() > 2 && host.back() == ']' &&
           std::all_of(host.begin() + 1, host.end() - 1, [](char c) {
             return std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.';
           });
  }
  return std::all_of(host.begin(), host.end(), host_character);
}

}  // namespace

std::optional<std::string> origin_of(std::string_view url) {
  const auto scheme_end = url.find("://");
  if (scheme_end == std::string_view::npos) return std::nullopt;
  const auto scheme = ascii_lower(url.substr(0, scheme_end));
  if (scheme != "http" && scheme != "https") return std::nullopt;
  auto authority = url.substr(scheme_end + 3);
  authority = authority.substr(0, authority.find_first_of("/?#"));

  // The port's colon is the last one, unless it is inside an IPv6 literal.
  const auto colon = authority.rfind(':');
  const bool has_port =
      colon != std::string_view::npos && (authority.front() != '[' || colon > authority.rfind(']'));
  const auto host = authority.substr(0, has_port ? colon : authority.size());
  if (!valid_host(host)) return std::nullopt;
  std::string origin = scheme + "://" + ascii_lower(host);
  if (!has_port || colon + 1 == authority.size()) return origin;  // "host:" is the default port

  const auto digits = authority.substr(colon + 1);
  unsigned port = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
  if (ec != std::errc{} || end != digits.data() + digits.size() || port == 0 || port > 65535) {
    return std::nullopt;
  }
  const unsigned default_port = scheme == "https" ? 443 : 80;
  if (port != default_port) origin += ":" + std::to_string(port);
  return origin;
}

}  // namespace sangam::core
