// The router, not the handler, picks the thread: nothing that needs a session or waits for the
// database runs on a network thread (db::pool refuses a loan there), and the network threads keep
// answering while every pooled connection is held.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <latch>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/thread_role.hpp"
#include "support/member_fixture.hpp"
#include "support/route_paths.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

// Holds every connection of a pool on threads of its own until released.
class pool_holder final {
 public:
  pool_holder(db::pool& pool, std::size_t size) : held_(static_cast<std::ptrdiff_t>(size)) {
    const auto released = release_.get_future().share();
    for (std::size_t i = 0; i < size; ++i) {
      threads_.emplace_back([&pool, this, released] {
        try {
          const auto lease = pool.acquire();
          held_.count_down();
          released.wait();
        } catch (...) {
          failed_ = true;
          held_.count_down();
        }
      });
    }
    held_.wait();
  }
  ~pool_holder() { release(); }
  pool_holder(const pool_holder&) = delete;
  pool_holder& operator=(const pool_holder&) = delete;

  bool holding() const { return !failed_; }
  void release() {
    if (released_) return;
    released_ = true;
    release_.set_value();
    for (auto& t : threads_) t.join();
  }

 private:
  std::latch held_;
  std::promise<void> release_;
  std::atomic<bool> failed_ = false;
  bool released_ = false;
  std::vector<std::thread> threads_;
};

class network_threads : public member_api {};

TEST(network_thread_role, a_pool_refuses_a_loan_and_the_writer_a_wait_on_a_network_thread) {
  db::pool pool(engine_environment::database_url(), 1);
  db::writer writer(pool);
  std::thread([&] {
    core::mark_network_thread();
    EXPECT_THROW(pool.acquire(), std::logic_error);
    EXPECT_THROW(writer.run([](db::tx&) {}), std::logic_error);
  }).join();
  std::thread([&] {
    EXPECT_NO_THROW(pool.acquire());
    EXPECT_NO_THROW(writer.run([](db::tx&) {}));
  }).join();
}

// Only routes that need no session and wait for nothing run inline; a new one is a decision.
TEST_F(network_threads, only_anonymous_routes_that_wait_for_nothing_run_on_a_network_thread) {
  std::set<std::string> inline_routes;
  app_->routes().for_each(
      [&](http::method verb, std::string_view pattern, const http::route_options& options) {
        if (http::runs_inline(options)) inline_routes.insert(route_name(verb, pattern));
      });
  EXPECT_EQ(inline_routes,
            (std::set<std::string>{"GET /api/health", "POST /api/waitlist",
                                   "POST /api/auth/password-reset",
                                   "POST /api/admin/password-reset", "GET /metrics"}));
}

// A member route that hands its write to the writer looks an unknown session up on a worker, and
// runs on the network thread only with a session admitted a moment ago (http::session_cache):
// either way nothing in it waits for the database there, or the pool's refusal would answer 500.
TEST_F(network_threads,
       member_routes_that_hand_work_to_the_writer_never_wait_for_the_database_inline) {
  const auto me = add({.name = "Asha"});
  int checked = 0;
  app_->routes().for_each(
      [&](http::method verb, std::string_view pattern, const http::route_options& options) {
        if (!http::runs_inline_when_recalled(options)) return;
        // Admitted on a worker just now, so recalled (and run inline) by the request that follows.
        ASSERT_EQ(as(me.cookie).get("/api/me").status, 200);
        const auto res = as(me.cookie).send(std::string(http::method_name(verb)), path_of(pattern),
                                            "{}", "application/json");
        EXPECT_NE(res.status, 500) << route_name(verb, pattern) << ": " << res.body;
        EXPECT_NE(res.status, 401) << route_name(verb, pattern) << ": " << res.body;
        ++checked;
      });
  EXPECT_GE(checked, 8);
}

TEST_F(network_threads, health_answers_within_50ms_while_every_pooled_connection_is_held) {
  const auto me = add({.name = "Asha"});
  pool_holder held(database(), cfg_.db_pool_size);
  ASSERT_TRUE(held.holding());
  // More member requests than there are network threads, each waiting for a connection (5 s at
  // most) on a worker; looked up on a network thread, they would hold up every one of them.
  const std::size_t asking = cfg_.io_threads + 2;
  ASSERT_LE(asking, cfg_.db_pool_size);  // one worker each: all of them wait at once
  std::vector<std::future<http_result>> waiting;
  for (std::size_t i = 0; i < asking; ++i) {
    waiting.push_back(std::async(std::launch::async, [&] {
      return as(me.cookie).send("PUT", "/api/messaging/settings", R"({"emailUnread":false})",
                                "application/json");
    }));
  }
  ASSERT_TRUE(eventually([&] { return database().waiting() >= asking; }))
      << database().waiting() << " waiting for the pool";
  // Each within 50 ms; one of the five may meet a busy machine's scheduler, but none the 5 s a
  // network thread waiting for the pool would cost.
  int fast = 0;
  for (int i = 0; i < 5; ++i) {
    const auto started = std::chrono::steady_clock::now();
    const auto health = client().get("/api/health");
    const auto took = std::chrono::steady_clock::now() - started;
    EXPECT_EQ(health.status, 200) << health.body;
    EXPECT_LT(took, 1s);
    if (took < 50ms) ++fast;
  }
  EXPECT_GE(fast, 4);
  for (auto& w : waiting) ASSERT_EQ(w.wait_for(0ms), std::future_status::timeout);
  held.release();
  for (auto& w : waiting) EXPECT_EQ(w.get().status, 200);
}

}  // namespace
}  // namespace sangam::testing
