#pragma once

#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <utility>

#include "core/metrics/registry.hpp"

namespace sangam::http {

// The way into the worker pool for blocking handlers, with a bound: at most `limit` jobs wait
// for a worker, and a job that waited longer than `deadline` is not run (its `on_expired` runs
// instead, to answer 503). Memory stays bounded however fast requests arrive; a job refused or
// expired costs nothing but its answer.
class work_queue final {
 public:
  using clock = std::chrono::steady_clock;

  work_queue(boost::asio::thread_pool& workers, std::size_t limit,
             std::chrono::milliseconds deadline, core::metrics::registry& metrics);

  // Queues `job`; false, with nothing queued, when the queue is full.
  template <typename Job, typename Expired>
  bool submit(Job job, Expired on_expired) {
    if (!admit()) return false;
    boost::asio::post(workers_, [this, queued = clock::now(), job = std::move(job),
                                 on_expired = std::move(on_expired)]() mutable {
      if (start(queued)) {
        job();
      } else {
        on_expired();
      }
    });
    return true;
  }

  std::size_t waiting() const noexcept { return waiting_.load(std::memory_order_relaxed); }

 private:
  bool admit();
  // A worker picked a job up: whether it is still worth running.
  bool start(clock::time_point queued);

  boost::asio::thread_pool& workers_;
  std::size_t limit_;
  std::chrono::milliseconds deadline_;
  std::atomic<std::size_t> waiting_{0};
  core::metrics::counter& refused_full_;
  core::metrics::counter& refused_late_;
  core::metrics::histogram& wait_seconds_;
};

}  // namespace sangam::http
