#include "http/metrics_endpoint.hpp"

#include <sodium.h>
#include <boost/asio/ip/address.hpp>
#include <boost/beast/core/string.hpp>

namespace sangam::http {
namespace {

bool is_loopback(std::string_view client_ip) {
  namespace ip = boost::asio::ip;
  boost::system::error_code ec;
  const auto address = ip::make_address(client_ip, ec);
  if (ec) return false;
  if (address.is_v6() && address.to_v6().is_v4_mapped()) {
    return ip::make_address_v4(ip::v4_mapped, address.to_v6()).is_loopback();
  }
  return address.is_loopback();
}

bool bearer_matches(std::string_view authorization, std::string_view token) {
  constexpr std::string_view k_scheme = "Bearer ";
  if (token.empty() || authorization.size() != k_scheme.size() + token.size()) return false;
  if (!boost::beast::iequals(authorization.substr(0, k_scheme.size()), k_scheme)) return false;
  return sodium_memcmp(authorization.data() + k_scheme.size(), token.data(), token.size()) == 0;
}

}  // namespace

bool metrics_allowed(std::string_view client_ip, std::string_view authorization,
                     std::string_view token) {
  return is_loopback(client_ip) || bearer_matches(authorization, token);
}

void add_metrics_route(router& routes, const core::metrics::registry& metrics, std::string token) {
  routes.add(
      method::get, k_metrics_path,
      [&metrics, token = std::move(token)](const request& req) {
        if (!metrics_allowed(req.client_ip, req.authorization, token)) {
          return error_response(
              {403, "forbidden", "Metrics are served to this machine or with the metrics token."});
        }
        return response{.status = 200,
                        .body = metrics.render(),
                        .content_type = "text/plain; version=0.0.4; charset=utf-8"};
      },
      // It checks its callers itself; rendering is quick, so it runs on the network thread.
      {.database = database_use::none, .who = access::anonymous});
}

}  // namespace sangam::http
