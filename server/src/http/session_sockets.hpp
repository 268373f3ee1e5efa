#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "http/session_cache.hpp"

namespace sangam::http {

class websocket_session;

// The open WebSockets of this process by who opened them and with which session, so that ending
// a session (signing out, signing others out, erasure, expiry) closes its sockets at once — and
// forgets the session among those recently admitted (recent()). Owned by the application, shared
// by the server (which registers sockets) and whoever ends sessions.
class session_sockets final {
 public:
  // The close code and reason a socket gets when its session ends (docs/messaging.md).
  static constexpr std::uint16_t k_close_code = 4001;
  static constexpr std::string_view k_close_reason = "session ended";

  void add(const std::shared_ptr<websocket_session>& socket, const std::string& subject,
           const std::string& session);
  void remove(const websocket_session* socket, const std::string& subject);

  // Sessions admitted lately, which the router recalls without the database.
  session_cache& recent() noexcept { return recent_; }

  // Closes the subject's sockets opened with one of `sessions`; how many.
  std::size_t end(std::string_view subject, const std::vector<std::string>& sessions);
  // Closes every socket of the subject except those opened with `keep` (empty: all); how many.
  std::size_t end_all(std::string_view subject, std::string_view keep = {});

  std::size_t open() const;

 private:
  struct entry final {
    const websocket_session* id;
    std::weak_ptr<websocket_session> socket;
    std::string session;
  };
  template <typename Pick>
  std::size_t end_where(std::string_view subject, Pick pick);

  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::vector<entry>> by_subject_;
  session_cache recent_;
};

}  // namespace sangam::http
