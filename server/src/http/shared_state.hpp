#pragma once

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/metrics/registry.hpp"
#include "http/connection_limits.hpp"
#include "http/request_metrics.hpp"
#include "http/router.hpp"
#include "http/server_options.hpp"
#include "http/session_sockets.hpp"
#include "http/socket.hpp"
#include "http/socket_metrics.hpp"
#include "http/static_files.hpp"
#include "http/work_queue.hpp"

namespace sangam::http {

class http_session;
class websocket_session;

// What every connection shares: routes, the web app, the bounded queue into the worker pool for
// blocking handlers, the connection caps, the request and socket metrics, and the registry of live
// sessions (HTTP and WebSocket) that graceful shutdown walks.
class shared_state final {
 public:
  shared_state(router routes, static_files web, boost::asio::thread_pool& workers,
               const server_options& options, core::metrics::registry& metrics);

  const router& routes() const noexcept { return routes_; }
  const static_files& web() const noexcept { return web_; }
  work_queue& work() noexcept { return work_; }
  connection_limits& connections() noexcept { return connections_; }
  request_metrics& requests() noexcept { return requests_; }
  const socket_limits& websocket_limits() const noexcept { return websocket_limits_; }
  socket_metrics& sockets() noexcept { return sockets_; }
  // Where open WebSockets are found by session (null when nothing ends sessions: some tests).
  session_sockets* session_registry() const noexcept { return session_sockets_; }

  // Every response's fixed headers (the security policy), serialized once, blank line included.
  std::string_view fixed_headers() const noexcept { return fixed_headers_; }
  // 16 hex digits: this process's random tag, then a counter.
  void next_request_id(std::string& out);

  void join(const std::shared_ptr<http_session>& session);
  void leave(const http_session* session);
  // A WebSocket counts until its connection is gone, not until its object is: a feature may
  // hold its peer longer.
  void join(const std::shared_ptr<websocket_session>& session);
  void leave(const websocket_session* session);
  bool shutting_down() const noexcept { return shutting_down_.load(std::memory_order_relaxed); }

  // Stops taking new requests on every live session and closes every WebSocket (1001);
  // `on_drained` runs once when the last one is gone (at once if there are none).
  void begin_shutdown(std::function<void()> on_drained);

 private:
  router routes_;
  static_files web_;
  work_queue work_;
  connection_limits connections_;
  request_metrics requests_;
  socket_limits websocket_limits_;
  socket_metrics sockets_;
  session_sockets* session_sockets_;
  std::string fixed_headers_;
  std::uint32_t instance_tag_;
  std::atomic<std::uint64_t> request_counter_{0};

  std::mutex mutex_;
  std::unordered_map<const http_session*, std::weak_ptr<http_session>> sessions_;
  std::unordered_map<const websocket_session*, std::weak_ptr<websocket_session>> websockets_;
  std::atomic<bool> shutting_down_{false};
  std::function<void()> on_drained_;
};

}  // namespace sangam::http
