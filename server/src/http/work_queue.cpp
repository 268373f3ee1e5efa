#include "http/work_queue.hpp"

namespace sangam::http {
namespace {
constexpr auto k_rejected = "sangam_http_work_queue_rejected_total";
constexpr auto k_rejected_help =
    "Blocking requests answered 503 instead of run: the queue was full, or they waited too long.";
}  // namespace

work_queue::work_queue(boost::asio::thread_pool& workers, std::size_t limit,
                       std::chrono::milliseconds deadline, core::metrics::registry& metrics)
    : workers_(workers),
      limit_(limit),
      deadline_(deadline),
      refused_full_(metrics.add_counter(k_rejected, k_rejected_help, {{"reason", "full"}})),
      refused_late_(metrics.add_counter(k_rejected, k_rejected_help, {{"reason", "deadline"}})),
      wait_seconds_(metrics.add_histogram("sangam_http_work_queue_wait_seconds",
                                          "Time blocking requests waited for a worker thread.",
                                          core::metrics::k_latency_buckets)) {
  metrics.add_gauge("sangam_http_work_queue_depth",
                    "Blocking requests waiting for a worker thread.",
                    [this] { return static_cast<double>(waiting()); });
}

bool work_queue::admit() {
  if (waiting_.fetch_add(1, std::memory_order_relaxed) >= limit_) {
    waiting_.fetch_sub(1, std::memory_order_relaxed);
    refused_full_.inc();
    return false;
  }
  return true;
}

bool work_queue::start(clock::time_point queued) {
  waiting_.fetch_sub(1, std::memory_order_relaxed);
  const auto waited = clock::now() - queued;
  wait_seconds_.observe(std::chrono::duration<double>(waited).count());
  if (waited <= deadline_) return true;
  refused_late_.inc();
  return false;
}

}  // namespace sangam::http
