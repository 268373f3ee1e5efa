#include "db/channel.hpp"

#include <libpq-fe.h>
#include <poll.h>
#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <stdexcept>

namespace sangam::db {

// One libpq connection, closed with its owner.
struct channel::connection final {
  PGconn* conn = nullptr;
  explicit connection(const std::string& keywords) : conn(PQconnectdb(keywords.c_str())) {
    if (PQstatus(conn) != CONNECTION_OK) {
      const std::string why = PQerrorMessage(conn);
      PQfinish(conn);
      throw std::runtime_error("channel connection failed: " + why);
    }
  }
  ~connection() { PQfinish(conn); }
  connection(const connection&) = delete;
  connection& operator=(const connection&) = delete;

  bool run(const char* sql, std::initializer_list<std::string_view> params) {
    std::vector<std::string> owned(params.begin(), params.end());
    std::vector<const char*> values;
    for (const auto& p : owned) values.push_back(p.c_str());
    PGresult* result = PQexecParams(conn, sql, static_cast<int>(values.size()), nullptr,
                                    values.data(), nullptr, nullptr, 0);
    const auto status = PQresultStatus(result);
    PQclear(result);
    return status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK;
  }
};

channel::channel(pool& db, std::string name) : db_(db), name_(std::move(name)) {
  for (const char c : name_) {
    if (!(c == '_' || (c >= 'a' && c <= 'z'))) {
      throw std::invalid_argument("a channel name is lower-case letters and underscores");
    }
  }
}

channel::~channel() {
  stop();
}

void channel::subscribe(listener on_payload) {
  listeners_.push_back(std::move(on_payload));
}

void channel::start(std::chrono::milliseconds wait) {
  if (db_.kind() != engine::postgresql || thread_.joinable()) return;
  stopping_ = false;
  {
    std::lock_guard lock(queue_mutex_);
    sender_state_ = sender::running;
  }
  {
    std::lock_guard lock(listening_mutex_);
    listening_ = false;
  }
  sender_ = std::thread([this] { send_loop(); });
  thread_ = std::thread([this] { listen_loop(); });
  std::unique_lock lock(listening_mutex_);
  if (!listening_changed_.wait_for(lock, wait, [this] { return listening_; })) {
    spdlog::warn("channel {} does not listen yet; it goes on trying", name_);
  }
}

void channel::stop() {
  stopping_ = true;
  {
    std::lock_guard lock(queue_mutex_);
    if (sender_state_ == sender::running) sender_state_ = sender::stopped;
  }
  queue_changed_.notify_all();
  if (sender_.joinable()) sender_.join();  // after sending what was queued
  if (thread_.joinable()) thread_.join();
}

void channel::deliver(std::string_view payload) const {
  for (const auto& on_payload : listeners_) {
    try {
      on_payload(payload);
    } catch (const std::exception& e) {
      spdlog::error("channel {} listener failed: {}", name_, e.what());
    }
  }
}

bool channel::publish(std::string_view payload) {
  if (payload.size() > k_max_payload) throw std::invalid_argument("channel payload too large");
  if (db_.kind() != engine::postgresql) {
    deliver(payload);
    return true;
  }
  {
    std::lock_guard lock(queue_mutex_);
    if (sender_state_ == sender::stopped) return false;
    if (sender_state_ == sender::running) {
      if (queue_.size() >= k_max_queued) {
        spdlog::warn("channel {}: {} announcements waiting; this one is dropped", name_,
                     queue_.size());
        return false;
      }
      queue_.emplace_back(payload);
      queue_changed_.notify_one();
      return true;
    }
  }
  return send(payload);
}

bool channel::send(std::string_view payload) {
  std::lock_guard lock(publish_mutex_);
  for (int attempt = 0; attempt < 2; ++attempt) {
    try {
      if (!publisher_) publisher_ = std::make_unique<connection>(db_.connect_string());
      if (publisher_->run("SELECT pg_notify($1, $2)", {name_, payload})) return true;
    } catch (const std::exception& e) {
      spdlog::warn("channel {}: {}", name_, e.what());
    }
    publisher_.reset();  // broken: the next attempt connects afresh
  }
  return false;
}

// Sends what publish() queued, in order, until stopped and the queue is empty.
void channel::send_loop() {
  std::unique_lock lock(queue_mutex_);
  for (;;) {
    queue_changed_.wait(lock,
                        [this] { return !queue_.empty() || sender_state_ != sender::running; });
    if (queue_.empty()) return;
    const std::string payload = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    const bool sent = send(payload);
    lock.lock();
    if (!sent && !queue_.empty()) {
      spdlog::warn("channel {}: the database is unreachable; {} announcements dropped", name_,
                   queue_.size());
      queue_.clear();
    }
  }
}

bool channel::publish(tx& t, std::string_view payload) {
  if (payload.size() > k_max_payload) throw std::invalid_argument("channel payload too large");
  if (db_.kind() != engine::postgresql) return false;
  static constexpr const char* k_notify = "SELECT pg_notify(:channel, :payload)";
  const std::string text(payload);
  std::string ignored;
  soci::indicator ind = soci::i_null;
  t.fetch(k_notify, soci::use(name_), soci::use(text), soci::into(ignored, ind));
  return true;
}

// Listens until stopped; after a lost connection, connects again within a second or so. What
// was announced while disconnected is not replayed: clients catch up by sequence number.
void channel::listen_loop() {
  while (!stopping_) {
    std::unique_ptr<connection> listening;
    try {
      listening = std::make_unique<connection>(db_.connect_string());
      if (!listening->run(("LISTEN " + name_).c_str(), {})) {
        throw std::runtime_error(PQerrorMessage(listening->conn));
      }
      {
        std::lock_guard lock(listening_mutex_);
        listening_ = true;
      }
      listening_changed_.notify_all();
    } catch (const std::exception& e) {
      spdlog::warn("channel {}: {}; retrying", name_, e.what());
      for (int i = 0; i < 10 && !stopping_; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
      continue;
    }
    while (!stopping_) {
      pollfd waiting{.fd = PQsocket(listening->conn), .events = POLLIN, .revents = 0};
      const int ready = ::poll(&waiting, 1, 200);  // wakes to notice stop()
      if (ready < 0) break;
      if (ready == 0) continue;
      if (PQconsumeInput(listening->conn) == 0) {
        spdlog::warn("channel {} lost its connection: {}", name_, PQerrorMessage(listening->conn));
        break;
      }
      while (PGnotify* notice = PQnotifies(listening->conn)) {
        deliver(notice->extra);
        PQfreemem(notice);
      }
    }
  }
}

}  // namespace sangam::db
