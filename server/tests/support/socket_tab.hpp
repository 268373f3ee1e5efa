#pragma once

#include <nlohmann/json.hpp>

#include <boost/asio/io_context.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "support/member_fixture.hpp"
#include "support/ws_client.hpp"

namespace sangam::testing {

// A member's browser tab, reduced to its socket: frames out, JSON frames in, with a deadline.
class tab final {
 public:
  using json = nlohmann::json;

  tab(boost::asio::io_context& io, unsigned short port, const std::string& cookie,
      const std::string& origin = "")
      : handshake_(ws_connect(io, port, {.cookie = cookie, .origin = origin})),
        ws_(*handshake_.socket) {}

  bool open() const { return !handshake_.error; }
  unsigned status() const { return handshake_.response.result_int(); }

  void send(const json& frame) { ws_.write(boost::asio::buffer(frame.dump())); }
  void send_text(const std::string& text) { ws_.write(boost::asio::buffer(text)); }

  // The next frame, or nullopt when none came in time (ws_client's k_ws_wait) or the connection
  // closed.
  std::optional<json> next() {
    const auto text = ws_read(ws_, &closed_);
    if (!text) return std::nullopt;
    return json::parse(*text);
  }
  // The next frame of `type`, skipping others (presence, typing…).
  std::optional<json> next_of(const std::string& type) {
    for (int i = 0; i < 50; ++i) {
      auto frame = next();
      if (!frame) return std::nullopt;
      if ((*frame)["type"] == type) return frame;
    }
    return std::nullopt;
  }
  // The next frame within `limit`, or nullopt.
  std::optional<json> next_within(std::chrono::milliseconds limit) {
    const auto text = ws_read(ws_, &closed_, limit);
    if (!text) return std::nullopt;
    return json::parse(*text);
  }
  // Reads (and drops) frames until the server closes the socket or `limit` passes; whether it
  // closed.
  bool closes_within(std::chrono::milliseconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (!closed_) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          until - std::chrono::steady_clock::now());
      if (left <= std::chrono::milliseconds(0)) return false;
      if (!ws_read(ws_, &closed_, left) && !closed_) return false;
    }
    return true;
  }
  bool closed() const { return closed_; }
  std::uint16_t close_code() const { return ws_.reason().code; }
  std::string close_reason() const { return std::string(ws_.reason().reason); }
  void close() { ws_close(ws_); }

 private:
  ws_handshake handshake_;
  ws_stream& ws_;
  bool closed_ = false;
};

// Members with open tabs.
class socket_api : public member_api {
 protected:
  std::unique_ptr<tab> open_tab(const member& m, unsigned short port = 0,
                                const std::string& origin = "") {
    return open_tab(m.cookie, port, origin);
  }
  std::unique_ptr<tab> open_tab(const std::string& cookie, unsigned short port = 0,
                                const std::string& origin = "") {
    auto t = std::make_unique<tab>(io_, port ? port : port_, cookie, origin);
    EXPECT_TRUE(t->open()) << "status " << t->status();
    if (t->open()) {
      const auto hello = t->next();
      EXPECT_TRUE(hello && (*hello)["type"] == "hello");
    }
    return t;
  }

  boost::asio::io_context io_;
};

}  // namespace sangam::testing
