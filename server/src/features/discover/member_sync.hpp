#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "db/pool.hpp"
#include "features/discover/member_index.hpp"

namespace sangam::features::discover {

// Keeps a member_index current: loads every approved member at start, re-reads a member at
// once when this instance changes one, and every `interval` picks up what other instances
// changed (profiles.updated_at), so that N servers over one database agree within an interval.
// Each poll reads what was stamped since 10 s before the previous poll began: a transaction
// commits within that margin of stamping its rows, and instances' clocks agree within it.
class member_sync final {
 public:
  member_sync(db::pool& db, member_index& index, std::chrono::milliseconds interval);
  ~member_sync();
  member_sync(const member_sync&) = delete;
  member_sync& operator=(const member_sync&) = delete;

  void member_changed(std::string_view profile_id);
  // Forgets everyone and reads everything again, as at start (after bulk changes).
  void reload_all();

 private:
  void loop();

  db::pool& db_;
  member_index& index_;
  std::chrono::milliseconds interval_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::chrono::system_clock::time_point last_poll_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace sangam::features::discover
