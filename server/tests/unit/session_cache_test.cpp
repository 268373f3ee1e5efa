#include "http/session_cache.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

namespace sangam::http {
namespace {

using namespace std::chrono_literals;

// The cache's clock, moved by the tests.
std::chrono::steady_clock::time_point g_now{};
std::chrono::steady_clock::time_point test_now() {
  return g_now;
}

caller someone(std::string subject, std::string session) {
  return {.subject = std::move(subject), .session = std::move(session)};
}

TEST(session_cache, recalls_a_session_for_its_time_to_live_and_only_for_its_kind) {
  g_now = {};
  session_cache cache(1000ms, &test_now);
  cache.remember("member", someone("asha", "hash-1"));
  ASSERT_TRUE(cache.recall("member", "hash-1"));
  EXPECT_EQ(cache.recall("member", "hash-1")->subject, "asha");
  EXPECT_FALSE(cache.recall("admin", "hash-1"));  // the token moved to the other cookie
  EXPECT_FALSE(cache.recall("member", "hash-2"));
  EXPECT_FALSE(cache.recall("member", ""));
  g_now += 999ms;
  EXPECT_TRUE(cache.recall("member", "hash-1"));
  g_now += 1ms;
  EXPECT_FALSE(cache.recall("member", "hash-1"));
}

TEST(session_cache, never_recalls_a_session_past_its_end) {
  g_now = {};
  session_cache cache(1000ms, &test_now);
  auto ended = someone("asha", "hash-1");
  ended.session_ends = std::chrono::system_clock::now() - 1s;
  cache.remember("member", ended);
  EXPECT_FALSE(cache.recall("member", "hash-1"));
}

TEST(session_cache, forgets_ended_sessions_by_key_or_by_subject) {
  g_now = {};
  session_cache cache(1000ms, &test_now);
  cache.remember("member", someone("asha", "a-1"));
  cache.remember("member", someone("asha", "a-2"));
  cache.remember("member", someone("asha", "a-3"));
  cache.remember("member", someone("ravi", "r-1"));
  cache.forget({"a-1"});
  EXPECT_FALSE(cache.recall("member", "a-1"));
  EXPECT_TRUE(cache.recall("member", "a-2"));
  cache.forget_all("asha", "a-3");
  EXPECT_FALSE(cache.recall("member", "a-2"));
  EXPECT_TRUE(cache.recall("member", "a-3"));
  EXPECT_TRUE(cache.recall("member", "r-1"));
  cache.forget_all("asha");
  EXPECT_FALSE(cache.recall("member", "a-3"));
  EXPECT_EQ(cache.size(), 1u);
}

TEST(session_cache, drops_stale_entries_as_it_goes_and_remembers_nothing_with_no_time_to_live) {
  g_now = {};
  session_cache cache(1000ms, &test_now);
  for (int i = 0; i < 100; ++i) cache.remember("member", someone("m", "s-" + std::to_string(i)));
  EXPECT_EQ(cache.size(), 100u);
  g_now += 2s;
  cache.remember("member", someone("m", "new"));
  EXPECT_EQ(cache.size(), 1u);
  session_cache off(0ms, &test_now);
  off.remember("member", someone("m", "s"));
  EXPECT_EQ(off.size(), 0u);
}

}  // namespace
}  // namespace sangam::http
