#include "http/shared_state.hpp"

#include <fmt/format.h>
#include <sodium.h>

#include <vector>

#include "http/http_session.hpp"

namespace sangam::http {

namespace bhttp = boost::beast::http;

shared_state::shared_state(router routes, static_files web, boost::asio::thread_pool& workers,
                           security_policy policy)
    : routes_(std::move(routes)),
      web_(std::move(web)),
      workers_(workers),
      policy_(std::move(policy)),
      instance_tag_(randombytes_random()) {}

void shared_state::add_security_headers(bhttp::fields& fields) const {
  fields.set("Content-Security-Policy", policy_.content_security_policy);
  fields.set("X-Content-Type-Options", "nosniff");
  fields.set("Referrer-Policy", "strict-origin-when-cross-origin");
  fields.set("X-Frame-Options", "DENY");
  fields.set("Cross-Origin-Opener-Policy", "same-origin");
  fields.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (policy_.hsts) {
    fields.set(bhttp::field::strict_transport_security, "max-age=31536000; includeSubDomains");
  }
}

std::string shared_state::next_request_id() {
  const auto n = request_counter_.fetch_add(1, std::memory_order_relaxed);
  return fmt::format("{:08x}{:08x}", instance_tag_, static_cast<std::uint32_t>(n));
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
    if (sessions_.empty() && shutting_down_) drained = std::move(on_drained_);
  }
  if (drained) drained();
}

void shared_state::begin_shutdown(std::function<void()> on_drained) {
  std::vector<std::weak_ptr<http_session>> live;
  bool none_left = false;
  {
    std::lock_guard lock(mutex_);
    shutting_down_ = true;
    on_drained_ = std::move(on_drained);
    for (const auto& [_, weak] : sessions_) live.push_back(weak);
    none_left = sessions_.empty();
  }
  // Sessions are told outside the lock: each closes on its own strand.
  for (auto& weak : live) {
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
