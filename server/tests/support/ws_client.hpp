#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace sangam::testing {

// The client side of a test's WebSocket: one socket to a server on 127.0.0.1. Every call runs the
// socket's io_context until done or until its time is up, so no test waits for ever.
using ws_stream = boost::beast::websocket::stream<boost::asio::ip::tcp::socket>;

struct ws_handshake final {
  std::unique_ptr<ws_stream> socket;
  boost::beast::websocket::response_type response;  // kept for a refused upgrade too
  boost::beast::error_code error;
};

struct ws_request final {
  std::string target = "/api/ws";
  std::string cookie;  // the Cookie header, none when empty
  std::string origin;  // the Origin header, none when empty
};

// How long a handshake, a close or (by default) a read may take on a loaded machine.
inline constexpr std::chrono::milliseconds k_ws_wait{10'000};

// Opens the socket and upgrades it; the server's answer is in response whatever it was.
ws_handshake ws_connect(boost::asio::io_context& io, unsigned short port,
                        const ws_request& request);

// The next text frame; nullopt when none came within `limit` or the socket closed (closed then
// tells which).
std::optional<std::string> ws_read(ws_stream& ws, bool* closed = nullptr,
                                   std::chrono::milliseconds limit = k_ws_wait);

// Reads until the server's close frame; its close code (0 when the socket ended otherwise).
std::uint16_t ws_close_code_after_reading(ws_stream& ws);

// Sends a normal close and waits for the server's.
boost::beast::error_code ws_close(ws_stream& ws);

}  // namespace sangam::testing
