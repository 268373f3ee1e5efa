#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/config.hpp"
#include "core/events.hpp"
#include "db/channel.hpp"
#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/personal_data.hpp"
#include "http/rate_limiter.hpp"
#include "http/session_sockets.hpp"

namespace sangam::features {

// Topics of the event bus that features publish and listen to; the subject is a profile id.
namespace topics {
inline constexpr std::string_view member_changed = "member.changed";  // profile, status, photo
inline constexpr std::string_view block_changed = "block.changed";    // the blocker's id
// The member turned "show online status" on or off.
inline constexpr std::string_view presence_setting_changed = "presence.setting_changed";
inline constexpr std::string_view members_reloaded = "members.reloaded";  // bulk changes; no id
}  // namespace topics

// Rate limiters by name, so that two features can share one (sign-in failures count on the
// member and the administrator sign-in alike). The first caller's capacity and period win.
class limiters final {
 public:
  http::rate_limiter& get(std::string_view name, unsigned capacity, std::chrono::seconds period) {
    auto it = limiters_.find(name);
    if (it == limiters_.end()) {
      it = limiters_
               .emplace(std::string(name), std::make_unique<http::rate_limiter>(capacity, period))
               .first;
    }
    return *it->second;
  }

 private:
  std::map<std::string, std::unique_ptr<http::rate_limiter>, std::less<>> limiters_;
};

// Announcements that reach every instance on the database (db::channel), by name. Started with
// the server, stopped before the database goes.
class channels final {
 public:
  explicit channels(db::pool& db) : db_(db) {}
  db::channel& get(std::string_view name) {
    auto it = channels_.find(name);
    if (it == channels_.end()) {
      it = channels_
               .emplace(std::string(name), std::make_unique<db::channel>(db_, std::string(name)))
               .first;
    }
    return *it->second;
  }
  void start() {
    for (auto& [name, channel] : channels_) channel->start();
  }
  void stop() {
    for (auto& [name, channel] : channels_) channel->stop();
  }

 private:
  db::pool& db_;
  std::map<std::string, std::unique_ptr<db::channel>, std::less<>> channels_;
};

// Work on threads of its own while the server serves (features::run_once_started): each item
// begins once the server listens (public_url is known) and ends, joined, before anything it uses
// is torn down. Items are added while the service is wired together.
class background_work final {
 public:
  using begin = std::function<std::shared_ptr<void>()>;  // starts it; dropping the result ends it

  background_work() = default;
  background_work(const background_work&) = delete;
  background_work& operator=(const background_work&) = delete;
  ~background_work() { stop(); }

  void add(begin item) { items_.push_back(std::move(item)); }
  void start() {
    for (const auto& item : items_) running_.push_back(item());
  }
  // Ends each in the reverse order of starting; one still in a pass is waited for.
  void stop() {
    while (!running_.empty()) running_.pop_back();
  }

 private:
  std::vector<begin> items_;
  std::vector<std::shared_ptr<void>> running_;
};

// What a feature is given when it is registered: the database to read (pool) and to write
// (writer), the event bus, shared rate limiters, announcements across instances, where its tables
// hold members' data (for export and erasure), the configuration, and the address users see
// (known once the server has bound its port, hence a function).
struct context final {
  const core::config& config;
  db::pool& db;
  db::writer& writer;
  core::event_bus& events;
  limiters& limits;
  channels& live;
  personal_data& personal;
  background_work& background;
  // This instance's open WebSockets by session (auth closes those of ended sessions).
  http::session_sockets& sockets;
  std::function<std::string()> public_url;
  bool secure_cookies = false;
};

}  // namespace sangam::features
