#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/websocket/stream.hpp>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "tally.hpp"

namespace sangam::bench {

// Where the clients connect, and the Origin the server expects (its public URL).
struct server_address final {
  boost::asio::ip::tcp::endpoint endpoint;
  std::string host;  // the Host header: "127.0.0.1:port"
  std::string origin;
};

// One line of the client list that bench/messaging_seed.py writes.
struct member_line final {
  std::size_t index = 0;
  std::string token;
  std::string conversation_id;
  std::size_t partner = 0;
  std::string member_id;
};

// One member's WebSocket on /api/ws (docs/messaging.md): opens with the member's session cookie,
// waits for `hello`, sends `send` frames on a timer and counts what comes back in the tally. Its
// message bodies carry the send time, so the partner's client measures the delivery time. Lives
// on the one thread that runs the io_context.
class chat_client final : public std::enable_shared_from_this<chat_client> {
 public:
  chat_client(boost::asio::io_context& io, const server_address& server, member_line member,
              tally& totals);

  // Connects, upgrades and waits for `hello`: `done(true)` once it came, `done(false)` if the
  // socket failed first.
  void open(std::function<void(bool)> done);
  // One message at `first`, then one every `interval` while before `until`.
  void send_every(clock::time_point first, clock::duration interval, clock::time_point until);
  // Instead of messages: a `resume` frame naming `keys` conversations (none of them the
  // member's but the first) at `first`, then one every `interval` while before `until`.
  void resume_every(clock::time_point first, clock::duration interval, clock::time_point until,
                    std::size_t keys);
  void close();
  bool is_open() const noexcept { return phase_ == phase::open; }

 private:
  enum class phase { idle, opening, open, closed };

  void on_connect(boost::beast::error_code ec);
  void on_handshake(boost::beast::error_code ec);
  void read();
  void on_read(boost::beast::error_code ec);
  void on_frame(std::string_view text);
  void on_message(std::string_view body);
  void on_ack(std::string_view body);
  std::optional<std::uint32_t> age_us(std::string_view body);
  void send_message();
  void send_resume();
  void on_send_due(boost::beast::error_code ec);
  void write_next();
  void end(boost::beast::error_code ec, std::string_view what);

  const server_address& server_;
  const member_line member_;
  tally& totals_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer incoming_;
  std::deque<std::string> outgoing_;
  bool writing_ = false;
  phase phase_ = phase::idle;
  std::function<void(bool)> opened_;
  boost::asio::steady_timer send_timer_;
  clock::time_point next_send_;
  clock::duration interval_{};
  clock::time_point send_until_;
  std::uint64_t messages_sent_ = 0;
  std::string resume_frame_;  // set: this client floods resumes instead of sending messages
};

}  // namespace sangam::bench
