#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"

namespace sangam::features::notifications {

struct notice final {
  std::string_view type;  // match, message, connection, pitch, profile_view or event
  std::string_view title;
  std::string_view message;
  std::optional<std::string_view> link;  // a path in the web app
};

// Written with the caller's session, so it commits (or not) with the caller's transaction.
// Nothing is written when the member turned that kind of notice off (see preferences).
void notify(db::tx& t, std::string_view profile_id, const notice& n);

// Which bell items and e-mails a member wants (SPEC section 3 settings, "notifications"). A match
// or a connection is a new connection; pitches and their answers always ring.
struct preferences final {
  bool new_connections = true;
  bool messages = true;
  bool profile_views = true;
  bool weekly_digest = true;
  bool email = true;  // emailNotifications: no e-mail about activity at all when off
};
preferences preferences_of(soci::session& sql, std::string_view profile_id);
void save_preferences(db::tx& t, std::string_view profile_id, const preferences& p);

inline constexpr int k_list_limit = 50;

struct notification_row final {
  std::string id;
  std::string type;
  std::string title;
  std::string message;
  std::optional<std::string> link;
  std::string created_at;
  bool is_read = false;
};

struct notification_list final {
  std::vector<notification_row> notifications;  // newest first, at most k_list_limit
  long long unread = 0;                         // of all the member's notifications
};

notification_list list_for(db::pool& db, std::string_view profile_id);
long long unread_count(soci::session& sql, std::string_view profile_id);

// False when the notification is not the member's (or does not exist).
bool mark_read(db::writer& writer, std::string_view profile_id, std::string_view notification_id);
// Marks read the member's notifications that point at `link` (a conversation once it is read).
void mark_read_linked(db::tx& t, std::string_view profile_id, std::string_view link);
void mark_all_read(db::writer& writer, std::string_view profile_id);

}  // namespace sangam::features::notifications
