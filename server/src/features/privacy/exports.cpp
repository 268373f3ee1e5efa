#include "features/privacy/exports.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "features/privacy/member_data.hpp"
#include "features/profiles/photo_repo.hpp"

namespace sangam::features::privacy {
namespace {

constexpr const char* k_drop_expired =
    "DELETE FROM data_exports WHERE member_id = :member AND expires_at <= :now";
constexpr const char* k_preparing =
    "SELECT id, status, progress, created_at, expires_at FROM data_exports"
    " WHERE member_id = :member AND status = 'preparing'";
constexpr const char* k_insert =
    "INSERT INTO data_exports (id, member_id, status, progress, created_at, expires_at)"
    " VALUES (:id, :member, 'preparing', 0, :at, :expires)";
constexpr const char* k_find =
    "SELECT id, status, progress, created_at, expires_at FROM data_exports"
    " WHERE id = :id AND member_id = :member AND expires_at > :now";
constexpr const char* k_archive =
    "SELECT archive FROM data_exports WHERE id = :id AND member_id = :member"
    " AND status = 'ready' AND expires_at > :now";
constexpr const char* k_progress =
    "UPDATE data_exports SET progress = :progress WHERE id = :id AND status = 'preparing'";
constexpr const char* k_ready =
    "UPDATE data_exports SET status = 'ready', progress = 100, archive = :archive,"
    " expires_at = :expires WHERE id = :id";
constexpr const char* k_failed = "UPDATE data_exports SET status = 'failed' WHERE id = :id";
constexpr const char* k_email = "SELECT email FROM profiles WHERE id = :id";

std::string expiry_from_now() {
  return core::to_iso8601(std::chrono::system_clock::now() + k_export_lifetime);
}

}  // namespace

export_status open_export(db::writer& writer, std::string_view member_id, bool& created) {
  const std::string member(member_id), now = core::now_iso8601();
  return writer.run([&](db::tx& t) {
    t.execute(k_drop_expired, soci::use(member), soci::use(now));
    export_status s;
    if (t.fetch(k_preparing, soci::use(member), soci::into(s.id), soci::into(s.status),
                soci::into(s.progress), soci::into(s.created_at), soci::into(s.expires_at))) {
      created = false;
      return s;
    }
    s = {.id = core::new_uuid_v7(),
         .status = "preparing",
         .progress = 0,
         .created_at = now,
         .expires_at = expiry_from_now()};
    t.execute(k_insert, soci::use(s.id), soci::use(member), soci::use(s.created_at),
              soci::use(s.expires_at));
    created = true;
    return s;
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

std::optional<std::string> export_archive(db::pool& db, std::string_view member_id,
                                          std::string_view export_id) {
  const std::string id(export_id), member(member_id), now = core::now_iso8601();
  std::string archive;
  soci::indicator ind = soci::i_null;
  auto sql = db.acquire();
  *sql << k_archive, soci::use(id), soci::use(member), soci::use(now), soci::into(archive, ind);
  if (!sql->got_data() || ind == soci::i_null) return std::nullopt;
  return core::from_base64(archive);
}

exporter::exporter(db::pool& db, db::writer& writer, const personal_data& map)
    : db_(db), writer_(writer), map_(map), thread_([this] { loop(); }) {}

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

void exporter::loop() {
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (stopping_) return;
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
        // the writer is stopping; the row stays 'preparing' and expires
      }
    }
    lock.lock();
  }
}

void exporter::run(const std::string& export_id, const std::string& member_id) {
  data_subject who{.id = member_id, .email = {}};
  {
    auto sql = db_.acquire();
    *sql << k_email, soci::use(member_id), soci::into(who.email);
    if (!sql->got_data()) return;  // erased meanwhile: the row went with the profile
  }
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
    zip = build_export(*sql, map_, who, photo ? photo->bytes : std::string(),
                       photo ? photo->content_type : std::string(), progress);
  }
  const std::string archive = core::to_base64(zip), expires = expiry_from_now();
  writer_.run([&](db::tx& t) {
    t.execute(k_ready, soci::use(archive), soci::use(expires), soci::use(export_id));
  });
}

}  // namespace sangam::features::privacy
