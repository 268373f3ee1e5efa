#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include "core/metrics/registry.hpp"
#include "http/server.hpp"
#include "support/api_fixture.hpp"
#include "support/exposition.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
namespace net = boost::asio;
using tcp = net::ip::tcp;

void expect_overloaded(const http_result& res) {
  EXPECT_EQ(res.status, 503);
  EXPECT_EQ(res.header("retry-after"), "1");
  EXPECT_EQ(res.json()["error"]["code"], "overloaded");
  EXPECT_EQ(res.json()["error"]["message"], "The service is busy. Please try again shortly.");
}

TEST(work_queue_api, excess_blocking_requests_get_503_and_the_server_still_answers) {
  core::metrics::registry metrics;
  std::promise<void> started;
  std::promise<void> gate;
  std::shared_future<void> opened = gate.get_future().share();
  std::atomic<bool> first = true;
  http::router routes;
  // The first request holds the only worker until the test opens the gate.
  routes.add(http::method::get, "/api/slow",
             [&](const http::request&) {
               if (first.exchange(false)) {
                 started.set_value();
                 opened.wait();
               }
               return http::response{.status = 200, .body = R"({"ok":true})"};
             },
             {.who = http::access::anonymous});
  http::server server({.host = "127.0.0.1",
                       .port = 0,
                       .io_threads = 1,
                       .worker_threads = 1,
                       .work_queue_limit = 2,
                       .work_queue_deadline = 100ms},
                      std::move(routes), http::static_files{}, metrics);
  const http_client client(server.start());
  const auto get_slow = [&client] { return client.get("/api/slow"); };

  auto running = std::async(std::launch::async, get_slow);
  started.get_future().wait();
  auto waiting_1 = std::async(std::launch::async, get_slow);
  auto waiting_2 = std::async(std::launch::async, get_slow);
  ASSERT_TRUE(
      eventually([&] { return has_line(metrics.render(), "sangam_http_work_queue_depth 2"); }));
  expect_overloaded(client.get("/api/slow"));  // the queue is full: refused at once

  std::this_thread::sleep_for(150ms);  // the two waiting ones are now past the deadline
  gate.set_value();
  EXPECT_EQ(running.get().status, 200);
  expect_overloaded(waiting_1.get());
  expect_overloaded(waiting_2.get());
  EXPECT_EQ(client.get("/api/slow").status, 200);

  const std::string route = R"(route="/api/slow",method="GET")";
  EXPECT_TRUE(eventually([&] {
    const auto text = metrics.render();
    return has_line(text, "sangam_http_requests_total{" + route + ",status=\"200\"} 2") &&
           has_line(text, "sangam_http_requests_total{" + route + ",status=\"503\"} 3");
  })) << metrics.render();
  const auto text = metrics.render();
  EXPECT_TRUE(has_line(text, R"(sangam_http_work_queue_rejected_total{reason="full"} 1)")) << text;
  EXPECT_TRUE(has_line(text, R"(sangam_http_work_queue_rejected_total{reason="deadline"} 2)"))
      << text;
  EXPECT_TRUE(has_line(text, "sangam_http_work_queue_depth 0")) << text;
  server.stop();
  server.wait();
}

class pipeline_api : public api_test {
 protected:
  tcp::socket connect_from(const std::string& address) {
    tcp::socket socket(ioc_);
    socket.open(tcp::v4());
    socket.bind({net::ip::make_address(address), 0});
    socket.connect({net::ip::make_address("127.0.0.1"), port_});
    return socket;
  }

  // Sends a keep-alive request and reads its response: the connection is then surely counted.
  std::string exchange(tcp::socket& socket) {
    net::write(socket, net::buffer(std::string("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")));
    std::string received;
    std::array<char, 4096> buf{};
    while (received.find('}') == std::string::npos) {
      received.append(buf.data(), socket.read_some(net::buffer(buf)));
    }
    return received;
  }

  // What a refused connection got before it was closed: nothing, or a 503.
  std::string refused_answer(tcp::socket socket) {
    boost::system::error_code ec;
    net::write(socket, net::buffer(std::string("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")), ec);
    std::string received;
    std::array<char, 4096> buf{};
    while (!ec) received.append(buf.data(), socket.read_some(net::buffer(buf), ec));
    return received;
  }

  bool health_answers_from(const std::string& address) {
    return eventually([&] {
      try {
        return http_client(port_, address).get("/api/health").status == 200;
      } catch (const std::exception&) {
        return false;
      }
    });
  }

  void expect_refused(tcp::socket socket) {
    const auto answer = refused_answer(std::move(socket));
    EXPECT_TRUE(answer.empty() || answer.starts_with("HTTP/1.1 503")) << answer;
    EXPECT_EQ(answer.find("200 OK"), std::string::npos) << answer;
  }

  net::io_context ioc_;
};

TEST_F(pipeline_api, a_client_past_its_connection_cap_is_closed_and_others_are_served) {
  cfg_.max_connections_per_client = 3;
  start_app();
  std::vector<tcp::socket> held;
  for (int i = 0; i < 3; ++i) {
    held.push_back(connect_from("127.0.0.2"));
    EXPECT_NE(exchange(held.back()).find("200 OK"), std::string::npos);
  }
  expect_refused(connect_from("127.0.0.2"));
  EXPECT_TRUE(health_answers_from("127.0.0.3"));
  held.clear();
  EXPECT_TRUE(health_answers_from("127.0.0.2"));
  const auto metrics = client().get("/metrics").body;
  EXPECT_TRUE(has_line(metrics, R"(sangam_http_connections_refused_total{reason="per_client"} 1)"))
      << metrics;
}

TEST_F(pipeline_api, connections_past_the_total_cap_are_closed_until_some_close) {
  cfg_.max_connections = 3;
  start_app();
  std::vector<tcp::socket> held;
  for (const auto* address : {"127.0.0.2", "127.0.0.3", "127.0.0.4"}) {
    held.push_back(connect_from(address));
    EXPECT_NE(exchange(held.back()).find("200 OK"), std::string::npos);
  }
  expect_refused(connect_from("127.0.0.5"));
  held.pop_back();
  EXPECT_TRUE(health_answers_from("127.0.0.5"));
}

TEST_F(pipeline_api, metrics_are_served_to_this_machine_and_count_requests_by_route) {
  cfg_.metrics_token = "not-needed-from-loopback";
  start_app();
  client().get("/api/health");
  client().get("/api/health");
  client().get("/api/nothing-here");
  client().get("/");
  client().post_json("/api/health", {});
  const std::string health = R"(route="/api/health",method="GET")";
  const auto scrape = [this] { return client().get("/metrics"); };
  ASSERT_TRUE(eventually([&] {
    return has_line(scrape().body, "sangam_http_requests_total{" + health + ",status=\"200\"} 2");
  })) << scrape().body;

  const auto res = scrape();
  EXPECT_EQ(res.status, 200);
  EXPECT_EQ(res.header("content-type"), "text/plain; version=0.0.4; charset=utf-8");
  EXPECT_EQ(exposition_errors(res.body), "");
  for (const auto& line : {
           R"(sangam_http_requests_total{route="unmatched",method="GET",status="404"} 1)",
           R"(sangam_http_requests_total{route="unmatched",method="POST",status="405"} 1)",
           R"(sangam_http_requests_total{route="static",method="GET",status="404"} 1)",
           R"(sangam_http_request_duration_seconds_count{route="/api/health",method="GET"} 2)",
           "sangam_http_work_queue_depth 0",
       }) {
    EXPECT_TRUE(has_line(res.body, line)) << line << "\n" << res.body;
  }
  EXPECT_NE(res.body.find("\nsangam_http_connections_open "), std::string::npos);
  EXPECT_NE(res.body.find("# TYPE sangam_http_request_duration_seconds histogram\n"),
            std::string::npos);

  client().get("/api/health");
  EXPECT_TRUE(eventually([&] {
    return has_line(scrape().body, "sangam_http_requests_total{" + health + ",status=\"200\"} 3");
  }));
}

}  // namespace
}  // namespace sangam::testing
