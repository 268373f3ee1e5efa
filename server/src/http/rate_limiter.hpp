#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <list>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace sangam::http {

// A token bucket per key (a client address, an account): `capacity` requests at once, refilled
// evenly over `period`. A capacity of 0 means no limit.
//
// Every call costs O(1) however many keys are tracked: keys are spread over shards with a lock
// each, and each call looks at no more than a few of its shard's least recently used buckets,
// forgetting those that have refilled (a full bucket carries no information).
class rate_limiter final {
 public:
  using clock = std::chrono::steady_clock;

  struct decision {
    bool allowed;
    std::chrono::seconds retry_after;  // when a refused caller may try again
  };

  rate_limiter(unsigned capacity, std::chrono::seconds period);

  decision take(std::string_view key, clock::time_point now = clock::now());
  // Returns a token taken for something that turned out not to count (a sign-in that succeeded);
  // never more than the capacity.
  void give_back(std::string_view key, clock::time_point now = clock::now());
  // Forgets the key: a full bucket again (after a successful sign-in, say).
  void reset(std::string_view key);

  unsigned capacity() const noexcept { return capacity_; }

  // Buckets a call looks at, at most, to forget idle ones.
  static constexpr std::size_t k_sweep_per_call = 2;

  // For tests and metrics: keys tracked now, and the most buckets any one call has looked at.
  std::size_t tracked() const;
  std::size_t most_examined_in_one_call() const noexcept {
    return most_examined_.load(std::memory_order_relaxed);
  }

 private:
  struct transparent_hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view key) const noexcept {
      return std::hash<std::string_view>{}(key);
    }
  };
  struct bucket {
    double tokens;
    clock::time_point updated;
    std::list<std::string_view>::iterator age;  // this key's place in shard::by_age
  };
  struct shard {
    mutable std::mutex mutex;
    std::unordered_map<std::string, bucket, transparent_hash, std::equal_to<>> buckets;
    std::list<std::string_view> by_age;  // keys, least recently updated first
  };
  static constexpr std::size_t k_shards = 16;

  shard& shard_for(std::size_t hash);
  // Looks at no more than a few of the oldest buckets; returns how many it looked at.
  std::size_t forget_idle(shard& s, clock::time_point now);
  double refilled(const bucket& b, clock::time_point now) const;
  void note_examined(std::size_t examined) noexcept;

  unsigned capacity_;
  double tokens_per_second_;
  std::array<shard, k_shards> shards_;
  std::atomic<std::size_t> most_examined_{0};
};

}  // namespace sangam::http
