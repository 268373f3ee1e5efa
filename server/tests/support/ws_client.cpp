#include "support/ws_client.hpp"

#include <boost/asio/execution/context.hpp>
#include <boost/asio/query.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>

namespace sangam::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

namespace {

// Runs one asynchronous operation of the socket for at most `limit`. Blocking Beast reads cannot
// be bounded (SO_RCVTIMEO only makes Asio poll again), so a frame that never came hung the test
// program; here the operation is cancelled instead and reports timed_out.
template <class Start>
beast::error_code run_bounded(ws_stream& ws, std::chrono::milliseconds limit, Start start) {
  auto& io = static_cast<net::io_context&>(net::query(ws.get_executor(), net::execution::context));
  std::optional<beast::error_code> outcome;
  start([&](beast::error_code ec, auto&&...) { outcome = ec; });
  io.restart();
  io.run_for(limit);
  if (outcome) return *outcome;
  beast::error_code ignored;
  ws.next_layer().cancel(ignored);
  io.restart();
  io.run();  // the cancelled operation completes with operation_aborted
  return net::error::timed_out;
}

}  // namespace

ws_handshake ws_connect(net::io_context& io, unsigned short port, const ws_request& request) {
  ws_handshake result;
  result.socket = std::make_unique<ws_stream>(io);
  auto& ws = *result.socket;
  ws.next_layer().connect({net::ip::make_address("127.0.0.1"), port});
  ws.set_option(websocket::stream_base::decorator(
      [cookie = request.cookie, origin = request.origin](websocket::request_type& r) {
        if (!cookie.empty()) r.set(beast::http::field::cookie, cookie);
        if (!origin.empty()) r.set(beast::http::field::origin, origin);
      }));
  // Asynchronous also for the response: Beast 1.74's blocking handshake drops a refusal's.
  result.error = run_bounded(ws, k_ws_wait, [&](auto done) {
    ws.async_handshake(result.response, "127.0.0.1:" + std::to_string(port), request.target,
                       std::move(done));
  });
  return result;
}

std::optional<std::string> ws_read(ws_stream& ws, bool* closed, std::chrono::milliseconds limit) {
  beast::flat_buffer buffer;
  const auto ec =
      run_bounded(ws, limit, [&](auto done) { ws.async_read(buffer, std::move(done)); });
  if (closed) *closed = ec == websocket::error::closed;
  if (ec) return std::nullopt;
  return beast::buffers_to_string(buffer.data());
}

std::uint16_t ws_close_code_after_reading(ws_stream& ws) {
  const auto deadline = std::chrono::steady_clock::now() + k_ws_wait;
  beast::flat_buffer buffer;
  beast::error_code ec;
  while (!ec) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return 0;
    ec = run_bounded(ws, left, [&](auto done) { ws.async_read(buffer, std::move(done)); });
    buffer.clear();
  }
  return ec == websocket::error::closed ? ws.reason().code : 0;
}

beast::error_code ws_close(ws_stream& ws) {
  return run_bounded(ws, k_ws_wait, [&](auto done) {
    ws.async_close(websocket::close_code::normal, std::move(done));
  });
}

}  // namespace sangam::testing
