#include "http/connection_limits.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "http/log_throttle.hpp"

namespace sangam::http {
namespace {

namespace ip = boost::asio::ip;

TEST(connection_limits, caps_each_client_and_gives_places_back) {
  core::metrics::registry metrics;
  connection_limits limits(100, 2, metrics);
  const auto a = ip::make_address("203.0.113.1");
  const auto b = ip::make_address("203.0.113.2");
  auto first = limits.admit(a);
  auto second = limits.admit(a);
  ASSERT_TRUE(first && second);
  EXPECT_FALSE(limits.admit(a));
  EXPECT_TRUE(limits.admit(b));  // the ticket is destroyed at once: b's place is back
  EXPECT_EQ(limits.open(), 2u);
  first.reset();
  EXPECT_EQ(limits.open(), 1u);
  EXPECT_TRUE(limits.admit(a));
  const auto text = metrics.render();
  EXPECT_NE(text.find("sangam_http_connections_refused_total{reason=\"per_client\"} 1\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("sangam_http_connections_open 1\n"), std::string::npos) << text;
}

TEST(connection_limits, caps_the_total) {
  core::metrics::registry metrics;
  connection_limits limits(3, 10, metrics);
  std::vector<connection_limits::ticket> held;
  for (const auto* address : {"10.0.0.1", "10.0.0.2", "10.0.0.3"}) {
    auto t = limits.admit(ip::make_address(address));
    ASSERT_TRUE(t);
    held.push_back(std::move(*t));
  }
  EXPECT_FALSE(limits.admit(ip::make_address("10.0.0.4")));
  held.pop_back();
  EXPECT_TRUE(limits.admit(ip::make_address("10.0.0.4")));
  EXPECT_NE(metrics.render().find("sangam_http_connections_refused_total{reason=\"total\"} 1\n"),
            std::string::npos);
}

TEST(connection_limits, an_ipv6_client_is_its_slash_64) {
  const auto key = [](const char* address) {
    return connection_limits::key_of(ip::make_address(address));
  };
  EXPECT_EQ(key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff:1:2:3"));
  EXPECT_NE(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
  EXPECT_EQ(key("192.0.2.1"), key("::ffff:192.0.2.1"));
  EXPECT_NE(key("192.0.2.1"), key("192.0.2.2"));
}

TEST(log_throttle, lets_one_line_through_per_interval_and_counts_the_rest) {
  log_throttle throttle(std::chrono::seconds(5));
  const auto t0 = log_throttle::clock::now();
  std::size_t suppressed = 99;
  EXPECT_TRUE(throttle.allow(t0, suppressed));
  EXPECT_EQ(suppressed, 0u);
  for (int i = 0; i < 1000; ++i)
    EXPECT_FALSE(throttle.allow(t0 + std::chrono::seconds(1), suppressed));
  EXPECT_TRUE(throttle.allow(t0 + std::chrono::seconds(5), suppressed));
  EXPECT_EQ(suppressed, 1000u);
  EXPECT_FALSE(throttle.allow(t0 + std::chrono::seconds(6), suppressed));
}

}  // namespace
}  // namespace sangam::http
