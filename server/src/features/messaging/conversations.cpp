#include "features/messaging/conversations.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/personal_data.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/settings.hpp"
#include "features/profiles/summaries.hpp"

namespace sangam::features::messaging {
namespace {

constexpr const char* k_open =
    "INSERT INTO conversations (id, created_at) VALUES (:id, :at) ON CONFLICT (id) DO NOTHING";
constexpr const char* k_open_member =
    "INSERT INTO conversation_members (conversation_id, member_id, other_id)"
    " VALUES (:c, :m, :o) ON CONFLICT (conversation_id, member_id) DO NOTHING";
constexpr const char* k_other =
    "SELECT other_id FROM conversation_members WHERE conversation_id = :c AND member_id = :m";
constexpr const char* k_count_members =
    "SELECT COUNT(*) FROM conversation_members WHERE conversation_id = :c";
// The other member first; their summary is the profiles feature's (read in one more query).
constexpr const char* k_list =
    "SELECT cm.other_id, cm.conversation_id, cm.read_seq, COALESCE(o.read_seq, 0), c.created_at,"
    " m.id, m.seq, m.sender_id, m.client_id, m.body, m.created_at,"
    " (SELECT COUNT(*) FROM messages u WHERE u.conversation_id = cm.conversation_id"
    " AND u.seq > cm.read_seq AND u.sender_id <> :me)"
    " FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id"
    " LEFT JOIN conversation_members o ON o.conversation_id = cm.conversation_id"
    " AND o.member_id = cm.other_id"
    " LEFT JOIN messages m ON m.conversation_id = c.id AND m.seq = c.last_seq"
    " WHERE cm.member_id = :me2"
    " ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC";
#define SANGAM_MESSAGE_COLUMNS \
  "SELECT id, seq, sender_id, client_id, body, created_at FROM messages"
constexpr const char* k_page_newest =
    SANGAM_MESSAGE_COLUMNS " WHERE conversation_id = :c ORDER BY seq DESC LIMIT :n";
constexpr const char* k_page_before = SANGAM_MESSAGE_COLUMNS
    " WHERE conversation_id = :c AND seq < :before ORDER BY seq DESC LIMIT :n";
constexpr const char* k_page_after =
    SANGAM_MESSAGE_COLUMNS " WHERE conversation_id = :c AND seq > :after ORDER BY seq ASC LIMIT :n";
constexpr const char* k_at_seq = SANGAM_MESSAGE_COLUMNS " WHERE conversation_id = :c AND seq = :s";
#undef SANGAM_MESSAGE_COLUMNS
// Takes the next number and, on PostgreSQL, holds the conversation's row until commit, so that two
// sends to one conversation number their messages one after the other (SQLite has one writer).
constexpr const char* k_next_seq =
    "UPDATE conversations SET last_seq = last_seq + 1, last_message_at = :at WHERE id = :c"
    " RETURNING last_seq";
// Gives the number back when the client id turned out to be a retry's.
constexpr const char* k_return_seq =
    "UPDATE conversations SET last_seq = last_seq - 1,"
    " last_message_at = (SELECT created_at FROM messages WHERE conversation_id = :c AND seq = :s)"
    " WHERE id = :c2";
constexpr const char* k_by_client =
    "SELECT id, seq, body, created_at FROM messages"
    " WHERE conversation_id = :c AND sender_id = :s AND client_id = :k";
constexpr const char* k_last_seq = "SELECT last_seq FROM conversations WHERE id = :c";
// Stores nothing for a client id the sender used before in this conversation (a retry).
constexpr const char* k_insert =
    "INSERT INTO messages (id, conversation_id, seq, sender_id, client_id, body, created_at)"
    " VALUES (:id, :c, :seq, :s, :k, :body, :at)"
    " ON CONFLICT (conversation_id, sender_id, client_id) DO NOTHING";
// The first unread message since the member last read: the bell item, and the start of the wait
// before the e-mail (unread_mail.hpp). Changes a row only for that first one.
constexpr const char* k_set_notified =
    "UPDATE conversation_members SET notified = 1, unread_since = :at"
    " WHERE conversation_id = :c AND member_id = :m AND notified = 0";
constexpr const char* k_read_seq =
    "SELECT read_seq FROM conversation_members WHERE conversation_id = :c AND member_id = :m";
constexpr const char* k_set_read =
    "UPDATE conversation_members SET read_seq = :seq, notified = 0, unread_since = NULL"
    " WHERE conversation_id = :c AND member_id = :m";
constexpr const char* k_partners = "SELECT other_id FROM conversation_members WHERE member_id = :m";

message_row read_message(const soci::row& r, std::size_t at, std::string conversation_id) {
  return {.id = r.get<std::string>(at),
          .conversation_id = std::move(conversation_id),
          .seq = db::integer_at(r, at + 1),
          .sender_id = r.get<std::string>(at + 2),
          .client_id = r.get<std::string>(at + 3),
          .body = r.get<std::string>(at + 4),
          .sent_at = r.get<std::string>(at + 5)};
}

// Not the caller's conversation: 404 when nobody's, 403 when two other members'.
[[noreturn]] void refuse(soci::session& sql, const std::string& conversation_id) {
  long long members = 0;
  sql << k_count_members, soci::use(conversation_id), soci::into(members);
  if (members == 0) throw core::api_error::not_found();
  throw core::api_error(403, "not_a_member", "This conversation is not yours.");
}

// The conversations with their other member's summary, read in one query; a conversation whose
// other member has no profile is left out.
std::vector<conversation_row> with_members(soci::session& sql, std::vector<conversation_row> list,
                                           std::span<const std::string> others) {
  std::unordered_map<std::string, profiles::member_summary> members;
  for (auto& m : profiles::summaries_of(sql, others)) members.emplace(m.id, std::move(m));
  std::vector<conversation_row> shown;
  shown.reserve(list.size());
  for (auto& row : list) {
    const auto it = members.find(row.member.id);
    if (it == members.end()) continue;
    row.member = it->second;
    shown.push_back(std::move(row));
  }
  return shown;
}

std::string conversation_link(std::string_view conversation_id) {
  return fmt::format("/inbox/{}", conversation_id);
}

}  // namespace

void open_conversation(db::tx& t, std::string_view connection_id, std::string_view member_a,
                       std::string_view member_b, std::string_view at) {
  const std::string id(connection_id), a(member_a), b(member_b), when(at);
  t.execute(k_open, soci::use(id), soci::use(when));
  t.execute(k_open_member, soci::use(id), soci::use(a), soci::use(b));
  t.execute(k_open_member, soci::use(id), soci::use(b), soci::use(a));
}

membership member_of(soci::session& sql, std::string_view conversation_id,
                     std::string_view member_id) {
  membership m{.conversation_id = std::string(conversation_id),
               .member_id = std::string(member_id)};
  sql << k_other, soci::use(m.conversation_id), soci::use(m.member_id), soci::into(m.other_id);
  if (!sql.got_data()) refuse(sql, m.conversation_id);
  m.closed = m.other_id == k_deleted_member_id ||
             moderation::blocked_between(sql, m.member_id, m.other_id);
  return m;
}

membership member_of(db::tx& t, std::string_view conversation_id, std::string_view member_id) {
  membership m{.conversation_id = std::string(conversation_id),
               .member_id = std::string(member_id)};
  if (!t.fetch(k_other, soci::use(m.conversation_id), soci::use(m.member_id),
               soci::into(m.other_id))) {
    refuse(t.sql(), m.conversation_id);
  }
  m.closed =
      m.other_id == k_deleted_member_id || moderation::blocked_between(t, m.member_id, m.other_id);
  return m;
}

std::vector<conversation_row> list_conversations(db::pool& db, std::string_view member_id) {
  const std::string me(member_id);
  auto sql = db.acquire();
  std::unordered_set<std::string> blocked, blockers;
  for (auto& id : moderation::blocked_either_way(*sql, me)) blocked.insert(std::move(id));
  for (auto& id : moderation::blockers_of(*sql, me)) blockers.insert(std::move(id));
  std::vector<conversation_row> list;
  std::vector<std::string> others;
  {
    soci::rowset<soci::row> rows = (sql->prepare << k_list, soci::use(me), soci::use(me));
    for (const auto& r : rows) {
      auto other = r.get<std::string>(0);
      if (blockers.contains(other)) continue;  // hidden from the blocked side
      conversation_row row{.id = r.get<std::string>(1),
                           .unread = db::integer_at(r, 11),
                           .my_read_seq = db::integer_at(r, 2),
                           .their_read_seq = db::integer_at(r, 3),
                           .connected_at = r.get<std::string>(4)};
      row.closed = blocked.contains(other) || other == k_deleted_member_id;
      if (r.get_indicator(5) == soci::i_ok) row.last_message = read_message(r, 5, row.id);
      row.member.id = other;
      others.push_back(std::move(other));
      list.push_back(std::move(row));
    }
  }
  return with_members(*sql, std::move(list), others);
}

message_page page_messages(soci::session& sql, std::string_view conversation_id,
                           const page_request& request) {
  const std::string id(conversation_id);
  const int fetch = request.limit + 1;  // one more tells whether another page follows
  message_page page;
  const auto collect = [&](soci::rowset<soci::row>& rows) {
    for (const auto& r : rows) {
      if (static_cast<int>(page.messages.size()) == request.limit) {
        page.has_more = true;
        break;
      }
      page.messages.push_back(read_message(r, 0, id));
    }
  };
  if (request.after) {
    soci::rowset<soci::row> rows =
        (sql.prepare << k_page_after, soci::use(id), soci::use(*request.after), soci::use(fetch));
    collect(rows);
    return page;
  }
  if (request.before) {
    soci::rowset<soci::row> rows =
        (sql.prepare << k_page_before, soci::use(id), soci::use(*request.before), soci::use(fetch));
    collect(rows);
  } else {
    soci::rowset<soci::row> rows = (sql.prepare << k_page_newest, soci::use(id), soci::use(fetch));
    collect(rows);
  }
  std::reverse(page.messages.begin(), page.messages.end());
  return page;
}

message_page member_page(db::pool& db, std::string_view conversation_id, std::string_view member_id,
                         const page_request& request) {
  auto sql = db.acquire();
  member_of(*sql, conversation_id, member_id);
  return page_messages(*sql, conversation_id, request);
}

sent send_message_to(db::tx& t, const outgoing& m) {
  const auto& c = m.to.conversation_id;
  const auto& me = m.to.member_id;
  if (m.to.closed) {
    throw core::api_error(409, "conversation_closed", "This conversation is closed.");
  }
  // The other member's privacy setting "allowMessages": off, nothing new reaches them.
  if (!profiles::accepts_messages(t, m.to.other_id)) {
    throw core::api_error(403, "messages_off", "This member is not accepting messages right now.");
  }
  sent out;
  out.recipient = m.to.other_id;
  out.message.conversation_id = c;
  out.message.sender_id = me;
  out.message.client_id = m.client_id;
  out.message.sent_at = core::now_iso8601();
  // The number first: the row it holds makes a concurrent retry with the same client id wait,
  // then store nothing below and find this message.
  t.fetch(k_next_seq, soci::use(out.message.sent_at), soci::use(c), soci::into(out.message.seq));
  const auto seq = out.message.seq;
  out.message.id = core::new_uuid_v7();
  if (t.execute(k_insert, soci::use(out.message.id), soci::use(c), soci::use(seq), soci::use(me),
                soci::use(m.client_id), soci::use(m.body), soci::use(out.message.sent_at)) == 0) {
    // A retry of a message already stored: that one stands, and the number goes back.
    t.fetch(k_by_client, soci::use(c), soci::use(me), soci::use(m.client_id),
            soci::into(out.message.id), soci::into(out.message.seq), soci::into(out.message.body),
            soci::into(out.message.sent_at));
    const auto previous = seq - 1;
    t.execute(k_return_seq, soci::use(c), soci::use(previous), soci::use(c));
    return out;
  }
  out.created = true;
  out.message.body = m.body;
  if (t.execute(k_set_notified, soci::use(out.message.sent_at), soci::use(c),
                soci::use(m.to.other_id)) == 1) {
    const auto message = fmt::format("{} sent you a message.", profiles::name_of(t.sql(), me));
    notifications::notify(t, m.to.other_id,
                          {.type = "message",
                           .title = "New message",
                           .message = message,
                           .link = conversation_link(c)});
    out.notified = true;
  }
  return out;
}

long long mark_read(db::tx& t, const membership& m, long long seq) {
  long long current = 0, last = 0;
  t.fetch(k_read_seq, soci::use(m.conversation_id), soci::use(m.member_id), soci::into(current));
  t.fetch(k_last_seq, soci::use(m.conversation_id), soci::into(last));
  const auto next = std::max(current, std::min(seq, last));
  t.execute(k_set_read, soci::use(next), soci::use(m.conversation_id), soci::use(m.member_id));
  notifications::mark_read_linked(t, m.member_id, conversation_link(m.conversation_id));
  return next;
}

std::optional<message_row> message_at(soci::session& sql, std::string_view conversation_id,
                                      long long seq) {
  const std::string id(conversation_id);
  soci::rowset<soci::row> rows = (sql.prepare << k_at_seq, soci::use(id), soci::use(seq));
  for (const auto& r : rows) return read_message(r, 0, id);
  return std::nullopt;
}

message_row message_to_report(db::pool& db, std::string_view conversation_id,
                              std::string_view member_id, long long seq) {
  auto sql = db.acquire();
  const auto who = member_of(*sql, conversation_id, member_id);
  auto message = message_at(*sql, who.conversation_id, seq);
  if (!message) throw core::api_error::not_found();
  if (message->sender_id == member_id) {
    throw core::api_error(400, "own_message", "You cannot report your own message.");
  }
  return std::move(*message);
}

std::vector<std::string> partners_of(soci::session& sql, std::string_view member_id) {
  const std::string me(member_id);
  std::vector<std::string> ids;
  soci::rowset<std::string> rows = (sql.prepare << k_partners, soci::use(me));
  for (const auto& id : rows) ids.push_back(id);
  return ids;
}

message_times message_times_of(soci::session& sql, std::string_view member_id,
                               const std::string& from, const std::string& to) {
  const std::string id(member_id);
  message_times times;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT m.created_at, CASE WHEN m.sender_id = :me THEN 1 ELSE 0 END"
                      " FROM messages m JOIN conversation_members cm ON cm.conversation_id ="
                      " m.conversation_id AND cm.member_id = :me2 WHERE m.created_at >= :from"
                      " AND m.created_at < :to ORDER BY m.created_at",
       soci::use(id), soci::use(id), soci::use(from), soci::use(to));
  for (const auto& r : rows) {
    (db::integer_at(r, 1) == 1 ? times.sent : times.received).push_back(r.get<std::string>(0));
  }
  return times;
}

std::vector<std::pair<std::string, std::string>> recent_writers(soci::session& sql,
                                                                std::string_view member_id,
                                                                int limit) {
  const std::string id(member_id);
  std::vector<std::pair<std::string, std::string>> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT mine.other_id, MAX(m.created_at) AS at FROM (SELECT"
                      " cm.conversation_id, cm.other_id FROM conversation_members cm JOIN"
                      " conversations c ON c.id = cm.conversation_id WHERE cm.member_id = :me"
                      " AND c.last_message_at IS NOT NULL ORDER BY c.last_message_at DESC"
                      " LIMIT 20) mine JOIN messages m ON m.conversation_id ="
                      " mine.conversation_id AND m.sender_id = mine.other_id"
                      " GROUP BY mine.other_id ORDER BY at DESC LIMIT :n",
       soci::use(id), soci::use(limit));
  for (const auto& r : rows) found.emplace_back(r.get<std::string>(0), r.get<std::string>(1));
  return found;
}

}  // namespace sangam::features::messaging
