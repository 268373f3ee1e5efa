#include <soci/soci.h>

#include <chrono>
#include <filesystem>
#include <future>
#include <thread>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
using nlohmann::json;

class health_api : public api_test {
 protected:
  // Polls /api/health until it answers `status` (the probe runs every 50 ms here).
  bool health_becomes(int status) {
    for (int i = 0; i < 100; ++i) {
      if (client().get("/api/health").status == status) return true;
      std::this_thread::sleep_for(50ms);
    }
    return false;
  }
};

TEST_F(health_api, reports_ok_with_version) {
  const auto res = client().get("/api/health");
  EXPECT_EQ(res.status, 200);
  const auto body = res.json();
  EXPECT_EQ(body["status"], "ok");
  EXPECT_EQ(body["db"], "ok");
  EXPECT_EQ(body["version"], SANGAM_VERSION);
}

TEST_F(health_api, reports_503_while_the_database_is_gone_and_recovers) {
  ASSERT_EQ(client().get("/api/health").status, 200);
  std::filesystem::path moved;
  if (engine_environment::postgresql()) {
    engine_environment::cluster()->stop();
  } else {
    // A database file of its own, moved away as a lost volume would take it.
    app_.reset();
    cfg_.db = (engine_environment::temp_dir() / "outage.db").string();
    start_app();
    moved = cfg_.db + ".away";
    std::filesystem::rename(cfg_.db, moved);
  }

  ASSERT_TRUE(health_becomes(503));
  const auto down = client().get("/api/health").json();
  EXPECT_EQ(down["db"], "unavailable");

  if (engine_environment::postgresql()) {
    engine_environment::cluster()->start();
  } else {
    std::filesystem::rename(moved, cfg_.db);
  }
  ASSERT_TRUE(health_becomes(200));
  EXPECT_EQ(client().get("/api/health").json()["db"], "ok");

  // The pool has recovered too: writes work again.
  const json entry = {
      {"name", "Back Again"}, {"email", "back@example.in"}, {"role", "Founder"}, {"city", "Pune"}};
  EXPECT_EQ(client().post_json("/api/waitlist", entry).status, 201);
}

// Holds the waitlist table locked from a connection of its own, so that writes to it wait.
class table_lock final {
 public:
  explicit table_lock(db::pool& pool) : session_(pool.open_session()) {
    if (engine_environment::postgresql()) {
      *session_ << "BEGIN";
      *session_ << "LOCK TABLE waitlist IN ACCESS EXCLUSIVE MODE";
    } else {
      *session_ << "BEGIN EXCLUSIVE";
    }
  }
  void release() { *session_ << "COMMIT"; }

 private:
  std::unique_ptr<soci::session> session_;
};

TEST_F(health_api, a_slow_database_call_does_not_delay_health_on_another_connection) {
  table_lock lock(database());
  // More slow requests than there are network threads (2 here).
  std::vector<std::future<int>> slow;
  for (int i = 0; i < 4; ++i) {
    slow.push_back(std::async(std::launch::async, [this, i] {
      const json entry = {{"name", "Slow Writer"},
                          {"email", "slow" + std::to_string(i) + "@example.in"},
                          {"role", "Founder"},
                          {"city", "Chennai"}};
      return client().post_json("/api/waitlist", entry).status;
    }));
  }
  std::this_thread::sleep_for(300ms);  // let the writes reach the database and wait there

  const auto started = std::chrono::steady_clock::now();
  const auto health = client().get("/api/health");
  const auto took = std::chrono::steady_clock::now() - started;
  EXPECT_EQ(health.status, 200);
  // Held behind the lock it would wait until the release below; the bound is generous so that a
  // busy test machine cannot fail it.
  EXPECT_LT(took, 2s);
  for (auto& f : slow) EXPECT_EQ(f.wait_for(0ms), std::future_status::timeout) << "write not held";

  lock.release();
  for (auto& f : slow) EXPECT_EQ(f.get(), 201);
  EXPECT_EQ(count_rows("waitlist"), 4);
}

}  // namespace
}  // namespace sangam::testing
