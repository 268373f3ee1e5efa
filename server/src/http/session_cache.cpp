#include "http/session_cache.hpp"

#include "core/clock.hpp"

#include <algorithm>

namespace sangam::http {

void session_cache::remember(std::string_view kind, const caller& who) {
  if (ttl_ <= std::chrono::milliseconds::zero() || who.session.empty()) return;
  const auto now = now_();
  std::lock_guard lock(mutex_);
  drop_stale(now);
  by_session_.insert_or_assign(who.session, entry{std::string(kind), who, now + ttl_});
}

std::optional<caller> session_cache::recall(std::string_view kind, std::string_view session) const {
  if (session.empty()) return std::nullopt;
  std::lock_guard lock(mutex_);
  const auto it = by_session_.find(session);
  if (it == by_session_.end() || it->second.kind != kind) return std::nullopt;
  if (now_() >= it->second.until) return std::nullopt;
  if (core::now() >= it->second.who.session_ends) return std::nullopt;
  return it->second.who;
}

void session_cache::forget(const std::vector<std::string>& sessions) {
  std::lock_guard lock(mutex_);
  for (const auto& session : sessions) by_session_.erase(session);
}

void session_cache::forget_all(std::string_view subject, std::string_view keep) {
  std::lock_guard lock(mutex_);
  std::erase_if(by_session_, [&](const auto& item) {
    return item.second.who.subject == subject && (keep.empty() || item.first != keep);
  });
}

void session_cache::clear() {
  std::lock_guard lock(mutex_);
  by_session_.clear();
}

std::size_t session_cache::size() const {
  std::lock_guard lock(mutex_);
  return by_session_.size();
}

// Under the lock: at most once per ttl, so that sessions nobody uses any more do not pile up.
void session_cache::drop_stale(std::chrono::steady_clock::time_point now) {
  if (now < next_sweep_) return;
  next_sweep_ = now + ttl_;
  std::erase_if(by_session_, [&](const auto& item) { return now >= item.second.until; });
}

}  // namespace sangam::http
