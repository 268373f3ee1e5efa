#include "http/session_sockets.hpp"

#include <algorithm>

#include "http/websocket_session.hpp"

namespace sangam::http {

void session_sockets::add(const std::shared_ptr<websocket_session>& socket,
                          const std::string& subject, const std::string& session) {
  std::lock_guard lock(mutex_);
  by_subject_[subject].push_back({socket.get(), socket, session});
}

void session_sockets::remove(const websocket_session* socket, const std::string& subject) {
  std::lock_guard lock(mutex_);
  const auto it = by_subject_.find(subject);
  if (it == by_subject_.end()) return;
  std::erase_if(it->second, [&](const entry& e) { return e.id == socket; });
  if (it->second.empty()) by_subject_.erase(it);
}

template <typename Pick>
std::size_t session_sockets::end_where(std::string_view subject, Pick pick) {
  std::vector<std::shared_ptr<websocket_session>> closing;
  {
    std::lock_guard lock(mutex_);
    const auto it = by_subject_.find(std::string(subject));
    if (it == by_subject_.end()) return 0;
    for (const auto& e : it->second) {
      if (!pick(e.session)) continue;
      if (auto socket = e.socket.lock()) closing.push_back(std::move(socket));
    }
  }
  for (const auto& socket : closing) socket->end_session();
  return closing.size();
}

std::size_t session_sockets::end(std::string_view subject,
                                 const std::vector<std::string>& sessions) {
  recent_.forget(sessions);
  return end_where(subject, [&](const std::string& session) {
    return std::find(sessions.begin(), sessions.end(), session) != sessions.end();
  });
}

std::size_t session_sockets::end_all(std::string_view subject, std::string_view keep) {
  recent_.forget_all(subject, keep);
  return end_where(subject,
                   [&](const std::string& session) { return keep.empty() || session != keep; });
}

std::size_t session_sockets::open() const {
  std::lock_guard lock(mutex_);
  std::size_t n = 0;
  for (const auto& [subject, sockets] : by_subject_) n += sockets.size();
  return n;
}

}  // namespace sangam::http
