#include "features/notifications/notifications.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"

namespace sangam::features::notifications {
namespace {

constexpr const char* k_insert =
    "INSERT INTO notifications (id, profile_id, type, title, message, link, created_at)"
    " VALUES (:id, :profile, :type, :title, :message, :link, :at)";
constexpr const char* k_page =
    "SELECT id, type, title, message, link, created_at, read_at FROM notifications"
    " WHERE profile_id = :profile ORDER BY created_at DESC, id DESC LIMIT :limit";
constexpr const char* k_count_unread =
    "SELECT COUNT(*) FROM notifications WHERE profile_id = :profile AND read_at IS NULL";
constexpr const char* k_mark_one =
    "UPDATE notifications SET read_at = COALESCE(read_at, :at) WHERE id = :id AND profile_id = "
    ":profile";
constexpr const char* k_mark_linked =
    "UPDATE notifications SET read_at = :at WHERE profile_id = :profile AND link = :link"
    " AND read_at IS NULL";
constexpr const char* k_mark_all =
    "UPDATE notifications SET read_at = :at WHERE profile_id = :profile AND read_at IS NULL";

}  // namespace

void notify(db::tx& t, std::string_view profile_id, const notice& n) {
  const auto id = core::new_uuid_v7();
  const std::string profile(profile_id), type(n.type), title(n.title), message(n.message);
  const std::string link(n.link.value_or(""));
  soci::indicator link_ind = n.link ? soci::i_ok : soci::i_null;
  const auto at = core::now_iso8601();
  t.execute(k_insert, soci::use(id), soci::use(profile), soci::use(type), soci::use(title),
            soci::use(message), soci::use(link, link_ind), soci::use(at));
}

notification_list list_for(db::pool& db, std::string_view profile_id) {
  const std::string profile(profile_id);
  auto sql = db.acquire();
  notification_list list;
  const int limit = k_list_limit;
  soci::rowset<soci::row> rows = (sql->prepare << k_page, soci::use(profile), soci::use(limit));
  for (const auto& r : rows) {
    list.notifications.push_back({.id = r.get<std::string>(0),
                                  .type = r.get<std::string>(1),
                                  .title = r.get<std::string>(2),
                                  .message = r.get<std::string>(3),
                                  .link = db::text_at(r, 4),
                                  .created_at = r.get<std::string>(5),
                                  .is_read = r.get_indicator(6) != soci::i_null});
  }
  *sql << k_count_unread, soci::use(profile), soci::into(list.unread);
  return list;
}

long long unread_count(soci::session& sql, std::string_view profile_id) {
  const std::string profile(profile_id);
  long long unread = 0;
  sql << k_count_unread, soci::use(profile), soci::into(unread);
  return unread;
}

bool mark_read(db::writer& writer, std::string_view profile_id, std::string_view notification_id) {
  const std::string profile(profile_id), id(notification_id);
  const auto at = core::now_iso8601();
  return writer.run([&](db::tx& t) {
    return t.execute(k_mark_one, soci::use(at), soci::use(id), soci::use(profile)) == 1;
  });
}

void mark_read_linked(db::tx& t, std::string_view profile_id, std::string_view link) {
  const std::string profile(profile_id), target(link);
  const auto at = core::now_iso8601();
  t.execute(k_mark_linked, soci::use(at), soci::use(profile), soci::use(target));
}

void mark_all_read(db::writer& writer, std::string_view profile_id) {
  const std::string profile(profile_id);
  const auto at = core::now_iso8601();
  writer.run([&](db::tx& t) { t.execute(k_mark_all, soci::use(at), soci::use(profile)); });
}

}  // namespace sangam::features::notifications
