#include "http/rate_limiter.hpp"

#include <algorithm>
#include <cmath>

namespace sangam::http {
namespace {
constexpr std::size_t k_sweep_threshold = 100'000;
}

rate_limiter::rate_limiter(unsigned capacity, std::chrono::seconds period)
    : capacity_(capacity),
      tokens_per_second_(period.count() > 0 ? capacity / static_cast<double>(period.count()) : 0) {}

rate_limiter::decision rate_limiter::take(std::string_view key, clock::time_point now) {
  return update(key, now, true);
}

rate_limiter::decision rate_limiter::check(std::string_view key, clock::time_point now) {
  return update(key, now, false);
}

void rate_limiter::reset(std::string_view key) {
  std::lock_guard lock(mutex_);
  buckets_.erase(std::string(key));
}

rate_limiter::decision rate_limiter::update(std::string_view key, clock::time_point now,
                                            bool consume) {
  if (capacity_ == 0) return {true, std::chrono::seconds(0)};
  std::lock_guard lock(mutex_);
  if (buckets_.size() >= k_sweep_threshold) forget_idle_buckets(now);
  auto [it, inserted] = buckets_.try_emplace(std::string(key), bucket{double(capacity_), now});
  auto& b = it->second;
  if (!inserted) {
    const std::chrono::duration<double> elapsed = now - b.updated;
    b.tokens = std::min<double>(capacity_, b.tokens + elapsed.count() * tokens_per_second_);
    b.updated = now;
  }
  if (b.tokens >= 1.0) {
    if (consume) b.tokens -= 1.0;
    return {true, std::chrono::seconds(0)};
  }
  const double wait = (1.0 - b.tokens) / tokens_per_second_;
  return {false, std::chrono::seconds(std::max<long>(1, static_cast<long>(std::ceil(wait))))};
}

void rate_limiter::forget_idle_buckets(clock::time_point now) {
  // A bucket that has refilled completely carries no information.
  std::erase_if(buckets_, [&](const auto& entry) {
    const std::chrono::duration<double> elapsed = now - entry.second.updated;
    return entry.second.tokens + elapsed.count() * tokens_per_second_ >= capacity_;
  });
}

}  // namespace sangam::http
