#include "features/messaging/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <limits>
#include <map>
#include <memory>

#include "core/error.hpp"
#include "features/background.hpp"
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

// The longest wait between two looks for messages left unread long enough for an e-mail, in
// milliseconds (it also looks when the oldest one falls due).
constexpr setting k_unread_mail_look{
    .name = "SANGAM_UNREAD_MAIL_LOOK_MS", .fallback = 30000, .min = 10, .max = 3600000};

using http::request;
using http::response;
using nlohmann::json;

constexpr int k_max_seq = std::numeric_limits<int>::max();

struct services final {
  context ctx;
  // Per member, not per address: members behind one office address each get their own.
  http::rate_limiter& sends;
  std::shared_ptr<live> hub;
  std::shared_ptr<resume_lane> resumes;
};

// The message number in the path; 0 (no message has it: 404 once the member is known to be
// in the conversation) when it is not a positive number.
long long seq_param(std::string_view text) {
  long long value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc{} && end == text.data() + text.size() && value >= 1 ? value : 0;
}

page_request page_of(const request& req) {
  page_request page;
  page.limit = http::int_query_param(req.query, "limit", k_default_page, 1, k_max_page);
  const int before = http::int_query_param(req.query, "before", 0, 1, k_max_seq);
  const int after = http::int_query_param(req.query, "after", -1, 0, k_max_seq);
  if (before > 0) page.before = before;
  if (after >= 0) page.after = after;
  if (page.before && page.after) {
    throw core::api_error::validation({{"before", "Ask for messages before or after, not both."}});
  }
  return page;
}

bool flag_field(const json& body, const char* name, const char* problem) {
  const auto it = body.find(name);
  if (it == body.end() || !it->is_boolean()) throw core::api_error::validation({{name, problem}});
  return it->get<bool>();
}

response conversations(const services& s, const request& req) {
  auto list = json::array();
  for (const auto& c : list_conversations(s.ctx.db, req.subject)) {
    list.push_back(to_json(c, req.subject, s.hub->online(c.member.id)));
  }
  return http::json_response(200, {{"conversations", std::move(list)}});
}

response messages(const services& s, const request& req) {
  const auto found = member_page(s.ctx.db, req.param("id"), req.subject, page_of(req));
  auto list = json::array();
  for (const auto& m : found.messages) list.push_back(to_json(m, req.subject));
  return http::json_response(200, {{"messages", std::move(list)}, {"hasMore", found.has_more}});
}

// Checked, then stored by the writer: no thread waits for the commit.
void send(const services& s, const request& req, http::reply reply) {
  if (const auto decision = s.sends.take(req.subject); !decision.allowed) {
    return reply(http::rate_limited_response(decision.retry_after));
  }
  auto message = read_outgoing(http::parse_json_object(req));
  message.to.conversation_id = std::string(req.param("id"));
  message.to.member_id = req.subject;
  commit_then_reply(
      s.ctx.writer, std::move(reply),
      [message = std::move(message), hub = s.hub](db::tx& t) mutable {
        stored_send stored;
        store_send(t, std::move(message), *hub, stored);
        return stored;
      },
      [](const stored_send& stored) {
        const auto& m = stored.result.message;
        return http::json_response(stored.result.created ? 201 : 200,
                                   {{"message", to_json(m, m.sender_id)}});
      },
      [hub = s.hub](const stored_send& stored) { announce_send(*hub, stored); });
}

struct read_position final {
  membership who;
  long long seq = 0;
};

void mark_as_read(const services& s, const request& req, http::reply reply) {
  const auto body = http::parse_json_object(req);
  const auto seq = body.find("seq");
  if (seq == body.end() || !seq->is_number_integer() || seq->get<long long>() < 0) {
    throw core::api_error::validation({{"seq", "Say up to which message you have read."}});
  }
  commit_then_reply(
      s.ctx.writer, std::move(reply),
      [id = std::string(req.param("id")), me = req.subject,
       asked = seq->get<long long>()](db::tx& t) {
        auto who = member_of(t, id, me);
        const auto position = mark_read(t, who, asked);
        return read_position{std::move(who), position};
      },
      [](const read_position& read) {
        return http::json_response(200, {{"readSeq", read.seq}});
      },
      [hub = s.hub](const read_position& read) {
        hub->read(read.who.conversation_id, read.who.member_id, read.who.other_id, read.seq);
      });
}

response report(const services& s, const request& req) {
  const auto body = http::parse_json_object(req);
  moderation::new_report report{.reporter_id = req.subject};
  moderation::read_reason(body, report);
  const auto message =
      message_to_report(s.ctx.db, req.param("id"), req.subject, seq_param(req.param("seq")));
  report.target_id = message.sender_id;
  report.message_id = message.id;
  report.message_body = message.body;
  const auto id = moderation::file_report(s.ctx.writer, report);
  return http::json_response(201, {{"id", id}, {"status", "open"}});
}

// The e-mail about a message left unread (unread_mail.hpp): the member's switch.
response mail_setting(const services& s, const request& req) {
  return http::json_response(
      200, {{"emailUnread", wants_unread_mail(*s.ctx.db.acquire(), req.subject)}});
}

void change_mail_setting(const services& s, const request& req, http::reply reply) {
  const bool on = flag_field(http::parse_json_object(req), "emailUnread",
                             "Say whether to e-mail you: true or false.");
  commit_then_reply(
      s.ctx.writer, std::move(reply),
      [me = req.subject, on](db::tx& t) { set_unread_mail(t, me, on); },
      [on] {
        return http::json_response(200, {{"emailUnread", on}});
      });
}

// The live channel (docs/messaging.md, "WebSocket"). Opened on a worker: what the socket needs
// to know of the member's conversations is read here, once.
std::shared_ptr<http::socket_listener> open_socket(const services& s, const request& req,
                                                   std::shared_ptr<http::socket_peer> peer) {
  std::map<std::string, std::string, std::less<>> conversations;
  std::vector<std::string> partners;
  for (auto& c : list_conversations(s.ctx.db, req.subject)) {
    if (c.closed) continue;
    partners.push_back(c.member.id);
    conversations.emplace(std::move(c.id), std::move(c.member.id));
  }
  auto socket = std::make_shared<member_socket>(s.ctx.db, s.ctx.writer, *s.hub, *s.resumes, s.sends,
                                                peer, std::move(conversations));
  s.hub->attach(peer, std::move(partners));
  return socket;
}

void declare_personal_data(const context& ctx) {
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
}

// A block cuts the pair's presence, typing and read receipts on sockets already open; the
// unread mailer runs once the server listens and its address is known.
void subscribe(const context& ctx, const std::shared_ptr<live>& hub) {
  ctx.events.subscribe(topics::block_changed,
                       [hub](std::string_view blocker) { hub->blocks_changed(blocker); });
  ctx.events.subscribe(topics::presence_setting_changed, [hub](std::string_view member) {
    hub->presence_setting_changed(std::string(member));
  });
  const auto interval = std::chrono::milliseconds(k_unread_mail_look.of(ctx.config));
  run_once_started(
      ctx, "unread message e-mail",
      [&db = ctx.db, &writer = ctx.writer, url = ctx.public_url, interval] {
        return mail_unread_pass(db, writer, url(), interval);
      },
      interval);
}

using http::method;
constexpr auto queued = http::database_use::queued;
constexpr limit k_reports{.name = "reports",
                          .capacity = [](const core::config&) { return 20u; },
                          .period = std::chrono::hours(1)};
constexpr route<services> k_routes[] = {
    {.verb = method::get, .path = "/api/conversations", .answer = &conversations},
    {.verb = method::get, .path = "/api/conversations/:id/messages", .answer = &messages},
    {.verb = method::post,
     .path = "/api/conversations/:id/messages",
     .answer_later = &send,
     .database = queued},
    {.verb = method::post,
     .path = "/api/conversations/:id/read",
     .answer_later = &mark_as_read,
     .database = queued},
    {.verb = method::post,
     .path = "/api/conversations/:id/messages/:seq/report",
     .answer = &report,
     .limiter = &k_reports},
    {.verb = method::get, .path = "/api/messaging/settings", .answer = &mail_setting},
    {.verb = method::put,
     .path = "/api/messaging/settings",
     .answer_later = &change_mail_setting,
     .database = queued},
};

void install(http::router& routes, const context& ctx) {
  declare_personal_data(ctx);
  // Lives as long as the routes that hold it.
  auto hub = std::make_shared<live>(ctx.db, ctx.live.get("sangam_messaging"));
  subscribe(ctx, hub);
  const auto s = std::make_shared<const services>(
      services{.ctx = ctx,
               .sends = ctx.limits.get("messages", 60, std::chrono::seconds(10)),
               .hub = hub,
               .resumes = std::make_shared<resume_lane>()});
  add_routes(routes, ctx, s, k_routes);
  routes.add_socket("/api/ws", [s](const request& req, std::shared_ptr<http::socket_peer> peer) {
    return open_socket(*s, req, std::move(peer));
  });
}

}  // namespace

const feature k_feature{.name = "messaging", .install = &install};

}  // namespace sangam::features::messaging
