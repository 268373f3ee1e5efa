#include "core/metrics/histogram.hpp"

#include <algorithm>
#include <stdexcept>

namespace sangam::core::metrics {

histogram::histogram(std::span<const double> bounds)
    : bounds_(bounds.begin(), bounds.end()),
      counts_(std::make_unique<std::atomic<std::uint64_t>[]>(bounds.size() + 1)) {
  if (!std::ranges::is_sorted(bounds_) || std::ranges::adjacent_find(bounds_) != bounds_.end()) {
    throw std::invalid_argument("histogram bounds must be strictly ascending");
  }
}

void histogram::observe(double value) noexcept {
  // A bucket counts values up to and including its bound.
  const auto at = std::ranges::lower_bound(bounds_, value) - bounds_.begin();
  counts_[static_cast<std::size_t>(at)].fetch_add(1, std::memory_order_relaxed);
  sum_.fetch_add(value, std::memory_order_relaxed);
}

histogram::snapshot histogram::read() const {
  snapshot out;
  out.cumulative.reserve(bounds_.size() + 1);
  std::uint64_t running = 0;
  for (std::size_t i = 0; i <= bounds_.size(); ++i) {
    running += counts_[i].load(std::memory_order_relaxed);
    out.cumulative.push_back(running);
  }
  out.sum = sum_.load(std::memory_order_relaxed);
  return out;
}

}  // namespace sangam::core::metrics
