#include "features/privacy/exports.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <set>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "features/privacy/member_data.hpp"
#include "features/profiles/photo_repo.hpp"
#include "features/profiles/profile_lookup.hpp"

namespace sangam::features::privacy {
namespace {

// A row stays, without its file, until a day after it was asked for: it counts towards the
// member's exports of the day until then.
constexpr const char* k_fail_stalled =
    "UPDATE data_exports SET status = 'failed' WHERE member_id = :member"
    " AND status = 'preparing' AND expires_at <= :now";
constexpr const char* k_preparing =
    "SELECT id, status, progress, created_at, expires_at FROM data_exports"
    " WHERE member_id = :member AND status = 'preparing'";
constexpr const char* k_asked_today =
    "SELECT COUNT(*), MIN(created_at) FROM data_exports WHERE member_id = :member"
    " AND created_at > :day_ago";
constexpr const char* k_ready_one =
    "SELECT id FROM data_exports WHERE member_id = :member AND status = 'ready'"
    " AND expires_at > :now";
constexpr const char* k_end =
    "UPDATE data_exports SET expires_at = :now WHERE id = :id AND expires_at > :now2";
// At most one is prepared per member (a unique index): of two asked for at once, on any instance,
// the second finds the first.
constexpr const char* k_insert =
    "INSERT INTO data_exports (id, member_id, status, progress, created_at, expires_at)"
    " VALUES (:id, :member, 'preparing', 0, :at, :expires) ON CONFLICT DO NOTHING";
constexpr const char* k_find =
    "SELECT id, status, progress, created_at, expires_at FROM data_exports"
    " WHERE id = :id AND member_id = :member AND expires_at > :now";
constexpr const char* k_ready_find =
    "SELECT COUNT(*) FROM data_exports WHERE id = :id AND member_id = :member"
    " AND status = 'ready' AND expires_at > :now";
constexpr const char* k_progress =
    "UPDATE data_exports SET progress = :progress WHERE id = :id AND status = 'preparing'";
constexpr const char* k_ready =
    "UPDATE data_exports SET status = 'ready', progress = 100, expires_at = :expires"
    " WHERE id = :id AND status = 'preparing'";
constexpr const char* k_failed = "UPDATE data_exports SET status = 'failed' WHERE id = :id";
// The sweep: stalled ones failed (their instance stopped while preparing them), rows past their
// day deleted, and the files of every export not alive deleted.
constexpr const char* k_fail_all_stalled =
    "UPDATE data_exports SET status = 'failed' WHERE status = 'preparing' AND expires_at <= :now";
constexpr const char* k_forget =
    "DELETE FROM data_exports WHERE created_at <= :day_ago AND expires_at <= :now";
constexpr const char* k_alive =
    "SELECT id FROM data_exports WHERE status IN ('preparing', 'ready') AND expires_at > :now";

std::string iso_from_now(std::chrono::system_clock::duration d) {
  return core::to_iso8601(core::now() + d);
}

// "in 3 hours", "in 40 minutes": when the oldest of the day's exports stops counting.
std::string wait_text(std::chrono::seconds wait) {
  const auto minutes = (wait.count() + 59) / 60;
  if (minutes >= 120) return fmt::format("{} hours", (minutes + 59) / 60);
  return fmt::format("{} minute{}", minutes, minutes == 1 ? "" : "s");
}

core::api_error too_many(unsigned per_day, const std::string& oldest) {
  const auto until = core::from_iso8601(oldest).value_or(core::now()) + k_export_day - core::now();
  const auto wait = std::max<std::chrono::seconds>(std::chrono::ceil<std::chrono::seconds>(until),
                                                   std::chrono::seconds(1));
  return core::api_error(
             429, "rate_limited",
             fmt::format("You can prepare {} export{} a day. The next one can be prepared in {}.",
                         per_day, per_day == 1 ? "" : "s", wait_text(wait)))
      .with_retry_after(wait.count());
}

}  // namespace

opened_export open_export(db::writer& writer, std::string_view member_id, unsigned per_day) {
  const std::string member(member_id);
  return writer.run([&](db::tx& t) {
    const auto now = core::now_iso8601();
    t.execute(k_fail_stalled, soci::use(member), soci::use(now));
    opened_export out;
    auto& s = out.status;
    const auto preparing = [&] {
      return t.fetch(k_preparing, soci::use(member), soci::into(s.id), soci::into(s.status),
                     soci::into(s.progress), soci::into(s.created_at), soci::into(s.expires_at));
    };
    if (preparing()) return out;
    int asked = 0;
    std::string oldest;
    soci::indicator oldest_ind = soci::i_null;
    const auto day_ago = iso_from_now(-k_export_day);
    t.fetch(k_asked_today, soci::use(member), soci::use(day_ago), soci::into(asked),
            soci::into(oldest, oldest_ind));
    if (asked >= static_cast<int>(per_day)) throw too_many(per_day, oldest);
    s = {.id = core::new_uuid_v7(),
         .status = "preparing",
         .progress = 0,
         .created_at = now,
         .expires_at = iso_from_now(k_export_lifetime)};
    if (t.execute(k_insert, soci::use(s.id), soci::use(member), soci::use(s.created_at),
                  soci::use(s.expires_at)) == 0) {
      // Another request of the member's got there first.
      if (!preparing()) throw core::api_error::not_found();
      return out;
    }
    std::string ready;
    if (t.fetch(k_ready_one, soci::use(member), soci::use(now), soci::into(ready))) {
      t.execute(k_end, soci::use(now), soci::use(ready), soci::use(now));
      out.replaced = ready;
    }
    out.created = true;
    return out;
  });
}

std::optional<export_status> find_export(db::pool& db, std::string_view member_id,
                                         std::string_view export_id) {
  const std::string id(export_id), member(member_id), now = core::now_iso8601();
  export_status s;
  auto sql = db.acquire();
  *sql << k_find, soci::use(id), soci::use(member), soci::use(now), soci::into(s.id),
      soci::into(s.status), soci::into(s.progress), soci::into(s.created_at),
      soci::into(s.expires_at);
  if (!sql->got_data()) return std::nullopt;
  return s;
}

std::optional<std::string> export_archive(db::pool& db, const export_store& store,
                                          std::string_view member_id, std::string_view export_id) {
  const std::string id(export_id), member(member_id), now = core::now_iso8601();
  int ready = 0;
  {
    auto sql = db.acquire();
    *sql << k_ready_find, soci::use(id), soci::use(member), soci::use(now), soci::into(ready);
  }
  if (ready == 0) return std::nullopt;
  return store.get(id);
}

exporter::exporter(db::pool& db, db::writer& writer, const personal_data& map, export_store store,
                   std::chrono::milliseconds sweep_every)
    : db_(db),
      writer_(writer),
      map_(map),
      store_(std::move(store)),
      sweep_every_(sweep_every),
      thread_([this] { loop(); }) {}

exporter::~exporter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void exporter::prepare(std::string export_id, std::string member_id) {
  {
    std::lock_guard lock(mutex_);
    queue_.emplace_back(std::move(export_id), std::move(member_id));
  }
  wake_.notify_one();
}

void exporter::sweep_soon() {
  {
    std::lock_guard lock(mutex_);
    sweep_now_ = true;
  }
  wake_.notify_one();
}

void exporter::loop() {
  std::unique_lock lock(mutex_);
  auto next_sweep = std::chrono::steady_clock::now();
  while (true) {
    wake_.wait_until(lock, next_sweep,
                     [this] { return stopping_ || sweep_now_ || !queue_.empty(); });
    if (stopping_) return;
    if (sweep_now_ || std::chrono::steady_clock::now() >= next_sweep) {
      sweep_now_ = false;
      next_sweep = std::chrono::steady_clock::now() + sweep_every_;
      lock.unlock();
      sweep();
      lock.lock();
      continue;
    }
    auto [export_id, member_id] = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    try {
      run(export_id, member_id);
    } catch (const std::exception& e) {
      spdlog::error("export {} failed: {}", export_id, e.what());
      try {
        writer_.run([&](db::tx& t) { t.execute(k_failed, soci::use(export_id)); });
      } catch (const std::exception&) {
        // the writer is stopping; the row stays 'preparing' until it expires
      }
    }
    lock.lock();
  }
}

void exporter::sweep() {
  try {
    const auto now = core::now_iso8601(), day_ago = iso_from_now(-k_export_day);
    writer_.run([&](db::tx& t) {
      t.execute(k_fail_all_stalled, soci::use(now));
      t.execute(k_forget, soci::use(day_ago), soci::use(now));
    });
    std::set<std::string, std::less<>> alive;
    {
      auto sql = db_.acquire();
      soci::rowset<std::string> ids = (sql->prepare << k_alive, soci::use(now));
      for (const auto& id : ids) alive.insert(id);
    }
    store_.keep_only(alive);
  } catch (const std::exception& e) {
    spdlog::warn("sweeping expired exports failed: {}", e.what());
  }
}

std::optional<data_subject> find_subject(db::pool& db, std::string_view member_id) {
  auto sql = db.acquire();
  auto email = profiles::email_of(*sql, member_id);
  if (!email) return std::nullopt;
  return data_subject{.id = std::string(member_id), .email = std::move(*email)};
}

void exporter::run(const std::string& export_id, const std::string& member_id) {
  const auto who = find_subject(db_, member_id);
  if (!who) return;  // erased meanwhile: the row went with the profile
  const auto photo = profiles::load_photo(db_, member_id);
  int reported = 0;
  const auto progress = [&](int percent) {
    if (percent < reported + 10 || percent >= 100) return;
    reported = percent;
    writer_.run(
        [&](db::tx& t) { t.execute(k_progress, soci::use(percent), soci::use(export_id)); });
  };
  std::string zip;
  {
    auto sql = db_.acquire();
    zip = build_export(*sql, map_, *who, photo ? photo->bytes : std::string(),
                       photo ? photo->content_type : std::string(), progress);
  }
  // The file first, then the row says ready: a ready export always has its file.
  store_.put(export_id, zip);
  const auto expires = iso_from_now(k_export_lifetime);
  const auto marked = writer_.run(
      [&](db::tx& t) { return t.execute(k_ready, soci::use(expires), soci::use(export_id)); });
  if (marked == 0) store_.remove(export_id);  // erased, or ended, meanwhile
}

}  // namespace sangam::features::privacy
