#include "http/work_queue.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

namespace sangam::http {
namespace {

using namespace std::chrono_literals;

// One worker held by a job until the test lets it go.
struct held_worker {
  boost::asio::thread_pool pool{1};
  std::promise<void> started;
  std::promise<void> gate;

  void occupy(work_queue& queue) {
    ASSERT_TRUE(queue.submit(
        [this, release = gate.get_future().share()] {
          started.set_value();
          release.wait();
        },
        [] {}));
    started.get_future().wait();
  }
};

TEST(work_queue, refuses_at_once_past_the_limit) {
  core::metrics::registry metrics;
  held_worker worker;
  work_queue queue(worker.pool, 2, 10s, metrics);
  worker.occupy(queue);
  std::atomic<int> ran = 0;
  std::atomic<int> expired = 0;
  const auto job = [&ran] { ++ran; };
  const auto late = [&expired] { ++expired; };
  EXPECT_TRUE(queue.submit(job, late));
  EXPECT_TRUE(queue.submit(job, late));
  EXPECT_EQ(queue.waiting(), 2u);
  EXPECT_FALSE(queue.submit(job, late));
  EXPECT_FALSE(queue.submit(job, late));
  worker.gate.set_value();
  worker.pool.join();
  EXPECT_EQ(ran, 2);
  EXPECT_EQ(expired, 0);
  EXPECT_EQ(queue.waiting(), 0u);
  const auto text = metrics.render();
  EXPECT_NE(text.find("sangam_http_work_queue_rejected_total{reason=\"full\"} 2\n"),
            std::string::npos)
      << text;
}

TEST(work_queue, a_job_that_waited_past_the_deadline_is_not_run) {
  core::metrics::registry metrics;
  held_worker worker;
  work_queue queue(worker.pool, 100, 50ms, metrics);
  worker.occupy(queue);
  std::atomic<int> ran = 0;
  std::atomic<int> expired = 0;
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(queue.submit([&ran] { ++ran; }, [&expired] { ++expired; }));
  }
  std::this_thread::sleep_for(120ms);
  worker.gate.set_value();
  worker.pool.join();
  EXPECT_EQ(ran, 0);
  EXPECT_EQ(expired, 3);
  EXPECT_NE(metrics.render().find("sangam_http_work_queue_rejected_total{reason=\"deadline\"} 3"),
            std::string::npos);
}

}  // namespace
}  // namespace sangam::http
