#include "support/ws_client.hpp"

#include <sys/socket.h>
#include <sys/time.h>

#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>

namespace sangam::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

ws_handshake ws_connect(net::io_context& io, unsigned short port, const ws_request& request) {
  ws_handshake result;
  result.socket = std::make_unique<ws_stream>(io);
  auto& ws = *result.socket;
  ws.next_layer().connect({net::ip::make_address("127.0.0.1"), port});
  if (request.read_timeout.count() > 0) {
    const auto ms = request.read_timeout.count();
    timeval limit{.tv_sec = ms / 1000, .tv_usec = (ms % 1000) * 1000};
    ::setsockopt(ws.next_layer().native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
  }
  ws.set_option(websocket::stream_base::decorator(
      [cookie = request.cookie, origin = request.origin](websocket::request_type& r) {
        if (!cookie.empty()) r.set(beast::http::field::cookie, cookie);
        if (!origin.empty()) r.set(beast::http::field::origin, origin);
      }));
  // Asynchronous only for the response: Beast 1.74's blocking handshake drops a refusal's.
  ws.async_handshake(result.response, "127.0.0.1:" + std::to_string(port), request.target,
                     [&](beast::error_code ec) { result.error = ec; });
  io.restart();
  io.run();
  return result;
}

std::optional<std::string> ws_read(ws_stream& ws, bool* closed) {
  beast::flat_buffer buffer;
  beast::error_code ec;
  ws.read(buffer, ec);
  if (closed) *closed = ec == websocket::error::closed;
  if (ec) return std::nullopt;
  return beast::buffers_to_string(buffer.data());
}

std::uint16_t ws_close_code_after_reading(ws_stream& ws) {
  beast::flat_buffer buffer;
  beast::error_code ec;
  while (!ec) {
    ws.read(buffer, ec);
    buffer.clear();
  }
  return ec == websocket::error::closed ? ws.reason().code : 0;
}

}  // namespace sangam::testing
