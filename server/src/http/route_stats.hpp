#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <string>
#include <string_view>

#include "core/metrics/registry.hpp"

namespace sangam::http {

// The request count by status and the duration histogram of one route (or of the static files,
// or of requests no route matched) for one method. A series is registered the first time it is
// needed; after that recording is lock-free.
class route_stats final {
 public:
  route_stats(core::metrics::registry& metrics, std::string route, std::string_view method);

  void record(unsigned status, std::chrono::steady_clock::duration elapsed);

 private:
  static constexpr unsigned k_first_status = 100;
  static constexpr unsigned k_statuses = 500;  // 100..599

  core::metrics::counter& requests(unsigned status);
  core::metrics::histogram& duration();

  core::metrics::registry& metrics_;
  std::string route_;
  std::string method_;
  std::atomic<core::metrics::histogram*> duration_{nullptr};
  std::array<std::atomic<core::metrics::counter*>, k_statuses> by_status_{};
};

}  // namespace sangam::http
