#include "http/metrics_endpoint.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/exposition.hpp"

namespace sangam::http {
namespace {

TEST(metrics_endpoint, this_machine_may_always_scrape) {
  for (const auto* ip : {"127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"}) {
    EXPECT_TRUE(metrics_allowed(ip, "", "")) << ip;
    EXPECT_TRUE(metrics_allowed(ip, "", "s3cret-token")) << ip;
  }
}

TEST(metrics_endpoint, others_need_the_token_and_there_is_none_by_default) {
  for (const auto* ip : {"203.0.113.5", "10.0.0.7", "2001:db8::1", "::ffff:10.0.0.1", "", "x"}) {
    EXPECT_FALSE(metrics_allowed(ip, "", "")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "Bearer ", "")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "Bearer anything", "")) << ip;
    EXPECT_TRUE(metrics_allowed(ip, "Bearer s3cret-token", "s3cret-token")) << ip;
    EXPECT_TRUE(metrics_allowed(ip, "bearer s3cret-token", "s3cret-token")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "Bearer s3cret-tokem", "s3cret-token")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "Bearer s3cret-token2", "s3cret-token")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "Basic s3cret-token", "s3cret-token")) << ip;
    EXPECT_FALSE(metrics_allowed(ip, "s3cret-token", "s3cret-token")) << ip;
  }
}

TEST(metrics_endpoint, answers_the_exposition_or_403_in_the_error_shape) {
  core::metrics::registry metrics;
  metrics.add_counter("sangam_test_total", "Test.").inc();
  router routes;
  add_metrics_route(routes, metrics, "t0ken");
  const auto m = routes.find(method::get, k_metrics_path);
  ASSERT_NE(m.found, nullptr);
  EXPECT_EQ(m.found->options.who, access::anonymous);

  request local;
  local.client_ip = "127.0.0.1";
  const auto ok = routes.invoke(*m.found, local);
  EXPECT_EQ(ok.status, 200);
  EXPECT_EQ(ok.content_type, "text/plain; version=0.0.4; charset=utf-8");
  EXPECT_EQ(testing::exposition_errors(ok.body), "");
  EXPECT_NE(ok.body.find("sangam_test_total 1\n"), std::string::npos);

  request remote;
  remote.client_ip = "198.51.100.20";
  const auto refused = routes.invoke(*m.found, remote);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(nlohmann::json::parse(refused.body)["error"]["code"], "forbidden");
  remote.authorization = "Bearer t0ken";
  EXPECT_EQ(routes.invoke(*m.found, remote).status, 200);
}

}  // namespace
}  // namespace sangam::http
