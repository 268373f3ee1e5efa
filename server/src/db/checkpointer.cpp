#include "db/checkpointer.hpp"

#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include "db/pool.hpp"

namespace sangam::db {
namespace {

sqlite_api::sqlite3* handle_of(soci::session& session) {
  return static_cast<soci::sqlite3_session_backend*>(session.get_backend())->conn_;
}

}  // namespace

struct wal_hook final {
  static int call(void* self, sqlite_api::sqlite3* db, const char* name, int pages) {
    static_cast<checkpointer*>(self)->on_commit(db, name, pages);
    return SQLITE_OK;
  }
};

checkpointer::checkpointer(pool& db, soci::session& writer_session) : session_(db.open_session()) {
  attach(writer_session);
  thread_ = std::thread([this] { run(); });
}

checkpointer::~checkpointer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void checkpointer::attach(soci::session& writer_session) {
  // Replaces SQLite's automatic checkpoint, which is itself a WAL hook.
  sqlite_api::sqlite3_wal_hook(handle_of(writer_session), &wal_hook::call, this);
}

// Runs on the writer's thread after each commit, with the log's length in pages.
void checkpointer::on_commit(void* db, const char* name, int pages) {
  if (pages < k_pages) return;
  std::unique_lock lock(mutex_);
  if (pages >= k_finish_pages) {
    // While this thread's own pass runs, the writer tries again after its next commit; past
    // k_limit_pages it waits for that pass, so the log stays bounded however slow the disk.
    if (pages >= k_limit_pages) idle_.wait(lock, [&] { return !running_; });
    if (running_) return;
    // Under the lock: no pass of this thread starts meanwhile.
    if (sqlite_api::sqlite3_wal_checkpoint_v2(static_cast<sqlite_api::sqlite3*>(db), name,
                                              SQLITE_CHECKPOINT_PASSIVE, nullptr,
                                              nullptr) == SQLITE_OK) {
      done_.fetch_add(1, std::memory_order_relaxed);
    }
    return;
  }
  if (running_ || wanted_) return;
  wanted_ = true;
  lock.unlock();
  wake_.notify_one();
}

void checkpointer::run() {
  for (;;) {
    bool last = false;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return wanted_ || stopping_; });
      wanted_ = false;
      running_ = true;
      last = stopping_;
    }
    int log_pages = 0, moved = 0;
    const int rc = sqlite_api::sqlite3_wal_checkpoint_v2(
        handle_of(*session_), nullptr, SQLITE_CHECKPOINT_PASSIVE, &log_pages, &moved);
    if (rc == SQLITE_OK) {
      done_.fetch_add(1, std::memory_order_relaxed);
    } else if (rc != SQLITE_BUSY) {
      spdlog::warn("WAL checkpoint failed: {}", sqlite_api::sqlite3_errstr(rc));
    }
    {
      std::lock_guard lock(mutex_);
      running_ = false;
    }
    idle_.notify_all();
    if (last) return;
  }
}

}  // namespace sangam::db
