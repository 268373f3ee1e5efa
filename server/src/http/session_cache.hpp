#pragma once

#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "http/router.hpp"

namespace sangam::http {

// The sessions this process admitted in the last moment, by session key (the token's SHA-256)
// and kind, so that a request with a known session is admitted on its network thread without the
// database (router::set_authenticator's recall). An entry lives `ttl` at most; ending a session
// forgets it at once on the instance that ends it (before the answer) and, through the
// announcement that closes sockets, on every other instance — where it may outlive the end by the
// announcement's delay, never by more than `ttl`. Thread-safe.
class session_cache final {
 public:
  static constexpr std::chrono::milliseconds k_default_ttl{1000};

  using clock_fn = std::chrono::steady_clock::time_point (*)();
  explicit session_cache(std::chrono::milliseconds ttl = k_default_ttl,
                         clock_fn now = &std::chrono::steady_clock::now)
      : ttl_(ttl), now_(now) {}

  // `kind` tells sessions of different cookies apart ("member", "admin"): a token moved to the
  // other cookie is not found.
  void remember(std::string_view kind, const caller& who);
  std::optional<caller> recall(std::string_view kind, std::string_view session) const;

  void forget(const std::vector<std::string>& sessions);
  // Every session of the subject but `keep` (empty: every one).
  void forget_all(std::string_view subject, std::string_view keep = {});
  void clear();

  std::size_t size() const;

 private:
  struct entry final {
    std::string kind;
    caller who;
    std::chrono::steady_clock::time_point until;
  };
  void drop_stale(std::chrono::steady_clock::time_point now);

  struct text_hash final {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const noexcept {
      return std::hash<std::string_view>{}(text);
    }
  };

  std::chrono::milliseconds ttl_;
  clock_fn now_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, entry, text_hash, std::equal_to<>> by_session_;
  std::chrono::steady_clock::time_point next_sweep_{};
};

}  // namespace sangam::http
