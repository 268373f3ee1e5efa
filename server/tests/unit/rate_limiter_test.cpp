#include "http/rate_limiter.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "http/client_key.hpp"

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

TEST(rate_limiter, retry_after_counts_the_seconds_to_the_next_token) {
  rate_limiter limiter(10, 60s);  // a token every 6 s
  const auto t0 = rate_limiter::clock::now();
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_EQ(limiter.take("a", t0).retry_after, 6s);
  EXPECT_EQ(limiter.take("a", t0 + 2s).retry_after, 4s);
  EXPECT_EQ(limiter.take("a", t0 + 5500ms).retry_after, 1s);  // never 0 while refused
  EXPECT_TRUE(limiter.take("a", t0 + 6s).allowed);
}

TEST(rate_limiter, give_back_returns_one_token_and_never_more_than_the_capacity) {
  rate_limiter limiter(2, 60s);
  const auto t0 = rate_limiter::clock::now();
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);
  limiter.give_back("a", t0);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);

  for (int i = 0; i < 5; ++i) limiter.give_back("a", t0);
  EXPECT_EQ(limiter.tracked(), 0u);  // full again, so nothing to remember
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);

  limiter.give_back("never-seen", t0);
  EXPECT_EQ(limiter.tracked(), 1u);
}

TEST(rate_limiter, taking_first_lets_no_more_than_the_capacity_through_at_once) {
  rate_limiter limiter(10, 900s);
  std::atomic<int> allowed{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 20; ++i) {
        if (limiter.take("meera@x.in").allowed) allowed.fetch_add(1);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(allowed.load(), 10);
}

TEST(rate_limiter, reset_gives_a_full_bucket_again) {
  rate_limiter limiter(2, 60s);
  const auto t0 = rate_limiter::clock::now();
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("b", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);
  limiter.reset("a");
  limiter.reset("never-seen");
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("a", t0).allowed);
  EXPECT_FALSE(limiter.take("a", t0).allowed);
  EXPECT_TRUE(limiter.take("b", t0).allowed);  // other keys keep their state
  EXPECT_FALSE(limiter.take("b", t0).allowed);
}

TEST(rate_limiter, forgets_buckets_once_they_have_refilled) {
  rate_limiter limiter(2, 10s);
  const auto t0 = rate_limiter::clock::now();
  for (int i = 0; i < 100; ++i) limiter.take("old-" + std::to_string(i), t0);
  EXPECT_EQ(limiter.tracked(), 100u);
  for (int i = 0; i < 400; ++i) limiter.take("new-" + std::to_string(i), t0 + 10s);
  EXPECT_EQ(limiter.tracked(), 400u);  // the calls forgot the old ones as they went
  // A forgotten key starts again with a full bucket, as it would have had anyway.
  EXPECT_TRUE(limiter.take("old-1", t0 + 10s).allowed);
  EXPECT_TRUE(limiter.take("old-1", t0 + 10s).allowed);
  EXPECT_FALSE(limiter.take("old-1", t0 + 10s).allowed);
}

TEST(rate_limiter, work_per_call_stays_bounded_with_a_million_keys) {
  rate_limiter limiter(5, 60s);
  const auto t0 = rate_limiter::clock::now();
  constexpr int k_keys = 1'000'000;
  for (int i = 0; i < k_keys; ++i) limiter.take("10." + std::to_string(i), t0);
  EXPECT_EQ(limiter.tracked(), static_cast<std::size_t>(k_keys));
  EXPECT_LE(limiter.most_examined_in_one_call(), rate_limiter::k_sweep_per_call);
  // A period later every bucket is idle; calls go on forgetting a few each, never all at once.
  for (int i = 0; i < 10'000; ++i) limiter.take("172." + std::to_string(i), t0 + 60s);
  EXPECT_LE(limiter.most_examined_in_one_call(), rate_limiter::k_sweep_per_call);
  EXPECT_LT(limiter.tracked(), static_cast<std::size_t>(k_keys));
  EXPECT_TRUE(limiter.take("10.1", t0 + 60s).allowed);
}

TEST(client_key, is_an_ipv4_address_or_an_ipv6_slash_64) {
  EXPECT_EQ(client_key("203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(client_key("::ffff:203.0.113.9"), "203.0.113.9");  // IPv4 through a dual-stack socket
  EXPECT_EQ(client_key("2001:db8:1:2:a:b:c:d"), "2001:db8:1:2::/64");
  EXPECT_EQ(client_key("2001:db8:1:2:ffff::1"), client_key("2001:db8:1:2::7"));
  EXPECT_NE(client_key("2001:db8:1:3::1"), client_key("2001:db8:1:2::1"));
  EXPECT_EQ(client_key("not an address"), "not an address");
}

}  // namespace
}  // namespace sangam::http
