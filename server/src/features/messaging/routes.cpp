#include "features/messaging/routes.hpp"

#include <nlohmann/json.hpp>

#include <charconv>
#include <limits>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/discover/members_repo.hpp"
#include "features/messaging/conversations.hpp"
#include "features/moderation/reports.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::messaging {
namespace {

using nlohmann::json;

constexpr int k_max_seq = std::numeric_limits<int>::max();

json to_json(const message_row& m, std::string_view viewer) {
  return {{"id", m.id},
          {"conversationId", m.conversation_id},
          {"seq", m.seq},
          {"senderId", m.sender_id},
          {"body", m.body},
          {"sentAt", m.sent_at},
          {"clientId", m.sender_id == viewer ? json(m.client_id) : json(nullptr)}};
}

json to_json(const conversation_row& c, std::string_view viewer) {
  return {{"id", c.id},
          {"member", discover::to_json(c.member)},
          {"lastMessage", c.last_message ? to_json(*c.last_message, viewer) : json(nullptr)},
          {"unread", c.unread},
          {"myReadSeq", c.my_read_seq},
          {"theirReadSeq", c.their_read_seq},
          {"online", false},
          {"closed", c.closed},
          {"connectedAt", c.connected_at}};
}

// The message a member wants to send, checked: the client id and the trimmed body.
outgoing read_outgoing(const json& body) {
  core::field_errors errors;
  outgoing out;
  out.client_id = http::string_or_empty(body, "clientId");
  if (out.client_id.empty() || core::utf8_length(out.client_id) > k_client_id_max) {
    errors["clientId"] = "A message needs a client id of 1 to 64 characters.";
  }
  const auto text = body.find("body");
  if (text == body.end() || !text->is_string() ||
      core::trim(text->get_ref<const std::string&>()).empty()) {
    errors["body"] = "Write a message.";
  } else {
    out.body = std::string(core::trim(text->get_ref<const std::string&>()));
    if (core::utf8_length(out.body) > k_body_max) {
      errors["body"] = "A message can be at most 2000 characters.";
    }
  }
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return out;
}

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
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  // Per member, not per address: members behind one office address each get their own.
  auto& sends = ctx.limits.get("messages", 60, std::chrono::seconds(10));
  auto& reports = ctx.limits.get("reports", 20, std::chrono::hours(1));

  routes.add(http::method::get, "/api/conversations", [&db](const http::request& req) {
    auto list = json::array();
    for (const auto& c : list_conversations(db, req.subject)) {
      list.push_back(to_json(c, req.subject));
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

  // Checked on the network thread, then stored by the writer: no thread waits for the commit.
  routes.add(http::method::post, "/api/conversations/:id/messages",
             [&writer, &sends](const http::request& req, http::reply reply) {
               if (const auto decision = sends.take(req.subject); !decision.allowed) {
                 return reply(http::rate_limited_response(decision.retry_after));
               }
               auto message = read_outgoing(http::parse_json_object(req));
               message.to.conversation_id = std::string(req.param("id"));
               message.to.member_id = req.subject;
               auto result = std::make_shared<sent>();
               writer.post(
                   [message = std::move(message), result](db::tx& t) mutable {
                     message.to =
                         member_of(t.sql(), message.to.conversation_id, message.to.member_id);
                     *result = send_message(t, message);
                   },
                   [reply = std::move(reply), result](std::exception_ptr error) {
                     if (error) return reply.fail(std::move(error));
                     reply(http::json_response(
                         result->created ? 201 : 200,
                         {{"message", to_json(result->message, result->message.sender_id)}}));
                   });
             },
             {.blocking = false});

  routes.add(
      http::method::post, "/api/conversations/:id/read",
      [&writer](const http::request& req, http::reply reply) {
        const auto body = http::parse_json_object(req);
        const auto seq = body.find("seq");
        if (seq == body.end() || !seq->is_number_integer() || seq->get<long long>() < 0) {
          throw core::api_error::validation({{"seq", "Say up to which message you have read."}});
        }
        auto position = std::make_shared<long long>(seq->get<long long>());
        writer.post(
            [id = std::string(req.param("id")), me = req.subject, position](db::tx& t) {
              *position = mark_read(t, member_of(t.sql(), id, me), *position);
            },
            [reply = std::move(reply), position](std::exception_ptr error) {
              if (error) return reply.fail(std::move(error));
              reply(http::json_response(200, {{"readSeq", *position}}));
            });
      },
      {.blocking = false});

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
}

}  // namespace sangam::features::messaging
