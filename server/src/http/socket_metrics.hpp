#pragma once

#include <array>
#include <atomic>
#include <cstddef>

#include "core/metrics/registry.hpp"

namespace sangam::http {

// Why a WebSocket ended: the label of sangam_http_websockets_closed_total.
enum class socket_end {
  closed,         // either side closed it normally, or the client went away
  too_big,        // a message over max_message (1009)
  rate_limited,   // over messages_per_10s (1008)
  not_reading,    // the outgoing queue went over max_queued (1008)
  idle,           // no answer within idle_timeout
  shutdown,       // the server is stopping (1001)
  failed,         // a protocol or network error, or a listener that threw (1011)
  session_ended,  // the session it was opened with ended or expired (4001)
};
inline constexpr std::size_t k_socket_end_count = 8;

// Open WebSockets and their traffic. Recording takes no lock.
class socket_metrics final {
 public:
  explicit socket_metrics(core::metrics::registry& metrics);

  void opened() noexcept { open_.fetch_add(1, std::memory_order_relaxed); }
  void ended(socket_end why) noexcept {
    open_.fetch_sub(1, std::memory_order_relaxed);
    ended_[static_cast<std::size_t>(why)]->inc();
  }
  void received() noexcept { received_.inc(); }
  void sent() noexcept { sent_.inc(); }
  std::size_t open() const noexcept { return open_.load(std::memory_order_relaxed); }

 private:
  std::atomic<std::size_t> open_{0};
  core::metrics::counter& received_;
  core::metrics::counter& sent_;
  std::array<core::metrics::counter*, k_socket_end_count> ended_{};
};

}  // namespace sangam::http
