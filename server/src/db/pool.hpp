#pragma once

#include <soci/session.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "db/prepared.hpp"
#include "db/statement_cache.hpp"

namespace sangam::db {

enum class engine { sqlite, postgresql };

// Which engine a SANGAM_DB value names: a postgresql:// (or postgres://) URL, else a SQLite path.
engine engine_of(std::string_view url);

struct pool_options final {
  std::size_t size = 8;
  // SQLite: PRAGMA synchronous FULL (survives power loss) instead of NORMAL (survives a crash).
  bool sync_full = false;
  // PostgreSQL: libpq's connect_timeout, and statement_timeout on every session.
  std::chrono::seconds connect_timeout{5};
  std::chrono::milliseconds statement_timeout{5000};
};

// A fixed set of open sessions lent out one at a time. Sessions opened before an outage are
// reopened on their next loan once the outage is noticed (invalidate()), so the server recovers
// by itself when the database comes back.
class pool final {
 public:
  pool(std::string url, pool_options options);
  pool(std::string url, std::size_t size) : pool(std::move(url), pool_options{.size = size}) {}
  ~pool();
  pool(const pool&) = delete;
  pool& operator=(const pool&) = delete;

  class lease final {
   public:
    lease(pool& owner, std::size_t slot);
    ~lease();
    lease(const lease&) = delete;
    lease& operator=(const lease&) = delete;
    soci::session& operator*() const { return *owner_.slots_[slot_].session; }
    soci::session* operator->() const { return owner_.slots_[slot_].session.get(); }
    // This connection's prepared statements (db::writer uses them on PostgreSQL).
    statement_cache& statements() const { return *owner_.slots_[slot_].statements; }
    // Runs a named SQL constant that reads one row into its into() targets, prepared once per
    // connection (a hot read: no SQL parsed per call); false when no row.
    template <typename... Binds>
    bool fetch(const char* query, Binds&&... binds) const {
      return prepared(statements()).fetch(query, std::forward<Binds>(binds)...);
    }
    // The same for a query of many rows: `each()` runs after each row is read.
    template <typename Each, typename... Binds>
    void each_row(Each&& each, const char* query, Binds&&... binds) const {
      prepared(statements())
          .each_row(std::forward<Each>(each), query, std::forward<Binds>(binds)...);
    }

   private:
    pool& owner_;
    std::size_t slot_;
    int uncaught_at_start_;
  };

  // A read-only session: waits up to a few seconds for a free one; throws api_error 503 when none
  // comes or the database cannot be reached. Writes go through db::writer; the engine refuses
  // them here (SQLite opens these read-only, PostgreSQL defaults them to read-only transactions).
  lease acquire();

  // Marks every session for reopening before its next use.
  void invalidate() noexcept { generation_.fetch_add(1, std::memory_order_relaxed); }

  engine kind() const noexcept { return engine_; }
  // PostgreSQL only: the libpq keywords that connect to it (for connections outside the pool).
  const std::string& connect_string() const noexcept { return connect_string_; }
  const std::string& url() const noexcept { return url_; }

  // Opens a new, unpooled read-write session with this pool's settings (the writer, migrations,
  // the health probe, tests).
  std::unique_ptr<soci::session> open_session() const;

  // Per-connection settings, applied on open and on every reconnect.
  void configure(soci::session& session, bool read_only = false) const;

  // Sessions lent out right now, and at most.
  std::size_t in_use() const;
  // Callers waiting for a session right now.
  std::size_t waiting() const;
  std::size_t size() const noexcept { return options_.size; }

 private:
  struct slot {
    std::unique_ptr<soci::session> session;
    std::unique_ptr<statement_cache> statements;
    std::uint64_t generation = 0;
    bool broken = false;
  };

  void release(std::size_t slot, bool broken);
  std::unique_ptr<soci::session> open(bool read_only) const;
  std::size_t take_slot();

  std::string url_;
  pool_options options_;
  std::string connect_string_;  // PostgreSQL only: libpq keywords
  engine engine_;
  std::atomic<std::uint64_t> generation_{0};
  mutable std::mutex mutex_;
  std::size_t waiting_ = 0;  // under mutex_
  std::condition_variable available_;
  std::vector<slot> slots_;
  std::vector<std::size_t> free_;
};

}  // namespace sangam::db
