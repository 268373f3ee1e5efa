#include "db/writer.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>

#include <bit>
#include <stdexcept>
#include <string>

#include "core/error.hpp"
#include "core/thread_role.hpp"
#include "db/checkpointer.hpp"

namespace sangam::db {
namespace {

constexpr const char* k_begin = "BEGIN IMMEDIATE";
constexpr const char* k_commit = "COMMIT";
constexpr const char* k_rollback = "ROLLBACK";
constexpr const char* k_savepoint = "SAVEPOINT unit";
constexpr const char* k_release = "RELEASE unit";
constexpr const char* k_rollback_unit = "ROLLBACK TO unit";

// The unit of work running on this thread, if any: run() inside it joins its transaction.
thread_local tx* active_unit = nullptr;

struct activate final {
  explicit activate(tx& t) { active_unit = &t; }
  ~activate() { active_unit = nullptr; }
  activate(const activate&) = delete;
  activate& operator=(const activate&) = delete;
};

core::api_error overloaded() {
  return core::api_error(503, "overloaded", "The service is busy. Please try again shortly.")
      .with_retry_after(1);
}

core::api_error unavailable() {
  return {503, "db_unavailable", "The service is briefly unavailable. Please try again shortly."};
}

std::string describe_current_exception() {
  try {
    throw;
  } catch (const std::exception& e) {
    return e.what();
  } catch (...) {
    return "unknown error";
  }
}

}  // namespace

writer::writer(pool& db, writer_options options) : db_(db), options_(options) {
  if (db_.kind() != engine::sqlite) {
    offload_ = std::make_unique<boost::asio::thread_pool>(db_.size());
    return;
  }
  session_ = db_.open_session();
  checkpoints_ = std::make_unique<checkpointer>(db_, *session_);
  statements_ = std::make_unique<statement_cache>(*session_);
  thread_ = std::thread([this] { drain(); });
}

writer::~writer() {
  stop();
}

void writer::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
  if (offload_) offload_->join();
}

void writer::submit(unit_ref work) {
  if (active_unit) return work.call(work.target, *active_unit);
  // Waiting for a commit would stall every connection of the thread (post() waits for nothing).
  if (core::on_network_thread()) {
    throw std::logic_error("a write was waited for on a network thread");
  }
  waiting_job j(work);
  if (session_) {
    enqueue(j);
    j.done.acquire();
  } else {
    run_here(j);
  }
  if (j.error) std::rethrow_exception(j.error);
}

void writer::enqueue(job& j) {
  if (!session_) {
    // PostgreSQL: on the writer's own threads, bounded like the SQLite queue.
    {
      std::lock_guard lock(mutex_);
      if (stopping_) {
        rejected_.fetch_add(1, std::memory_order_relaxed);
        throw overloaded();
      }
    }
    if (offloaded_.fetch_add(1, std::memory_order_relaxed) >= options_.queue_limit) {
      offloaded_.fetch_sub(1, std::memory_order_relaxed);
      rejected_.fetch_add(1, std::memory_order_relaxed);
      throw overloaded();
    }
    boost::asio::post(*offload_, [this, &j] {
      run_here(j);
      offloaded_.fetch_sub(1, std::memory_order_relaxed);
      j.finish(j);
    });
    return;
  }
  {
    std::lock_guard lock(mutex_);
    if (queue_.size() >= options_.queue_limit || stopping_) {
      rejected_.fetch_add(1, std::memory_order_relaxed);
      throw overloaded();
    }
    queue_.push_back(&j);
  }
  wake_.notify_one();
}

// The unit's error, if any, is left in j.error.
void writer::run_here(job& j) {
  units_.fetch_add(1, std::memory_order_relaxed);
  count_batch(1);
  try {
    auto lease = db_.acquire();
    tx t(*lease, lease.statements());
    // Pooled PostgreSQL sessions are read-only by default; a write says so.
    *lease << "BEGIN READ WRITE";
    try {
      {
        activate active(t);
        j.run(j, t);
      }
      *lease << "COMMIT";
    } catch (...) {
      try {
        *lease << "ROLLBACK";
      } catch (const std::exception& e) {
        spdlog::warn("rollback failed: {}", e.what());
      }
      throw;
    }
  } catch (...) {
    failed_.fetch_add(1, std::memory_order_relaxed);
    j.error = std::current_exception();
  }
}

void writer::drain() {
  std::deque<job*> batch;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return !queue_.empty() || stopping_; });
      if (queue_.empty()) return;  // stopping, and nothing left
      const auto n = std::min(queue_.size(), options_.batch_limit);
      batch.assign(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(n));
      queue_.erase(queue_.begin(), queue_.begin() + static_cast<std::ptrdiff_t>(n));
    }
    commit_batch(batch);
    units_.fetch_add(batch.size(), std::memory_order_relaxed);
    count_batch(batch.size());
    // Each caller hears only now, after the commit. A job is not touched again once finished:
    // a waiting caller's lives on its stack, a posted one deletes itself.
    for (auto* j : batch) j->finish(*j);
    batch.clear();
  }
}

void writer::commit_batch(std::deque<job*>& batch) {
  tx t(*session_, *statements_);
  try {
    if (!session_->is_connected()) {
      statements_->clear();
      session_->reconnect();
      db_.configure(*session_);
      checkpoints_->attach(*session_);
    }
    t.execute(k_begin);
    for (auto* j : batch) {
      t.execute(k_savepoint);
      try {
        activate active(t);
        j->run(*j, t);
      } catch (...) {
        j->error = std::current_exception();
        failed_.fetch_add(1, std::memory_order_relaxed);
        // Undo this unit only. If even that fails, the transaction is lost: the whole batch
        // fails below, and nobody is told their write was kept.
        t.execute(k_rollback_unit);
      }
      t.execute(k_release);
    }
    t.execute(k_commit);
  } catch (...) {
    spdlog::error("write batch of {} failed and was rolled back: {}", batch.size(),
                  describe_current_exception());
    try {
      t.execute(k_rollback);
    } catch (...) {
      // No transaction left to roll back.
    }
    const auto error = std::make_exception_ptr(unavailable());
    for (auto* j : batch) {
      if (!j->error) j->error = error;
    }
  }
}

void writer::count_batch(std::size_t size) {
  batches_.fetch_add(1, std::memory_order_relaxed);
  const auto bucket = std::min<std::size_t>(std::bit_width(size - 1), stats::k_size_buckets - 1);
  batch_sizes_[bucket].fetch_add(1, std::memory_order_relaxed);
}

void writer::report_failed_callback() noexcept {
  spdlog::error("a write's completion threw; it must not");
}

writer::stats writer::snapshot() const {
  stats s;
  {
    std::lock_guard lock(mutex_);
    s.queued = queue_.size();
  }
  s.batches = batches_.load(std::memory_order_relaxed);
  s.units = units_.load(std::memory_order_relaxed);
  s.failed = failed_.load(std::memory_order_relaxed);
  s.rejected = rejected_.load(std::memory_order_relaxed);
  if (checkpoints_) s.checkpoints = checkpoints_->checkpoints();
  for (std::size_t i = 0; i < stats::k_size_buckets; ++i) {
    s.batch_sizes[i] = batch_sizes_[i].load(std::memory_order_relaxed);
  }
  return s;
}

}  // namespace sangam::db
