#include "http/rate_limiter.hpp"

#include <algorithm>
#include <cmath>

namespace sangam::http {
namespace {

// Past this many keys a shard forgets its oldest bucket even before it has refilled, so that a
// flood of distinct keys cannot take all memory (about two million keys in all, ~300 MB).
constexpr std::size_t k_max_keys_per_shard = (std::size_t{1} << 21) / 16;

// Refill rates like 10 per minute are not exact in binary: without this slack a token due at
// exactly 6 s would arrive a hair late and refuse the caller for one more second.
constexpr double k_slack = 1e-9;

}  // namespace

rate_limiter::rate_limiter(unsigned capacity, std::chrono::seconds period)
    : capacity_(capacity),
      tokens_per_second_(period.count() > 0 ? capacity / static_cast<double>(period.count()) : 0) {}

rate_limiter::decision rate_limiter::take(std::string_view key, clock::time_point now) {
  if (capacity_ == 0) return {true, std::chrono::seconds(0)};
  const auto hash = transparent_hash{}(key);
  auto& s = shard_for(hash);
  std::lock_guard lock(s.mutex);
  note_examined(forget_idle(s, now));
  auto it = s.buckets.find(key);
  if (it == s.buckets.end()) {
    it = s.buckets.emplace(std::string(key), bucket{double(capacity_), now, {}}).first;
    it->second.age = s.by_age.insert(s.by_age.end(), std::string_view(it->first));
  } else {
    auto& b = it->second;
    b.tokens = refilled(b, now);
    b.updated = std::max(b.updated, now);
    s.by_age.splice(s.by_age.end(), s.by_age, b.age);
  }
  auto& b = it->second;
  if (b.tokens >= 1.0 - k_slack) {
    b.tokens = std::max(0.0, b.tokens - 1.0);
    return {true, std::chrono::seconds(0)};
  }
  const double wait = (1.0 - b.tokens) / tokens_per_second_;
  return {false,
          std::chrono::seconds(std::max<long>(1, static_cast<long>(std::ceil(wait - k_slack))))};
}

void rate_limiter::give_back(std::string_view key, clock::time_point now) {
  const auto hash = transparent_hash{}(key);
  auto& s = shard_for(hash);
  std::lock_guard lock(s.mutex);
  const auto it = s.buckets.find(key);
  if (it == s.buckets.end()) return;  // forgotten, so full already
  auto& b = it->second;
  b.tokens = refilled(b, now) + 1.0;
  b.updated = std::max(b.updated, now);
  if (b.tokens >= capacity_ - k_slack) {
    s.by_age.erase(b.age);
    s.buckets.erase(it);
    return;
  }
  s.by_age.splice(s.by_age.end(), s.by_age, b.age);
}

void rate_limiter::reset(std::string_view key) {
  const auto hash = transparent_hash{}(key);
  auto& s = shard_for(hash);
  std::lock_guard lock(s.mutex);
  const auto it = s.buckets.find(key);
  if (it == s.buckets.end()) return;
  s.by_age.erase(it->second.age);
  s.buckets.erase(it);
}

std::size_t rate_limiter::tracked() const {
  std::size_t n = 0;
  for (const auto& s : shards_) {
    std::lock_guard lock(s.mutex);
    n += s.buckets.size();
  }
  return n;
}

rate_limiter::shard& rate_limiter::shard_for(std::size_t hash) {
  // The high bits: the maps inside a shard index buckets by the low ones.
  return shards_[(hash >> 56) % k_shards];
}

double rate_limiter::refilled(const bucket& b, clock::time_point now) const {
  const std::chrono::duration<double> elapsed = now - b.updated;
  return std::min<double>(capacity_,
                          b.tokens + std::max(0.0, elapsed.count()) * tokens_per_second_);
}

// The oldest buckets are the first to have refilled. Stopping at one that has not keeps every
// call O(1); it refills within one period, so memory stays at the keys seen in one period.
std::size_t rate_limiter::forget_idle(shard& s, clock::time_point now) {
  std::size_t examined = 0;
  while (examined < k_sweep_per_call && !s.by_age.empty()) {
    ++examined;
    const auto it = s.buckets.find(s.by_age.front());
    const bool over_cap = s.buckets.size() >= k_max_keys_per_shard;
    if (!over_cap && refilled(it->second, now) < capacity_) break;
    s.by_age.pop_front();
    s.buckets.erase(it);
  }
  return examined;
}

void rate_limiter::note_examined(std::size_t examined) noexcept {
  auto most = most_examined_.load(std::memory_order_relaxed);
  while (examined > most &&
         !most_examined_.compare_exchange_weak(most, examined, std::memory_order_relaxed)) {
  }
}

}  // namespace sangam::http
