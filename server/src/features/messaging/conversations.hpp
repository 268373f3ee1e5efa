#pragma once

#include <soci/session.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/pool.hpp"
#include "db/tx.hpp"
#include "features/profiles/summaries.hpp"

namespace sangam::features::messaging {

inline constexpr std::size_t k_body_max = 2000;     // characters, after trimming
inline constexpr std::size_t k_client_id_max = 64;  // characters
inline constexpr int k_default_page = 50;
inline constexpr int k_max_page = 100;

// Opens the conversation of a new connection, in the caller's transaction (again is a no-op).
void open_conversation(db::tx& t, std::string_view connection_id, std::string_view member_a,
                       std::string_view member_b, std::string_view at);

struct message_row final {
  std::string id;
  std::string conversation_id;
  long long seq = 0;
  std::string sender_id;
  std::string client_id;
  std::string body;
  std::string sent_at;
};

// Who may do what with a conversation, as the caller sees it.
struct membership final {
  std::string conversation_id;
  std::string member_id;
  std::string other_id;
  bool closed = false;  // a block between the two, either way
};

// The caller's part in a conversation: api_error 404 when there is no such conversation, 403 when
// it is two other members'. The tx form, for writes, keeps its statements prepared (on
// PostgreSQL an unprepared row set costs three round trips: prepare, execute, deallocate).
membership member_of(soci::session& sql, std::string_view conversation_id,
                     std::string_view member_id);
membership member_of(db::tx& t, std::string_view conversation_id, std::string_view member_id);

struct conversation_row final {
  std::string id;
  profiles::member_summary member;
  std::optional<message_row> last_message;
  long long unread = 0;
  long long my_read_seq = 0;
  long long their_read_seq = 0;
  bool closed = false;
  std::string connected_at;
};

// The member's conversations, newest activity first; hidden: those whose other member blocked
// the caller.
std::vector<conversation_row> list_conversations(db::pool& db, std::string_view member_id);

struct page_request final {
  std::optional<long long> before;  // older than this seq
  std::optional<long long> after;   // newer than this seq
  int limit = k_default_page;
};
struct message_page final {
  std::vector<message_row> messages;  // ascending seq
  bool has_more = false;
};
message_page page_messages(soci::session& sql, std::string_view conversation_id,
                           const page_request& request);
// A page of the member's conversation: api_error as member_of.
message_page member_page(db::pool& db, std::string_view conversation_id, std::string_view member_id,
                         const page_request& request);

struct outgoing final {
  membership to;
  std::string client_id;
  std::string body;  // already checked
};
struct sent final {
  message_row message;
  std::string recipient;  // the other member
  bool created = false;   // false: the client id was seen before; this is the stored message
  bool notified = false;  // a new message notification was raised for the other member
};
// In the caller's transaction: the next seq, the message, and (once until read) a message
// notification for the other member. 409 conversation_closed after a block.
sent send_message_to(db::tx& t, const outgoing& m);

// Moves the member's read position up to `seq` (never back, never past the last message) and
// lets a new message notify again. Returns the position.
long long mark_read(db::tx& t, const membership& m, long long seq);

// The message at `seq`, for a report; nullopt when there is none.
std::optional<message_row> message_at(soci::session& sql, std::string_view conversation_id,
                                      long long seq);
// The message at `seq` of the member's conversation, which the member may report: api_error as
// member_of, 404 when there is no such message, 400 own_message when the member wrote it.
message_row message_to_report(db::pool& db, std::string_view conversation_id,
                              std::string_view member_id, long long seq);

// The member's conversation partners (for presence).
std::vector<std::string> partners_of(soci::session& sql, std::string_view member_id);

// When the member sent messages, and when the others in their conversations wrote to them, from
// `from` to before `to` (ISO 8601), each in order: the analytics' engagement.
struct message_times final {
  std::vector<std::string> sent;
  std::vector<std::string> received;
};
message_times message_times_of(soci::session& sql, std::string_view member_id,
                               const std::string& from, const std::string& to);

// Who wrote to the member lately, each once with their latest message (writer, when), newest
// first; from the member's 20 most recently active conversations.
std::vector<std::pair<std::string, std::string>> recent_writers(soci::session& sql,
                                                                std::string_view member_id,
                                                                int limit);

}  // namespace sangam::features::messaging
