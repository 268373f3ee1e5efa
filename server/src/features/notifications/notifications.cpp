#include "features/notifications/notifications.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"

namespace sangam::features::notifications {
namespace {

// The member's switch for the kind, in the same statement: no extra round trip per notice.
#define SANGAM_INSERT_UNLESS_OFF(column)                                               \
  "INSERT INTO notifications (id, profile_id, type, title, message, link, created_at)" \
  " SELECT :id, :profile, :type, :title, :message, :link, :at WHERE NOT EXISTS"        \
  " (SELECT 1 FROM notification_settings WHERE member_id = :profile2 AND " column " = 0)"
constexpr const char* k_insert_connection = SANGAM_INSERT_UNLESS_OFF("new_connections");
constexpr const char* k_insert_message = SANGAM_INSERT_UNLESS_OFF("messages");
constexpr const char* k_insert_profile_view = SANGAM_INSERT_UNLESS_OFF("profile_views");
#undef SANGAM_INSERT_UNLESS_OFF
constexpr const char* k_insert_always =
    "INSERT INTO notifications (id, profile_id, type, title, message, link, created_at)"
    " VALUES (:id, :profile, :type, :title, :message, :link, :at)";
constexpr const char* k_select_preferences =
    "SELECT new_connections, messages, profile_views, weekly_digest, email_notifications"
    " FROM notification_settings WHERE member_id = :m";
constexpr const char* k_save_preferences =
    "INSERT INTO notification_settings (member_id, new_connections, messages, profile_views,"
    " weekly_digest, email_notifications, updated_at) VALUES (:m, :c, :msg, :v, :w, :e, :at)"
    " ON CONFLICT (member_id) DO UPDATE SET new_connections = excluded.new_connections,"
    " messages = excluded.messages, profile_views = excluded.profile_views,"
    " weekly_digest = excluded.weekly_digest, email_notifications = excluded.email_notifications,"
    " updated_at = excluded.updated_at";

const char* insert_for(std::string_view type) {
  if (type == "match" || type == "connection") return k_insert_connection;
  if (type == "message") return k_insert_message;
  if (type == "profile_view") return k_insert_profile_view;
  return k_insert_always;
}
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
  const char* insert = insert_for(type);
  if (insert == k_insert_always) {
    t.execute(insert, soci::use(id), soci::use(profile), soci::use(type), soci::use(title),
              soci::use(message), soci::use(link, link_ind), soci::use(at));
  } else {
    t.execute(insert, soci::use(id), soci::use(profile), soci::use(type), soci::use(title),
              soci::use(message), soci::use(link, link_ind), soci::use(at), soci::use(profile));
  }
}

preferences preferences_of(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  int c = 1, m = 1, v = 1, w = 1, e = 1;
  sql << k_select_preferences, soci::use(id), soci::into(c), soci::into(m), soci::into(v),
      soci::into(w), soci::into(e);
  return {.new_connections = c != 0,
          .messages = m != 0,
          .profile_views = v != 0,
          .weekly_digest = w != 0,
          .email = e != 0};
}

void save_preferences(db::tx& t, std::string_view profile_id, const preferences& p) {
  const std::string id(profile_id);
  const int c = p.new_connections, m = p.messages, v = p.profile_views, w = p.weekly_digest,
            e = p.email;
  t.execute(k_save_preferences, soci::use(id), soci::use(c), soci::use(m), soci::use(v),
            soci::use(w), soci::use(e), soci::use(core::now_iso8601()));
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
