#include "features/messaging/routes.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <limits>

#include "core/error.hpp"
#include "features/commit.hpp"
#include "features/messaging/conversations.hpp"
#include "features/messaging/live.hpp"
#include "features/messaging/member_socket.hpp"
#include "features/messaging/unread_mail.hpp"
#include "features/messaging/wire.hpp"
#include "features/moderation/reports.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::messaging {
namespace {

using nlohmann::json;

constexpr int k_max_seq = std::numeric_limits<int>::max();

long long seq_param(std::string_view text) {
  long long value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < 1) {
    throw core::api_error::not_found();
  }
  return value;
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add_unrelated("conversations", "ids and counters of conversations");
  // The other side keeps the conversation, now with the stand-in "Deleted member"; so do the
  // messages the erased member sent.
  ctx.personal.add(
      {.table = "conversation_members",
       .rows = "member_id = :member",
       .erase = {"DELETE FROM conversation_members WHERE member_id = :member",
                 fmt::format("UPDATE conversation_members SET other_id = '{}' WHERE other_id = "
                             ":member",
                             k_deleted_member_id)}});
  ctx.personal.add({.table = "messages",
                    .rows = "conversation_id IN (SELECT conversation_id FROM conversation_members"
                            " WHERE member_id = :member)",
                    .erase = {fmt::format("UPDATE messages SET sender_id = '{}', client_id = id"
                                          " WHERE sender_id = :member",
                                          k_deleted_member_id)}});
  ctx.personal.add({.table = "message_mail_opt_outs", .rows = "member_id = :member"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  // Per member, not per address: members behind one office address each get their own.
  auto& sends = ctx.limits.get("messages", 60, std::chrono::seconds(10));
  auto& reports = ctx.limits.get("reports", 20, std::chrono::hours(1));
  // Lives as long as the routes that capture it.
  auto hub = std::make_shared<live>(db, ctx.live.get("sangam_messaging"));
  auto resumes = std::make_shared<resume_lane>();

  routes.add(http::method::get, "/api/conversations", [&db, hub](const http::request& req) {
    auto list = json::array();
    for (const auto& c : list_conversations(db, req.subject)) {
      list.push_back(to_json(c, req.subject, hub->online(c.member.id)));
    }
    return http::json_response(200, {{"conversations", std::move(list)}});
  });

  routes.add(http::method::get, "/api/conversations/:id/messages", [&db](const http::request& req) {
    page_request page;
    page.limit = http::int_query_param(req.query, "limit", k_default_page, 1, k_max_page);
    const int before = http::int_query_param(req.query, "before", 0, 1, k_max_seq);
    const int after = http::int_query_param(req.query, "after", -1, 0, k_max_seq);
    if (before > 0) page.before = before;
    if (after >= 0) page.after = after;
    if (page.before && page.after) {
      throw core::api_error::validation(
          {{"before", "Ask for messages before or after, not both."}});
    }
    auto sql = db.acquire();
    member_of(*sql, req.param("id"), req.subject);
    const auto found = page_messages(*sql, req.param("id"), page);
    auto messages = json::array();
    for (const auto& m : found.messages) messages.push_back(to_json(m, req.subject));
    return http::json_response(200,
                               {{"messages", std::move(messages)}, {"hasMore", found.has_more}});
  });

  // Checked, then stored by the writer: no thread waits for the commit.
  routes.add(http::method::post, "/api/conversations/:id/messages",
             [&writer, &sends, hub](const http::request& req, http::reply reply) {
               if (const auto decision = sends.take(req.subject); !decision.allowed) {
                 return reply(http::rate_limited_response(decision.retry_after));
               }
               auto message = read_outgoing(http::parse_json_object(req));
               message.to.conversation_id = std::string(req.param("id"));
               message.to.member_id = req.subject;
               commit_then_reply(
                   writer, std::move(reply),
                   [message = std::move(message), hub](db::tx& t) mutable {
                     stored_send stored;
                     store_send(t, std::move(message), *hub, stored);
                     return stored;
                   },
                   [](const stored_send& stored) {
                     const auto& m = stored.result.message;
                     return http::json_response(stored.result.created ? 201 : 200,
                                                {{"message", to_json(m, m.sender_id)}});
                   },
                   [hub](const stored_send& stored) { announce_send(*hub, stored); });
             },
             {.database = http::database_use::queued});

  routes.add(
      http::method::post, "/api/conversations/:id/read",
      [&writer, hub](const http::request& req, http::reply reply) {
        const auto body = http::parse_json_object(req);
        const auto seq = body.find("seq");
        if (seq == body.end() || !seq->is_number_integer() || seq->get<long long>() < 0) {
          throw core::api_error::validation({{"seq", "Say up to which message you have read."}});
        }
        commit_then_reply(
            writer, std::move(reply),
            [id = std::string(req.param("id")), me = req.subject,
             asked = seq->get<long long>()](db::tx& t) {
              const auto who = member_of(t, id, me);
              return std::pair{who, mark_read(t, who, asked)};
            },
            [](const std::pair<membership, long long>& read) {
              return http::json_response(200, {{"readSeq", read.second}});
            },
            [hub](const std::pair<membership, long long>& read) {
              const auto& [who, position] = read;
              hub->read(who.conversation_id, who.member_id, who.other_id, position);
            });
      },
      {.database = http::database_use::queued});

  routes.add(http::method::post, "/api/conversations/:id/messages/:seq/report",
             [&db, &writer](const http::request& req) {
               const auto body = http::parse_json_object(req);
               moderation::new_report report{.reporter_id = req.subject};
               moderation::read_reason(body, report);
               {
                 auto sql = db.acquire();
                 const auto who = member_of(*sql, req.param("id"), req.subject);
                 const auto message =
                     message_at(*sql, who.conversation_id, seq_param(req.param("seq")));
                 if (!message) throw core::api_error::not_found();
                 if (message->sender_id == req.subject) {
                   throw core::api_error(400, "own_message", "You cannot report your own message.");
                 }
                 report.target_id = message->sender_id;
                 report.message_id = message->id;
                 report.message_body = message->body;
               }
               const auto id = moderation::file_report(writer, report);
               return http::json_response(201, {{"id", id}, {"status", "open"}});
             },
             {.limiter = &reports});

  // The e-mail about a message left unread (unread_mail.hpp): the member's switch, and the mailer,
  // started once the server listens and its address is known.
  routes.add(http::method::get, "/api/messaging/settings", [&db](const http::request& req) {
    return http::json_response(200,
                               {{"emailUnread", wants_unread_mail(*db.acquire(), req.subject)}});
  });
  routes.add(http::method::put, "/api/messaging/settings",
             [&writer](const http::request& req, http::reply reply) {
               const auto body = http::parse_json_object(req);
               const auto on = body.find("emailUnread");
               if (on == body.end() || !on->is_boolean()) {
                 throw core::api_error::validation(
                     {{"emailUnread", "Say whether to e-mail you: true or false."}});
               }
               commit_then_reply(
                   writer, std::move(reply),
                   [me = req.subject, value = on->get<bool>()](db::tx& t) {
                     set_unread_mail(t, me, value);
                   },
                   [value = on->get<bool>()] {
                     return http::json_response(200, {{"emailUnread", value}});
                   });
             },
             {.database = http::database_use::queued});
  // A block cuts the pair's presence, typing and read receipts on sockets already open.
  ctx.events.subscribe(topics::block_changed,
                       [hub](std::string_view blocker) { hub->blocks_changed(blocker); });
  ctx.events.subscribe(topics::presence_setting_changed, [hub](std::string_view member) {
    hub->presence_setting_changed(std::string(member));
  });
  auto mailer = std::make_shared<std::unique_ptr<unread_mailer>>();
  ctx.events.subscribe(topics::server_started,
                       [mailer, &db, &writer, url = ctx.public_url,
                        interval = ctx.config.unread_mail_interval](std::string_view) {
                         if (!*mailer)
                           *mailer = std::make_unique<unread_mailer>(db, writer, url(), interval);
                       });

  // The live channel (docs/messaging.md, "WebSocket"). Opened on a worker: what the socket needs
  // to know of the member's conversations is read here, once.
  routes.add_socket("/api/ws",
                    [&db, &writer, &sends, hub, resumes](const http::request& req,
                                                         std::shared_ptr<http::socket_peer> peer) {
                      std::map<std::string, std::string, std::less<>> conversations;
                      std::vector<std::string> partners;
                      for (auto& c : list_conversations(db, req.subject)) {
                        if (c.closed) continue;
                        partners.push_back(c.member.id);
                        conversations.emplace(std::move(c.id), std::move(c.member.id));
                      }
                      auto socket = std::make_shared<member_socket>(
                          db, writer, *hub, *resumes, sends, peer, std::move(conversations));
                      hub->attach(peer, std::move(partners));
                      return socket;
                    });
}

}  // namespace sangam::features::messaging
