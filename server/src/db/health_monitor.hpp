#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "db/pool.hpp"

namespace sangam::db {

// Checks on its own thread, every `interval`, that the database can be reached, so that a health
// check costs a load of an atomic. For SQLite that means the file can still be opened (not just
// that an old handle works); for PostgreSQL that a query on a dedicated connection answers. When
// the state changes, the pool is told to reopen its sessions.
class health_monitor final {
 public:
  health_monitor(pool& db, std::chrono::milliseconds interval);
  ~health_monitor();
  health_monitor(const health_monitor&) = delete;
  health_monitor& operator=(const health_monitor&) = delete;

  bool database_ok() const noexcept { return ok_.load(std::memory_order_relaxed); }

 private:
  bool probe();
  void loop();

  pool& db_;
  std::chrono::milliseconds interval_;
  std::unique_ptr<soci::session> probe_session_;
  std::atomic<bool> ok_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace sangam::db
