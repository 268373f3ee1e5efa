#pragma once

#include <soci/session.h>

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <semaphore>
#include <thread>
#include <type_traits>

#include "db/pool.hpp"
#include "db/statement_cache.hpp"
#include "db/tx.hpp"

namespace boost::asio {
class thread_pool;
}

namespace sangam::db {

class checkpointer;

struct writer_options final {
  std::size_t queue_limit = 8192;  // units of work waiting; past it, 503
  std::size_t batch_limit = 512;   // units of work sharing one transaction
};

// Every write of the service goes through here. A feature hands over a unit of work and gets its
// result once it is committed, or its exception.
//
// SQLite allows one writer at a time, so one thread owns the only read-write connection and drains
// its queue in batches: one transaction per batch (group commit: one WAL append, and with
// SANGAM_DB_SYNC=full one fsync, for the whole batch), a savepoint per unit of work so that a
// failing unit rolls back alone and its batch-mates commit. On PostgreSQL, which has many writers,
// a unit of work runs on the caller's thread in its own transaction on a pooled connection.
//
// A unit of work runs on the writer's thread: it must only use the database through its tx (no
// pool leases, no sleeping, no password hashing). A unit of work that calls run() again joins the
// transaction it is in.
//
// run() waits for the commit; post() returns at once and calls back, so that a request that only
// writes holds no thread while its batch commits (see http::reply).
class writer final {
 public:
  explicit writer(pool& db, writer_options options = {});
  ~writer();  // stop()
  // Finishes what is queued and refuses more (503), so that what the queued units' callbacks
  // use can be torn down after it. Idempotent.
  void stop();
  writer(const writer&) = delete;
  writer& operator=(const writer&) = delete;

  template <typename Work>
  auto run(Work&& work) -> std::invoke_result_t<Work&, tx&> {
    using result = std::invoke_result_t<Work&, tx&>;
    if constexpr (std::is_void_v<result>) {
      submit(unit_ref::to(work));
    } else {
      std::optional<result> out;
      auto produce = [&](tx& t) { out.emplace(work(t)); };
      submit(unit_ref::to(produce));
      return std::move(*out);
    }
  }

  // Queues `work` and returns; throws core::api_error 503 at once when the queue is full. After
  // the batch commits, `done(error)` runs with a null error, or with what the work threw (or the
  // 503 of a lost batch). `done` runs on the writer's thread (on PostgreSQL, on a thread of the
  // writer's own): it must be quick and must not throw — hand the result on, as http::reply does.
  template <typename Work, typename Done>
  void post(Work work, Done done) {
    auto* j = new posted_job<Work, Done>(std::move(work), std::move(done));
    try {
      enqueue(*j);
    } catch (...) {
      delete j;
      throw;
    }
  }

  struct stats final {
    std::uint64_t queued = 0;  // waiting now
    std::uint64_t batches = 0;
    std::uint64_t units = 0;
    std::uint64_t failed = 0;       // units whose work threw
    std::uint64_t rejected = 0;     // refused because the queue was full
    std::uint64_t checkpoints = 0;  // SQLite: the log copied into the database
    // Batches by size: [0] one unit, [1] two, [2] 3–4, … [k] up to 2^k units.
    static constexpr std::size_t k_size_buckets = 12;
    std::array<std::uint64_t, k_size_buckets> batch_sizes{};
  };
  stats snapshot() const;

 private:
  // A non-owning reference to the caller's work: the caller waits until it has run.
  struct unit_ref final {
    void* target;
    void (*call)(void*, tx&);
    template <typename Work>
    static unit_ref to(Work& work) {
      return {&work, [](void* w, tx& t) { (*static_cast<Work*>(w))(t); }};
    }
  };
  // A queued unit of work: its work, and what to do once its batch is over (error set or not).
  struct job {
    void (*run)(job&, tx&);
    void (*finish)(job&) noexcept;
    std::exception_ptr error;
  };
  // run(): the caller's work on its stack; the caller waits on `done`.
  struct waiting_job final : job {
    unit_ref work;
    std::binary_semaphore done{0};
    explicit waiting_job(unit_ref w)
        : job{[](job& j, tx& t) {
                auto& self = static_cast<waiting_job&>(j);
                self.work.call(self.work.target, t);
              },
              [](job& j) noexcept { static_cast<waiting_job&>(j).done.release(); }},
          work(w) {}
  };
  // post(): owned by the queue, deleted once `done` has run.
  template <typename Work, typename Done>
  struct posted_job final : job {
    Work work;
    Done done;
    posted_job(Work w, Done d)
        : job{[](job& j, tx& t) { static_cast<posted_job&>(j).work(t); }, &finish_posted},
          work(std::move(w)),
          done(std::move(d)) {}
    static void finish_posted(job& j) noexcept {
      auto* self = static_cast<posted_job*>(&j);
      try {
        self->done(self->error);
      } catch (...) {
        report_failed_callback();
      }
      delete self;
    }
  };

  void submit(unit_ref work);
  void enqueue(job& j);   // throws 503 when full; finish() runs later
  void run_here(job& j);  // PostgreSQL: one transaction on the calling thread
  void drain();           // SQLite: the writer thread
  void commit_batch(std::deque<job*>& batch);
  void count_batch(std::size_t size);
  static void report_failed_callback() noexcept;

  pool& db_;
  writer_options options_;
  std::unique_ptr<checkpointer> checkpoints_;  // SQLite only; outlives session_
  std::unique_ptr<soci::session> session_;     // SQLite only
  std::unique_ptr<statement_cache> statements_;
  // PostgreSQL only: where posted units run, at most queue_limit of them waiting or running.
  std::unique_ptr<boost::asio::thread_pool> offload_;
  std::atomic<std::size_t> offloaded_{0};

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<job*> queue_;
  bool stopping_ = false;
  std::thread thread_;

  std::atomic<std::uint64_t> batches_{0}, units_{0}, failed_{0}, rejected_{0};
  std::array<std::atomic<std::uint64_t>, stats::k_size_buckets> batch_sizes_{};
};

}  // namespace sangam::db
