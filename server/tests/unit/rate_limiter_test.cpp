#include "http/rate_limiter.hpp"

#include <gtest/gtest.h>

namespace sangam::http {
namespace {

using namespace std::chrono_literals;

TEST(rate_limiter, allows_the_capacity_then_refuses_with_a_retry_time) {
  rate_limiter limiter(3, 60s);
  const auto t0 = rate_limiter::clock::now();
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limiter.take("10.0.0.1", t0).allowed);
  const auto refused = limiter.take("10.0.0.1", t0);
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after, 20s);  // one token every 20 s
}

TEST(rate_limiter, refills_over_time_and_keeps_keys_apart) {
  rate_limiter limiter(2, 10s);
  const auto t0 = rate_limiter::clock::now();
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("b", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0 + 4s).allowed);
  EXPECT_TRUE(limiter.take("a", t0 + 5s).allowed);
}

TEST(rate_limiter, zero_capacity_means_no_limit) {
  rate_limiter limiter(0, 60s);
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(limiter.take("a").allowed);
}

}  // namespace
}  // namespace sangam::http
