#pragma once

#include <chrono>

#include "core/clock.hpp"

namespace sangam::testing {

// Moves the data's time (core::now) forward for as long as it lives, instead of a test sleeping
// or editing rows to look old: links expire, limits refill by the clock, things get their own
// instants. Timers (steady_clock) are not moved.
class time_travel final {
 public:
  time_travel() = default;
  explicit time_travel(std::chrono::system_clock::duration ahead) { forward(ahead); }
  ~time_travel() { core::set_clock_offset({}); }
  time_travel(const time_travel&) = delete;
  time_travel& operator=(const time_travel&) = delete;

  void forward(std::chrono::system_clock::duration by) {
    offset_ += by;
    core::set_clock_offset(offset_);
  }

 private:
  std::chrono::system_clock::duration offset_{};
};

}  // namespace sangam::testing
