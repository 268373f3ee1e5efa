// The write path on both engines: many concurrent writers, every acknowledged row kept.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <chrono>
#include <future>
#include <set>
#include <thread>
#include <vector>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

constexpr const char* k_insert =
    "INSERT INTO waitlist (id, name, email, role, city, created_at, updated_at)"
    " VALUES (:id, 'Writer', :email, 'Founder', 'Pune', :at, :at2)";

class writer_api : public api_test {};

TEST_F(writer_api, sixty_four_concurrent_writers_for_ten_seconds_lose_no_acknowledged_row) {
  constexpr int k_writers = 64;
  const auto until = std::chrono::steady_clock::now() + 10s;
  std::vector<std::vector<std::string>> acknowledged(k_writers);
  std::atomic<int> refused{0};
  std::vector<std::thread> writers;
  for (int w = 0; w < k_writers; ++w) {
    writers.emplace_back([&, w] {
      for (int n = 0; std::chrono::steady_clock::now() < until; ++n) {
        const auto id = "w" + std::to_string(w) + "-" + std::to_string(n);
        const auto email = id + "@writers.test";
        const std::string at = "2026-11-23T00:00:00.000Z";
        try {
          app_->writer().run([&](db::tx& t) {
            t.execute(k_insert, soci::use(id), soci::use(email), soci::use(at), soci::use(at));
          });
          acknowledged[w].push_back(id);
        } catch (const core::api_error&) {
          refused.fetch_add(1);  // 503 overloaded: not acknowledged, so not counted
        }
      }
    });
  }
  for (auto& t : writers) t.join();

  std::set<std::string> stored;
  {
    auto sql = database().acquire();
    soci::rowset<std::string> ids = (sql->prepare << "SELECT id FROM waitlist");
    for (const auto& id : ids) stored.insert(id);
  }
  std::size_t total = 0, lost = 0;
  for (const auto& mine : acknowledged) {
    for (const auto& id : mine) {
      ++total;
      if (!stored.contains(id)) ++lost;
    }
  }
  EXPECT_GT(total, 1000u);
  EXPECT_EQ(lost, 0u);
  EXPECT_EQ(stored.size(), total);  // nothing stored that was not acknowledged either
  RecordProperty("acknowledged", static_cast<int>(total));
  RecordProperty("refused", refused.load());
  const auto stats = app_->writer().snapshot();
  EXPECT_EQ(stats.failed, 0u);
  if (!engine_environment::postgresql()) {
    EXPECT_LT(stats.batches, stats.units);  // grouped into batches
  }
}

TEST_F(writer_api, posted_units_commit_and_call_back_on_both_engines) {
  constexpr int k_units = 200;
  std::atomic<int> ok{0}, failed{0};
  std::promise<void> all_done;
  std::atomic<int> left{k_units};
  for (int n = 0; n < k_units; ++n) {
    const auto id = "p" + std::to_string(n);
    const auto email = (n == 7 ? std::string("p6") : id) + "@posted.test";  // 7 repeats 6: unique
    app_->writer().post(
        [id, email](db::tx& t) {
          const std::string at = "2026-11-23T00:00:00.000Z";
          t.execute(k_insert, soci::use(id), soci::use(email), soci::use(at), soci::use(at));
        },
        [&](std::exception_ptr error) {
          (error ? failed : ok).fetch_add(1);
          if (left.fetch_sub(1) == 1) all_done.set_value();
        });
  }
  ASSERT_EQ(all_done.get_future().wait_for(30s), std::future_status::ready);
  EXPECT_EQ(ok.load(), k_units - 1);
  EXPECT_EQ(failed.load(), 1);  // the repeated address, alone
  int stored = 0;
  {
    auto sql = database().acquire();
    *sql << "SELECT COUNT(*) FROM waitlist WHERE email LIKE '%@posted.test'", soci::into(stored);
  }
  EXPECT_EQ(stored, k_units - 1);
}

TEST_F(writer_api, a_read_lease_refuses_to_write_on_both_engines) {
  auto sql = database().acquire();
  EXPECT_THROW((*sql << "DELETE FROM waitlist"), soci::soci_error);
}

constexpr const char* k_emails_in = "SELECT email FROM waitlist WHERE city = :city ORDER BY email";
constexpr const char* k_count_in = "SELECT COUNT(*) FROM waitlist WHERE city = :city";
constexpr const char* k_email_of = "SELECT email FROM waitlist WHERE id = :id";

// A read lease runs named constants prepared once per connection: every row, none, and the same
// statement again with new values (the deck's reads on every request).
TEST_F(writer_api, a_read_lease_runs_prepared_reads_on_both_engines) {
  app_->writer().run([&](db::tx& t) {
    for (const std::string id : {"p1", "p2", "p3"}) {
      const auto email = id + "@prepared.test";
      const std::string at = "2026-11-23T00:00:00.000Z";
      t.execute(k_insert, soci::use(id), soci::use(email), soci::use(at), soci::use(at));
    }
  });
  const auto emails_in = [&](const std::string& city) {
    auto sql = database().acquire();
    std::vector<std::string> emails;
    std::string email;
    sql.each_row([&] { emails.push_back(email); }, k_emails_in, soci::use(city), soci::into(email));
    long long n = -1;
    EXPECT_TRUE(sql.fetch(k_count_in, soci::use(city), soci::into(n)));
    EXPECT_EQ(n, static_cast<long long>(emails.size()));
    return emails;
  };
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(emails_in("Pune"), (std::vector<std::string>{"p1@prepared.test", "p2@prepared.test",
                                                           "p3@prepared.test"}));
    EXPECT_TRUE(emails_in("Agra").empty());
  }
  const std::string nobody = "nobody";
  std::string none;
  EXPECT_FALSE(database().acquire().fetch(k_email_of, soci::use(nobody), soci::into(none)));
}

}  // namespace
}  // namespace sangam::testing
