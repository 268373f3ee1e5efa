#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace sangam::core::metrics {

// Request and query durations, in seconds: half a millisecond to ten seconds.
inline constexpr std::array<double, 14> k_latency_buckets = {
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};

// Observations counted into fixed buckets (upper bounds, ascending; +Inf is implied), with their
// sum. Observing is a few relaxed atomic adds and no lock.
class histogram final {
 public:
  explicit histogram(std::span<const double> bounds);

  void observe(double value) noexcept;

  struct snapshot final {
    std::vector<std::uint64_t> cumulative;  // per bound, then +Inf (which is the count)
    double sum = 0;
  };
  snapshot read() const;
  const std::vector<double>& bounds() const noexcept { return bounds_; }

 private:
  std::vector<double> bounds_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> counts_;  // one per bound, then +Inf
  std::atomic<double> sum_{0};
};

}  // namespace sangam::core::metrics
