#include "db/health_monitor.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>
#include <sqlite3.h>

namespace sangam::db {
namespace {

bool sqlite_reachable(const std::string& url) {
  std::string path = url;
  if (path.starts_with("sqlite://")) path.erase(0, 9);
  if (path.starts_with("sqlite:")) path.erase(0, 7);
  sqlite3* handle = nullptr;
  // No SQLITE_OPEN_CREATE: a missing file is an outage, not a new empty database.
  int rc = sqlite3_open_v2(path.c_str(), &handle, SQLITE_OPEN_READWRITE, nullptr);
  if (rc == SQLITE_OK) {
    sqlite3_busy_timeout(handle, 1000);
    rc = sqlite3_exec(handle, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr);
  }
  sqlite3_close(handle);
  return rc == SQLITE_OK;
}

}  // namespace

health_monitor::health_monitor(pool& db, std::chrono::milliseconds interval)
    : db_(db), interval_(interval) {
  ok_ = probe();
  thread_ = std::thread([this] { loop(); });
}

health_monitor::~health_monitor() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

bool health_monitor::probe() {
  if (db_.kind() == engine::sqlite) return sqlite_reachable(db_.url());
  try {
    if (!probe_session_) {
      probe_session_ = db_.open_session();
    } else if (!ok_) {
      probe_session_->reconnect();
    }
    int one = 0;
    *probe_session_ << "SELECT 1", soci::into(one);
    return one == 1;
  } catch (const std::exception& e) {
    spdlog::debug("database probe failed: {}", e.what());
    return false;
  }
}

void health_monitor::loop() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    lock.unlock();
    const bool now_ok = probe();
    lock.lock();
    if (now_ok != ok_.load()) {
      ok_ = now_ok;
      db_.invalidate();
      if (now_ok) {
        spdlog::info("database reachable again");
      } else {
        spdlog::error("database unreachable");
      }
    }
  }
}

}  // namespace sangam::db
