#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/personal_data.hpp"

namespace sangam::features::privacy {

// A prepared export is kept this long, then goes.
inline constexpr auto k_export_lifetime = std::chrono::hours(1);

struct export_status final {
  std::string id;
  std::string status;  // preparing, ready, failed
  int progress = 0;
  std::string created_at;
  std::string expires_at;
};

// The member's export being prepared, if any, else a new one queued; nullopt from `find` for an
// id that is not the member's or has expired.
export_status open_export(db::writer& writer, std::string_view member_id, bool& created);
std::optional<export_status> find_export(db::pool& db, std::string_view member_id,
                                         std::string_view export_id);
// The zip of a ready export of the member's; nullopt otherwise.
std::optional<std::string> export_archive(db::pool& db, std::string_view member_id,
                                          std::string_view export_id);

// Prepares queued exports one at a time on its own thread, writing progress as it goes.
class exporter final {
 public:
  exporter(db::pool& db, db::writer& writer, const personal_data& map);
  ~exporter();
  exporter(const exporter&) = delete;
  exporter& operator=(const exporter&) = delete;

  void prepare(std::string export_id, std::string member_id);

 private:
  void loop();
  void run(const std::string& export_id, const std::string& member_id);

  db::pool& db_;
  db::writer& writer_;
  const personal_data& map_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::pair<std::string, std::string>> queue_;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once everything above is ready
};

}  // namespace sangam::features::privacy
