#include "http/client_key.hpp"

#include <boost/asio/ip/address.hpp>

#include "http/connection_limits.hpp"

namespace sangam::http {

std::string client_key(std::string_view address) {
  // IPv4 as the session writes it (asio's dotted quad) is already the key: no parse per request.
  if (address.find(':') == std::string_view::npos) return std::string(address);
  namespace ip = boost::asio::ip;
  boost::system::error_code ec;
  const auto parsed = ip::make_address(std::string(address), ec);
  if (ec) return std::string(address);
  if (parsed.is_v4()) return parsed.to_string();
  const ip::address_v6 client(connection_limits::key_of(parsed));
  if (client.is_v4_mapped()) return ip::make_address_v4(ip::v4_mapped, client).to_string();
  return client.to_string() + "/64";
}

}  // namespace sangam::http
