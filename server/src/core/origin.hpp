#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sangam::core {

// The origin of an http or https URL as a browser writes it in an Origin header (RFC 6454):
// scheme and host lower-cased, the port only when it is not the scheme's default, no path.
// "HTTPS://Sangam.Example:443/app/" gives "https://sangam.example". Nullopt for anything else
// (another scheme, user info, no host, a bad port, "null").
std::optional<std::string> origin_of(std::string_view url);

}  // namespace sangam::core
