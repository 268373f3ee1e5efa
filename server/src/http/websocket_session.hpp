#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/websocket/stream.hpp>

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "http/connection_limits.hpp"
#include "http/request.hpp"
#include "http/router.hpp"
#include "http/shared_state.hpp"
#include "http/socket.hpp"
#include "http/socket_metrics.hpp"

namespace sangam::http {

// Who opened a socket, and with which session: the socket lives no longer than the session.
struct socket_owner final {
  std::string subject;
  std::string session;
  std::chrono::system_clock::time_point session_ends = std::chrono::system_clock::time_point::max();
  access who = access::member;  // to ask the authenticator again, as the route did
  std::string cookie;

  static socket_owner of(access who, const request& admitted) {
    return {admitted.subject, admitted.session, admitted.session_ends, who, admitted.cookie};
  }
};

// One WebSocket, handed over by an http_session once the router has admitted the upgrade and a
// feature's opener has taken it. It lives on that connection's network thread: its members are
// touched only there, and what the peer is asked from other threads is posted to it. It reads
// one message at a time within the size and rate limits, writes one at a time from a bounded
// queue, pings a quiet client and drops one that stops answering.
class websocket_session final : public std::enable_shared_from_this<websocket_session> {
 public:
  using executor_type = boost::asio::io_context::executor_type;
  using socket_type = boost::asio::basic_stream_socket<boost::asio::ip::tcp, executor_type>;
  using upgrade_request = boost::beast::http::request<boost::beast::http::string_body>;

  // Made on a worker before the opener runs, since the opener gets its peer: what is sent
  // before `run` waits in the queue.
  websocket_session(executor_type executor, std::shared_ptr<shared_state> state,
                    socket_owner owner);
  ~websocket_session();

  // What the feature holds: it keeps nothing of the connection alive (a peer may outlive the
  // server), and does nothing once the session is gone.
  std::shared_ptr<socket_peer> peer();

  // On the network thread: takes the connection (and its place under the connection caps) over
  // and answers the upgrade.
  void run(socket_type socket, connection_limits::ticket ticket, upgrade_request upgrade,
           std::shared_ptr<socket_listener> listener);
  // Graceful server shutdown: closes with 1001 (going away).
  void shutdown();

  // From any thread: posted to the session's.
  void send(std::string text);
  void close(std::uint16_t code);
  // Its session ended: closes with session_sockets::k_close_code.
  void end_session();
  void defer(std::function<void()> job, std::function<void()> refused);
  void charge(unsigned messages);

 private:
  enum class phase { waiting, opening, open, closing, ended };
  struct close_request final {
    std::uint16_t code;
    socket_end why;
  };

  void on_accept(boost::beast::error_code ec);
  void read();
  void on_read(boost::beast::error_code ec);
  bool over_rate(std::chrono::steady_clock::time_point now);
  void enqueue(std::string text);
  void write_next();
  void on_write(boost::beast::error_code ec);
  void drop_queued();
  void begin_close(close_request request);
  void watch();
  void on_watch();
  void check_session();
  void teardown();
  void finish(boost::beast::error_code ec);

  executor_type executor_;
  std::shared_ptr<shared_state> state_;
  const socket_limits& limits_;
  const socket_owner owner_;
  std::optional<boost::beast::websocket::stream<socket_type>> ws_;  // from run on
  connection_limits::ticket ticket_;  // after state_: given back before state_ may go
  std::shared_ptr<socket_listener> listener_;
  upgrade_request upgrade_;  // until the upgrade is answered
  boost::beast::flat_buffer incoming_;
  std::deque<std::string> outgoing_;
  bool writing_ = false;
  bool pinging_ = false;
  bool joined_ = false;
  phase phase_ = phase::waiting;
  std::optional<close_request> close_when_written_;  // the peer's close, after its queue
  socket_end end_ = socket_end::closed;

  // The heartbeat, and the deadline of a close handshake (a client that reads nothing would
  // otherwise hold a close frame, and the connection, forever).
  boost::asio::basic_waitable_timer<
      std::chrono::steady_clock, boost::asio::wait_traits<std::chrono::steady_clock>, executor_type>
      watchdog_;
  std::chrono::steady_clock::time_point last_heard_;
  std::chrono::steady_clock::time_point last_ping_;
  std::chrono::steady_clock::time_point close_deadline_;
  // When the session ends at the latest, and when to ask whether it is still alive.
  std::chrono::steady_clock::time_point session_deadline_;
  std::chrono::steady_clock::time_point next_session_check_;
  bool checking_session_ = false;

  // Incoming messages in the current 10-second window.
  std::chrono::steady_clock::time_point window_start_;
  unsigned window_count_ = 0;
};

}  // namespace sangam::http
