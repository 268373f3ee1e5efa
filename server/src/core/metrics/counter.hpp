#pragma once

#include <atomic>
#include <cstdint>

namespace sangam::core::metrics {

// A count that only goes up. One relaxed atomic add per event: safe on any hot path.
class counter final {
 public:
  void inc(std::uint64_t n = 1) noexcept { value_.fetch_add(n, std::memory_order_relaxed); }
  std::uint64_t value() const noexcept { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::uint64_t> value_{0};
};

}  // namespace sangam::core::metrics
