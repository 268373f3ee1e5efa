#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "db/pool.hpp"
#include "db/tx.hpp"

namespace sangam::db {

// Announcements that reach every instance serving the same database: PostgreSQL's LISTEN/NOTIFY
// on a connection of the channel's own; on SQLite (one instance) the listeners are called in
// process. A payload is small text (PostgreSQL caps it below 8000 bytes): what happened, not
// the data itself when that may be large.
class channel final {
 public:
  using listener = std::function<void(std::string_view payload)>;

  channel(pool& db, std::string name);
  ~channel();
  channel(const channel&) = delete;
  channel& operator=(const channel&) = delete;

  // Before start(). Listeners run on the channel's thread (PostgreSQL) or the publisher's
  // (SQLite), one payload at a time per instance, and must be quick.
  void subscribe(listener on_payload);
  // Starts listening (PostgreSQL: connects, LISTENs, and reconnects by itself after a failure).
  // Returns once it listens, so nothing published after is missed — or after `wait` when the
  // database cannot be reached, and then it goes on trying in the background.
  void start(std::chrono::milliseconds wait = std::chrono::seconds(5));
  void stop();

  // From any thread, after the data it announces is committed; never waits for the database.
  // PostgreSQL: queued, and sent in order by the channel's sender thread once started (before
  // start(), sent at once). False when it cannot be sent (after stop(), the queue full, the
  // database unreachable): the announcement is lost, the data is not — clients catch up by
  // sequence number, so what waited while the database was away is dropped, not sent late.
  bool publish(std::string_view payload);
  // PostgreSQL: in the writer's transaction `t`, so it goes out when that commits (and not at
  // all if it rolls back), with no round trip of its own; true. SQLite: false, nothing done —
  // publish(payload) after the commit.
  bool publish(tx& t, std::string_view payload);

  static constexpr std::size_t k_max_payload = 7900;
  static constexpr std::size_t k_max_queued = 10'000;

 private:
  struct connection;
  void listen_loop();
  void send_loop();
  bool send(std::string_view payload);
  void deliver(std::string_view payload) const;

  pool& db_;
  std::string name_;
  std::vector<listener> listeners_;
  std::mutex publish_mutex_;
  std::unique_ptr<connection> publisher_;  // PostgreSQL only
  std::mutex queue_mutex_;
  std::condition_variable queue_changed_;
  std::deque<std::string> queue_;
  enum class sender { not_started, running, stopped };
  sender sender_state_ = sender::not_started;  // under queue_mutex_; running: publish() queues
  std::atomic<bool> stopping_{false};
  std::mutex listening_mutex_;
  std::condition_variable listening_changed_;
  bool listening_ = false;  // under listening_mutex_: the first LISTEN has succeeded
  std::thread thread_;
  std::thread sender_;
};

}  // namespace sangam::db
