#pragma once

#include <chrono>
#include <cstddef>

namespace sangam::http {

// Lets a repeated warning through at most once per interval and counts the ones held back, so
// that a fault repeating thousands of times a second (accept failing for want of descriptors)
// cannot flood the log. Not thread-safe: one per thread or strand.
class log_throttle final {
 public:
  using clock = std::chrono::steady_clock;

  explicit log_throttle(clock::duration interval) : interval_(interval) {}

  // Whether to write the line now; if so, `suppressed` is how many were held back before it.
  bool allow(clock::time_point now, std::size_t& suppressed) {
    if (written_ && now - last_ < interval_) {
      ++held_back_;
      return false;
    }
    written_ = true;
    last_ = now;
    suppressed = held_back_;
    held_back_ = 0;
    return true;
  }

 private:
  clock::duration interval_;
  clock::time_point last_{};
  bool written_ = false;
  std::size_t held_back_ = 0;
};

}  // namespace sangam::http
