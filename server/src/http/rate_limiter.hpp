#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace sangam::http {

// A token bucket per key (a client address, an account): `capacity` requests at once, refilled
// evenly over `period`. A capacity of 0 means no limit.
class rate_limiter final {
 public:
  using clock = std::chrono::steady_clock;

  struct decision {
    bool allowed;
    std::chrono::seconds retry_after;  // when a refused caller may try again
  };

  rate_limiter(unsigned capacity, std::chrono::seconds period);

  decision take(std::string_view key, clock::time_point now = clock::now());
  // Whether a take() would be allowed now, without taking (for counting failures only).
  decision check(std::string_view key, clock::time_point now = clock::now());
  // Forgets the key: a full bucket again (after a successful sign-in, say).
  void reset(std::string_view key);

  unsigned capacity() const noexcept { return capacity_; }

 private:
  struct bucket {
    double tokens;
    clock::time_point updated;
  };

  void forget_idle_buckets(clock::time_point now);
  decision update(std::string_view key, clock::time_point now, bool consume);

  unsigned capacity_;
  double tokens_per_second_;
  std::mutex mutex_;
  std::unordered_map<std::string, bucket> buckets_;
};

}  // namespace sangam::http
