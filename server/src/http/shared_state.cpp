#include "http/shared_state.hpp"

#include <sodium.h>

#include <vector>

#include "http/http_session.hpp"
#include "http/websocket_session.hpp"
#include "http/wire.hpp"

namespace sangam::http {

namespace {

std::vector<std::pair<std::string, std::string>> security_headers(const security_policy& policy) {
  std::vector<std::pair<std::string, std::string>> headers = {
      {"Content-Security-Policy", policy.content_security_policy},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "strict-origin-when-cross-origin"},
      {"X-Frame-Options", "DENY"},
      {"Cross-Origin-Opener-Policy", "same-origin"},
      {"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"},
  };
  if (policy.hsts) {
    headers.emplace_back("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  return headers;
}

}  // namespace

shared_state::shared_state(router routes, static_files web, boost::asio::thread_pool& workers,
                           const server_options& options, core::metrics::registry& metrics)
    : routes_(std::move(routes)),
      web_(std::move(web)),
      work_(workers, options.work_queue_limit, options.work_queue_deadline, metrics),
      connections_(options.max_connections, options.max_connections_per_client, metrics),
      requests_(metrics, routes_),
      websocket_limits_(options.sockets),
      sockets_(metrics),
      session_sockets_(options.sessions),
      fixed_headers_(serialize_fixed_headers(security_headers(options.security))),
      instance_tag_(randombytes_random()) {}

void shared_state::next_request_id(std::string& out) {
  const auto n =
      static_cast<std::uint32_t>(request_counter_.fetch_add(1, std::memory_order_relaxed));
  constexpr char k_hex[] = "0123456789abcdef";
  out.resize(16);
  for (int i = 0; i < 8; ++i) out[i] = k_hex[(instance_tag_ >> (28 - 4 * i)) & 0xf];
  for (int i = 0; i < 8; ++i) out[8 + i] = k_hex[(n >> (28 - 4 * i)) & 0xf];
}

void shared_state::join(const std::shared_ptr<http_session>& session) {
  std::lock_guard lock(mutex_);
  sessions_.emplace(session.get(), session);
}

void shared_state::leave(const http_session* session) {
  std::function<void()> drained;
  {
    std::lock_guard lock(mutex_);
    sessions_.erase(session);
    if (sessions_.empty() && websockets_.empty() && shutting_down_) {
      drained = std::move(on_drained_);
    }
  }
  if (drained) drained();
}

void shared_state::join(const std::shared_ptr<websocket_session>& session) {
  std::lock_guard lock(mutex_);
  websockets_.emplace(session.get(), session);
}

void shared_state::leave(const websocket_session* session) {
  std::function<void()> drained;
  {
    std::lock_guard lock(mutex_);
    websockets_.erase(session);
    if (sessions_.empty() && websockets_.empty() && shutting_down_) {
      drained = std::move(on_drained_);
    }
  }
  if (drained) drained();
}

void shared_state::begin_shutdown(std::function<void()> on_drained) {
  std::vector<std::weak_ptr<http_session>> live;
  std::vector<std::weak_ptr<websocket_session>> open_sockets;
  bool none_left = false;
  {
    std::lock_guard lock(mutex_);
    shutting_down_ = true;
    on_drained_ = std::move(on_drained);
    for (const auto& [_, weak] : sessions_) live.push_back(weak);
    for (const auto& [_, weak] : websockets_) open_sockets.push_back(weak);
    none_left = sessions_.empty() && websockets_.empty();
  }
  // Sessions are told outside the lock: each closes on its own strand.
  for (auto& weak : live) {
    if (auto session = weak.lock()) session->shutdown();
  }
  for (auto& weak : open_sockets) {
    if (auto session = weak.lock()) session->shutdown();
  }
  if (none_left) {
    std::function<void()> drained;
    {
      std::lock_guard lock(mutex_);
      drained = std::move(on_drained_);
    }
    if (drained) drained();
  }
}

}  // namespace sangam::http
