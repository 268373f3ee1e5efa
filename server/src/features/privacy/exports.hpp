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
#include "features/privacy/exports_store.hpp"
#include "features/privacy/member_data.hpp"

namespace sangam::features::privacy {

// A prepared export is kept this long, then goes. A member may ask for a number of exports a day
// (SANGAM_EXPORTS_PER_DAY), counted over the last 24 hours.
inline constexpr auto k_export_lifetime = std::chrono::hours(1);
inline constexpr auto k_export_day = std::chrono::hours(24);

struct export_status final {
  std::string id;
  std::string status;  // preparing, ready, failed
  int progress = 0;
  std::string created_at;
  std::string expires_at;
};

// What asking for an export did: `created` a new one (queued; `replaced` names the ready one it
// ended, whose file the caller deletes), or gave back the one being prepared.
struct opened_export final {
  export_status status;
  bool created = false;
  std::optional<std::string> replaced;
};

// The member whose data is asked for (id and e-mail address); nullopt when they are gone.
std::optional<data_subject> find_subject(db::pool& db, std::string_view member_id);

// The member's export being prepared, if any; else a new one queued, which ends the member's ready
// one (one export at most is kept per member); 429 with Retry-After when the member already asked
// for `per_day` in the last 24 hours.
opened_export open_export(db::writer& writer, std::string_view member_id, unsigned per_day);
// nullopt for an id that is not the member's or has expired.
std::optional<export_status> find_export(db::pool& db, std::string_view member_id,
                                         std::string_view export_id);
// The zip of a ready export of the member's; nullopt otherwise.
std::optional<std::string> export_archive(db::pool& db, const export_store& store,
                                          std::string_view member_id, std::string_view export_id);

// Prepares queued exports one at a time on its own thread, writing progress as it goes; between
// them, every `sweep_every`, forgets what has expired: the files of exports that ended, the rows
// once they no longer count towards a day's limit.
class exporter final {
 public:
  exporter(db::pool& db, db::writer& writer, const personal_data& map, export_store store,
           std::chrono::milliseconds sweep_every);
  ~exporter();
  exporter(const exporter&) = delete;
  exporter& operator=(const exporter&) = delete;

  void prepare(std::string export_id, std::string member_id);
  // Sweeps at once (after an erasure, whose exports' files must go too).
  void sweep_soon();
  const export_store& store() const { return store_; }

 private:
  void loop();
  void run(const std::string& export_id, const std::string& member_id);
  void sweep();

  db::pool& db_;
  db::writer& writer_;
  const personal_data& map_;
  const export_store store_;
  std::chrono::milliseconds sweep_every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::pair<std::string, std::string>> queue_;
  bool sweep_now_ = false;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once everything above is ready
};

}  // namespace sangam::features::privacy
