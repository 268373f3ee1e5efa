#pragma once

#include <soci/session.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>

namespace sangam::db {

class pool;

// Moves SQLite's write-ahead log into the database file on a thread of its own.
//
// SQLite checkpoints inside the commit that crosses its threshold (1 000 pages), so every few
// hundred commits one of them also copies the log into the database and waits for its fsyncs,
// and every request in that batch waits with it. Here the writer's commits only tell this thread
// how long the log is, and this thread runs a PASSIVE checkpoint (one that never holds up the
// writer) on its own connection.
//
// Under a steady stream of commits a passive checkpoint never catches the log's end, and the log
// only starts over once all of it has been copied; so when the log reaches k_finish_pages the
// writer finishes the job itself after a commit, as SQLite would, copying what little is left
// (and at k_limit_pages it waits for this thread's pass to end to do so).
// Durability is unchanged: a commit is as safe as SANGAM_DB_SYNC says before any checkpoint runs.
class checkpointer final {
 public:
  static constexpr int k_pages = 1000;  // SQLite's own default threshold
  static constexpr int k_finish_pages = 4 * k_pages;
  static constexpr int k_limit_pages = 8 * k_pages;  // about 32 MB

  // Takes over checkpoints from `writer_session`, a read-write SQLite session of `db`.
  checkpointer(pool& db, soci::session& writer_session);
  ~checkpointer();  // a last checkpoint, then the thread ends
  checkpointer(const checkpointer&) = delete;
  checkpointer& operator=(const checkpointer&) = delete;

  std::uint64_t checkpoints() const noexcept { return done_.load(std::memory_order_relaxed); }

  // For a writer session that was reopened.
  void attach(soci::session& writer_session);

 private:
  friend struct wal_hook;
  // After each commit of the writer, on its thread: the log is `pages` long.
  void on_commit(void* db, const char* name, int pages);
  void run();

  std::unique_ptr<soci::session> session_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;  // this thread's pass ended
  bool wanted_ = false;
  bool running_ = false;
  bool stopping_ = false;
  std::atomic<std::uint64_t> done_{0};
  std::thread thread_;
};

}  // namespace sangam::db
