// WebSockets in the HTTP layer, against a real server on 127.0.0.1 with an echo endpoint that
// belongs to no feature: admission, the limits of docs/messaging.md, heartbeat, shutdown.
#include <gtest/gtest.h>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/metrics/registry.hpp"
#include "http/server.hpp"
#include "support/eventually.hpp"
#include "support/http_client.hpp"
#include "support/ws_client.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using client_socket = ws_stream;

// Answers every message with "<subject>: <message>".
class echo final : public http::socket_listener {
 public:
  echo(std::shared_ptr<http::socket_peer> peer, std::atomic<int>& closes)
      : peer_(std::move(peer)), closes_(closes) {}
  void on_text(std::string_view text) override {
    peer_->send(peer_->subject() + ": " + std::string(text));
  }
  void on_close() override { ++closes_; }

 private:
  std::shared_ptr<http::socket_peer> peer_;
  std::atomic<int>& closes_;
};

class websocket_api : public ::testing::Test {
 protected:
  void start(http::socket_limits limits = {}) {
    http::router routes;
    routes.set_authenticator([](http::access, const http::request& req) -> http::caller {
      if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
      return {.subject = "member-7", .session = "session-7"};
    });
    routes.add_socket("/api/echo",
                      [this](const http::request& req, std::shared_ptr<http::socket_peer> peer) {
                        if (req.query == "refuse")
                          throw core::api_error(409, "conflict", "Not now.");
                        {
                          std::lock_guard lock(mutex_);
                          peers_.push_back(peer);
                        }
                        return std::make_shared<echo>(std::move(peer), closes_);
                      });
    server_ = std::make_unique<http::server>(http::server_options{.host = "127.0.0.1",
                                                                  .port = 0,
                                                                  .io_threads = 2,
                                                                  .worker_threads = 2,
                                                                  .sockets = limits},
                                             std::move(routes), http::static_files{}, metrics_);
    port_ = server_->start();
  }

  void TearDown() override {
    if (!server_) return;
    server_->stop();
    server_->wait();
  }

  std::string host() const { return "127.0.0.1:" + std::to_string(port_); }

  ws_handshake connect(const std::string& cookie = "session=ok", const std::string& origin = "",
                       const std::string& target = "/api/echo") {
    return ws_connect(ioc_, port_, {.target = target, .cookie = cookie, .origin = origin});
  }

  std::unique_ptr<client_socket> open() {
    auto result = connect();
    EXPECT_FALSE(result.error) << result.error.message();
    return std::move(result.socket);
  }

  static std::string read(client_socket& ws) { return ws_read(ws).value_or("(nothing)"); }

  std::shared_ptr<http::socket_peer> peer(std::size_t i) {
    std::lock_guard lock(mutex_);
    return peers_.at(i);
  }

  bool metric(const std::string& line) {
    return eventually([&] { return has_line(metrics_.render(), line); });
  }

  core::metrics::registry metrics_;
  std::unique_ptr<http::server> server_;
  unsigned short port_ = 0;
  net::io_context ioc_;
  std::mutex mutex_;
  std::vector<std::shared_ptr<http::socket_peer>> peers_;
  std::atomic<int> closes_{0};
};

TEST_F(websocket_api, a_member_is_upgraded_and_messages_go_both_ways) {
  start();
  auto same_site = connect("session=ok", "http://" + host());
  ASSERT_FALSE(same_site.error) << same_site.error.message();
  auto& ws = *same_site.socket;
  ws.write(net::buffer(std::string("hello")));
  EXPECT_EQ(read(ws), "member-7: hello");
  EXPECT_EQ(peer(0)->subject(), "member-7");
  EXPECT_TRUE(metric("sangam_http_websockets_open 1"));
  EXPECT_TRUE(
      metric(R"(sangam_http_requests_total{route="/api/echo",method="GET",status="101"} 1)"))
      << metrics_.render();

  ws.close(websocket::close_code::normal);
  EXPECT_TRUE(eventually([&] { return closes_ == 1; }));
  EXPECT_TRUE(metric("sangam_http_websockets_open 0"));
  EXPECT_TRUE(metric(R"(sangam_http_websocket_messages_total{direction="in"} 1)"));
  EXPECT_TRUE(metric(R"(sangam_http_websocket_messages_total{direction="out"} 1)"));
  EXPECT_TRUE(metric(R"(sangam_http_websockets_closed_total{reason="closed"} 1)"));
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(closes_, 1);  // exactly once
}

TEST_F(websocket_api, an_anonymous_caller_is_refused_401_without_an_upgrade) {
  start();
  const auto result = connect("");
  EXPECT_EQ(result.error, websocket::error::upgrade_declined);
  EXPECT_EQ(result.response.result_int(), 401);
  EXPECT_EQ(nlohmann::json::parse(result.response.body())["error"]["code"], "unauthenticated");
  EXPECT_TRUE(peers_.empty());  // the opener never ran
}

TEST_F(websocket_api, a_cross_site_origin_is_refused_403_before_the_upgrade) {
  start();
  const auto result = connect("session=ok", "https://elsewhere.example");
  EXPECT_EQ(result.error, websocket::error::upgrade_declined);
  EXPECT_EQ(result.response.result_int(), 403);
  EXPECT_EQ(nlohmann::json::parse(result.response.body())["error"]["code"], "cross_origin");
  EXPECT_TRUE(peers_.empty());
}

TEST_F(websocket_api, an_opener_that_refuses_answers_in_plain_http) {
  start();
  const auto result = connect("session=ok", "", "/api/echo?refuse");
  EXPECT_EQ(result.error, websocket::error::upgrade_declined);
  EXPECT_EQ(result.response.result_int(), 409);
  EXPECT_EQ(nlohmann::json::parse(result.response.body())["error"]["code"], "conflict");
  EXPECT_EQ(closes_, 0);  // nothing was opened, so nothing closes
}

TEST_F(websocket_api, a_get_without_the_upgrade_is_answered_426_after_admission) {
  start();
  http_client client(port_);
  EXPECT_EQ(client.get("/api/echo").status, 401);
  client.extra_headers = "Cookie: session=ok\r\n";
  const auto res = client.get("/api/echo");
  EXPECT_EQ(res.status, 426);
  EXPECT_EQ(res.header("upgrade"), "websocket");
  EXPECT_EQ(res.json()["error"]["code"], "upgrade_required");
}

TEST_F(websocket_api, a_message_over_the_limit_closes_that_socket_with_1009_only) {
  start({.max_message = 1024});
  auto other = open();
  auto ws = open();
  ws->write(net::buffer(std::string(1024 - 7, 'x')));  // "member-7: " is added to the echo
  EXPECT_EQ(read(*ws).size(), 1024 - 7 + 10);
  ws->write(net::buffer(std::string(1025, 'x')));
  EXPECT_EQ(ws_close_code_after_reading(*ws), 1009);

  other->write(net::buffer(std::string("still here")));
  EXPECT_EQ(read(*other), "member-7: still here");
  EXPECT_TRUE(eventually([&] { return closes_ == 1; }));
  EXPECT_TRUE(metric(R"(sangam_http_websockets_closed_total{reason="too_big"} 1)"));
}

TEST_F(websocket_api, messages_sent_from_another_thread_arrive_in_order) {
  start();
  auto ws = open();
  constexpr int k_messages = 200;
  std::thread sender([p = peer(0)] {
    for (int i = 0; i < k_messages; ++i) p->send(std::to_string(i));
  });
  for (int i = 0; i < k_messages; ++i) ASSERT_EQ(read(*ws), std::to_string(i));
  sender.join();
}

TEST_F(websocket_api, the_peer_closes_after_its_queued_messages_are_written) {
  start();
  auto ws = open();
  peer(0)->send("last words");
  peer(0)->close(4000);
  peer(0)->send("after close: dropped");
  EXPECT_EQ(read(*ws), "last words");
  EXPECT_EQ(ws_close_code_after_reading(*ws), 4000);
  EXPECT_TRUE(eventually([&] { return closes_ == 1; }));
}

TEST_F(websocket_api, a_client_over_the_message_rate_is_closed_with_1008) {
  start({.messages_per_10s = 5});
  auto ws = open();
  for (int i = 0; i < 5; ++i) {
    ws->write(net::buffer(std::to_string(i)));
    EXPECT_EQ(read(*ws), "member-7: " + std::to_string(i));
  }
  ws->write(net::buffer(std::string("one too many")));
  EXPECT_EQ(ws_close_code_after_reading(*ws), 1008);
  EXPECT_TRUE(metric(R"(sangam_http_websockets_closed_total{reason="rate_limited"} 1)"));
}

TEST_F(websocket_api, a_client_that_does_not_read_is_closed_with_1008) {
  start({.max_queued = 4});
  auto ws = open();
  // Far more than the socket buffers hold, so the queue must grow past its bound.
  const std::string chunk(16 * 1024, 'x');
  for (int i = 0; i < 2000; ++i) peer(0)->send(chunk);
  // The close frame waits behind the write in progress, which waits for the client to read.
  EXPECT_EQ(ws_close_code_after_reading(*ws), 1008);
  EXPECT_TRUE(metric(R"(sangam_http_websockets_closed_total{reason="not_reading"} 1)"));
}

TEST_F(websocket_api, a_quiet_client_is_pinged_and_a_silent_one_is_dropped) {
  start({.ping_interval = 1s, .idle_timeout = 2s});
  auto listening = open();
  auto silent = open();  // never reads, so never answers a ping
  std::atomic<int> pings = 0;
  listening->control_callback([&](websocket::frame_type kind, beast::string_view) {
    if (kind == websocket::frame_type::ping) ++pings;
  });
  auto woken = std::async(std::launch::async, [&] { return read(*listening); });
  std::this_thread::sleep_for(3s);  // past idle_timeout: only pongs kept this one open
  peer(0)->send("wake up");
  EXPECT_EQ(woken.get(), "wake up");
  EXPECT_GE(pings, 2);
  EXPECT_TRUE(metric(R"(sangam_http_websockets_closed_total{reason="idle"} 1)"));
  EXPECT_TRUE(metric("sangam_http_websockets_open 1"));
  EXPECT_FALSE(ws_read(*silent));  // dropped without a close frame: it never answered
}

TEST_F(websocket_api, stopping_the_server_closes_sockets_with_1001) {
  start();
  auto ws = open();
  ws->write(net::buffer(std::string("hi")));
  EXPECT_EQ(read(*ws), "member-7: hi");
  const auto began = std::chrono::steady_clock::now();
  server_->stop();
  EXPECT_EQ(ws_close_code_after_reading(*ws), 1001);
  server_->wait();
  EXPECT_LT(std::chrono::steady_clock::now() - began, 3s);  // no waiting out the grace period
  EXPECT_EQ(closes_, 1);
  server_.reset();
  peer(0)->send("to nobody");  // a feature may hold a peer longer than the server lives
  peer(0)->close();
}

}  // namespace
}  // namespace sangam::testing
