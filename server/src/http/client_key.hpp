#pragma once

#include <string>
#include <string_view>

namespace sangam::http {

// The key a client is rate-limited under: its IPv4 address, or the /64 of its IPv6 address (a host
// usually holds a whole /64, so single IPv6 addresses would limit nothing; connection_limits
// counts clients the same way). Text that is no address is its own key.
std::string client_key(std::string_view address);

}  // namespace sangam::http
