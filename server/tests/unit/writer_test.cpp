#include "db/writer.hpp"

#include <gtest/gtest.h>
#include <soci/soci.h>
#include <stdlib.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <future>
#include <thread>
#include <vector>

#include "core/error.hpp"
#include "db/checkpointer.hpp"

namespace sangam::db {
namespace {

using namespace std::chrono_literals;

constexpr const char* k_create = "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)";
constexpr const char* k_insert = "INSERT INTO notes (id, body) VALUES (:id, :body)";
constexpr const char* k_count = "SELECT COUNT(*) FROM notes";

struct unit_failed final {};

class writer_test : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/sangam-writer-XXXXXX";
    ASSERT_NE(mkdtemp(pattern), nullptr);
    dir_ = pattern;
    pool_ = std::make_unique<pool>((dir_ / "w.db").string(), 2);
    *pool_->open_session() << k_create;
  }
  void TearDown() override {
    pool_.reset();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }

  long long rows() {
    long long n = -1;
    auto sql = pool_->acquire();
    *sql << k_count, soci::into(n);
    return n;
  }

  bool has_row(int id) {
    int n = 0;
    auto sql = pool_->acquire();
    *sql << "SELECT COUNT(*) FROM notes WHERE id = :id", soci::use(id), soci::into(n);
    return n == 1;
  }

  static void insert(tx& t, int id) {
    const std::string body = "note " + std::to_string(id);
    t.execute(k_insert, soci::use(id), soci::use(body));
  }

  // Waits until `n` units are queued behind the one running.
  static void wait_for_queue(const writer& w, std::uint64_t n) {
    for (int i = 0; i < 2000 && w.snapshot().queued < n; ++i) std::this_thread::sleep_for(1ms);
    ASSERT_GE(w.snapshot().queued, n);
  }

  std::filesystem::path dir_;
  std::unique_ptr<pool> pool_;
};

TEST_F(writer_test, a_unit_returns_its_result_after_commit_and_readers_see_it) {
  writer w(*pool_);
  const auto changed = w.run([](tx& t) {
    insert(t, 1);
    return t.execute("UPDATE notes SET body = 'edited' WHERE id = 1");
  });
  EXPECT_EQ(changed, 1);
  EXPECT_TRUE(has_row(1));
}

TEST_F(writer_test, a_failing_unit_in_a_batch_rolls_back_alone) {
  writer w(*pool_);
  std::promise<void> release, started;
  auto released = release.get_future().share();
  // The first unit holds the writer until the next nine are queued: they form one batch.
  auto blocker = std::async(std::launch::async, [&] {
    w.run([&](tx& t) {
      insert(t, 0);
      started.set_value();
      released.wait();
    });
  });
  started.get_future().wait();
  std::vector<std::future<bool>> batch;
  for (int id = 1; id <= 9; ++id) {
    batch.push_back(std::async(std::launch::async, [&w, id] {
      try {
        w.run([id](tx& t) {
          insert(t, id);
          if (id == 5) throw unit_failed{};
        });
        return true;
      } catch (const unit_failed&) {
        return false;
      }
    }));
  }
  wait_for_queue(w, 9);
  release.set_value();
  blocker.get();
  for (int id = 1; id <= 9; ++id) EXPECT_EQ(batch[id - 1].get(), id != 5) << id;
  for (int id = 0; id <= 9; ++id) EXPECT_EQ(has_row(id), id != 5) << id;
  const auto stats = w.snapshot();
  EXPECT_EQ(stats.failed, 1u);
  EXPECT_EQ(stats.units, 10u);
  EXPECT_EQ(stats.batches, 2u);         // the blocker alone, then the nine together
  EXPECT_EQ(stats.batch_sizes[4], 1u);  // 9 units: the 9–16 bucket
}

TEST_F(writer_test, a_full_queue_refuses_with_503_and_retry_after) {
  writer w(*pool_, {.queue_limit = 2, .batch_limit = 16});
  std::promise<void> release, started;
  auto released = release.get_future().share();
  auto blocker = std::async(std::launch::async, [&] {
    w.run([&](tx&) {
      started.set_value();
      released.wait();
    });
  });
  started.get_future().wait();  // running, so no longer in the queue
  auto queued_a = std::async(std::launch::async, [&] { w.run([](tx& t) { insert(t, 1); }); });
  auto queued_b = std::async(std::launch::async, [&] { w.run([](tx& t) { insert(t, 2); }); });
  wait_for_queue(w, 2);
  try {
    w.run([](tx& t) { insert(t, 3); });
    FAIL() << "a third unit was queued";
  } catch (const core::api_error& e) {
    EXPECT_EQ(e.status(), 503);
    EXPECT_EQ(e.code(), "overloaded");
    EXPECT_EQ(e.retry_after(), 1);
  }
  release.set_value();
  blocker.get();
  queued_a.get();
  queued_b.get();
  EXPECT_EQ(rows(), 2);
  EXPECT_EQ(w.snapshot().rejected, 1u);
}

TEST_F(writer_test, a_unit_that_runs_another_joins_its_transaction) {
  writer w(*pool_);
  EXPECT_THROW(w.run([&](tx& t) {
    insert(t, 1);
    w.run([](tx& inner) { insert(inner, 2); });
    throw unit_failed{};
  }),
               unit_failed);
  EXPECT_EQ(rows(), 0);  // the inner write went with the outer one
  w.run([&](tx& t) {
    insert(t, 1);
    w.run([](tx& inner) { insert(inner, 2); });
  });
  EXPECT_EQ(rows(), 2);
}

TEST_F(writer_test, a_read_lease_cannot_write) {
  auto sql = pool_->acquire();
  EXPECT_THROW((*sql << "INSERT INTO notes (id, body) VALUES (7, 'x')"), soci::soci_error);
}

TEST_F(writer_test, prepared_statements_are_reused_with_new_values) {
  writer w(*pool_);
  for (int id = 1; id <= 50; ++id) w.run([id](tx& t) { insert(t, id); });
  EXPECT_EQ(rows(), 50);
  std::string body;
  {
    auto sql = pool_->acquire();
    *sql << "SELECT body FROM notes WHERE id = 37", soci::into(body);
  }
  EXPECT_EQ(body, "note 37");
  // A constraint failure leaves the statement usable for the next unit.
  EXPECT_THROW(w.run([](tx& t) { insert(t, 1); }), soci::soci_error);
  w.run([](tx& t) { insert(t, 51); });
  EXPECT_EQ(rows(), 51);
}

// On SQLite a unit's statements skip SOCI (db::tx binds and reads SQLite's own); what a unit sees
// must be what SOCI gives: NULLs through indicators, no row as false, changed rows counted.
TEST_F(writer_test, a_units_statements_bind_and_read_values_nulls_and_rows_as_soci_does) {
  constexpr const char* k_make =
      "CREATE TABLE kinds (k TEXT PRIMARY KEY, t TEXT, n INTEGER, r REAL)";
  constexpr const char* k_put = "INSERT INTO kinds (k, t, n, r) VALUES (:k, :t, :n, :r)";
  constexpr const char* k_get = "SELECT t, n, r FROM kinds WHERE k = :k";
  constexpr const char* k_touch = "UPDATE kinds SET n = n + 1 WHERE n >= :least";
  *pool_->open_session() << k_make;
  writer w(*pool_);
  w.run([&](tx& t) {
    const std::string a = "a", b = "b", text = std::string(100, 'x') + "é";
    const long long big = 1LL << 40;
    const double real = 2.5;
    soci::indicator null = soci::i_null, ok = soci::i_ok;
    t.execute(k_put, soci::use(a), soci::use(text, ok), soci::use(big), soci::use(real));
    t.execute(k_put, soci::use(b), soci::use(text, null), soci::use(7), soci::use(real));
  });
  w.run([&](tx& t) {
    const std::string a = "a", b = "b", missing = "z";
    std::string text = "unchanged";
    long long n = 0;
    double r = 0;
    soci::indicator text_ind = soci::i_ok;
    ASSERT_TRUE(
        t.fetch(k_get, soci::use(a), soci::into(text, text_ind), soci::into(n), soci::into(r)));
    EXPECT_EQ(text_ind, soci::i_ok);
    EXPECT_EQ(text, std::string(100, 'x') + "é");
    EXPECT_EQ(n, 1LL << 40);
    EXPECT_EQ(r, 2.5);

    text = "unchanged";
    int small = 0;
    ASSERT_TRUE(
        t.fetch(k_get, soci::use(b), soci::into(text, text_ind), soci::into(small), soci::into(r)));
    EXPECT_EQ(text_ind, soci::i_null);
    EXPECT_EQ(text, "unchanged");
    EXPECT_EQ(small, 7);
    // A NULL with nowhere to say so is an error, as with SOCI.
    EXPECT_THROW(t.fetch(k_get, soci::use(b), soci::into(text), soci::into(small), soci::into(r)),
                 soci::soci_error);
    EXPECT_FALSE(t.fetch(k_get, soci::use(missing), soci::into(text, text_ind), soci::into(n),
                         soci::into(r)));
    EXPECT_EQ(t.execute(k_touch, soci::use(0)), 2);
    EXPECT_EQ(t.execute(k_touch, soci::use(100)), 1);
  });
}

TEST_F(writer_test, a_posted_unit_reports_after_commit_and_its_failure_alone) {
  writer w(*pool_);
  std::promise<void> release, started;
  auto released = release.get_future().share();
  auto blocker = std::async(std::launch::async, [&] {
    w.run([&](tx&) {
      started.set_value();
      released.wait();
    });
  });
  started.get_future().wait();
  // Three posts queue behind the blocker without holding a thread; the second fails.
  std::vector<std::promise<std::exception_ptr>> outcomes(3);
  std::vector<bool> row_seen_by_done(3);
  for (int i = 0; i < 3; ++i) {
    w.post(
        [i](tx& t) {
          insert(t, 10 + i);
          if (i == 1) throw unit_failed{};
        },
        [&, i](std::exception_ptr error) {
          // Runs after the commit: a reader already sees the row.
          row_seen_by_done[i] = has_row(10 + i);
          outcomes[i].set_value(error);
        });
  }
  EXPECT_EQ(w.snapshot().queued, 3u);
  release.set_value();
  blocker.get();
  std::vector<std::exception_ptr> errors;
  for (auto& outcome : outcomes) errors.push_back(outcome.get_future().get());
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(errors[i] != nullptr, i == 1) << i;
    EXPECT_EQ(row_seen_by_done[i], i != 1) << i;
  }
  EXPECT_THROW(std::rethrow_exception(errors[1]), unit_failed);
  EXPECT_EQ(rows(), 2);
}

TEST_F(writer_test, a_post_to_a_full_queue_throws_503_at_once_and_never_calls_back) {
  writer w(*pool_, {.queue_limit = 1, .batch_limit = 16});
  std::promise<void> release, started;
  auto released = release.get_future().share();
  auto blocker = std::async(std::launch::async, [&] {
    w.run([&](tx&) {
      started.set_value();
      released.wait();
    });
  });
  started.get_future().wait();
  std::promise<void> first_done;
  w.post([](tx& t) { insert(t, 1); }, [&](std::exception_ptr) { first_done.set_value(); });
  std::atomic<bool> called{false};
  try {
    w.post([](tx& t) { insert(t, 2); }, [&](std::exception_ptr) { called = true; });
    FAIL() << "a second unit was queued";
  } catch (const core::api_error& e) {
    EXPECT_EQ(e.status(), 503);
  }
  release.set_value();
  blocker.get();
  first_done.get_future().get();
  EXPECT_FALSE(called);
  EXPECT_EQ(rows(), 1);
}

// SQLite would copy the log into the database inside the commit that crosses 1 000 pages; the
// writer leaves that to its checkpointer, and the log still stays bounded, even when the
// machine is too busy for the checkpointer to keep up.
TEST_F(writer_test, the_log_is_checkpointed_off_the_writer_and_stays_bounded) {
  writer w(*pool_);
  const std::string body(3000, 'x');  // most of a page per row
  for (int id = 1; id <= 12000; ++id) {
    w.run([&](tx& t) { t.execute(k_insert, soci::use(id), soci::use(body)); });
  }
  EXPECT_EQ(rows(), 12000);
  EXPECT_GT(w.snapshot().checkpoints, 0u);
  // Without checkpoints the log would hold every page written: 12 000 commits, over 45 MB.
  const auto wal = std::filesystem::file_size(dir_ / "w.db-wal");
  EXPECT_LT(wal, std::uintmax_t{4096} * (checkpointer::k_limit_pages + 200)) << wal;
}

}  // namespace
}  // namespace sangam::db
