#include "features/pitches/request_routes.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <functional>

#include "core/error.hpp"
#include "features/commit.hpp"
#include "features/discover/connect.hpp"
#include "features/investing/introductions.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/requests.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

json person(const discover::member_summary& m) {
  return {{"id", m.id},
          {"name", m.name},
          {"title", http::or_null(m.title)},
          {"company", http::or_null(m.company)},
          {"photoUrl", http::or_null(m.photo_url)}};
}

json to_json(const received& r) {
  auto from = person(r.from);
  from["industry"] = http::or_null(r.from.industry);
  from["location"] = http::or_null(r.from.location);
  from["stage"] = http::or_null(r.stage);
  return {{"id", r.id},
          {"kind", r.kind},
          {"from", std::move(from)},
          {"message", r.message},
          {"pitchDeckLink", http::or_null(r.pitch_deck_link)},
          {"receivedAt", r.received_at}};
}

json to_json(const investing::introduction& i) {
  return {{"id", i.id},
          {"investor", person(i.investor)},
          {"message", http::or_null(i.message)},
          {"status", i.status},
          {"createdAt", i.created_at}};
}

json optional_body(const http::request& req) {
  return req.body.empty() ? json::object() : http::parse_json_object(req);
}

// A cofounder application answered: the sender hears of it; accepted, the two are connected.
std::optional<std::string> answer_cofounder(db::tx& t, const std::string& id, const std::string& me,
                                            answer response,
                                            const std::optional<std::string>& note) {
  const auto sender = answer_application(t, id, me, "cofounder", response, note);
  const auto name = profiles::name_of(t.sql(), me);
  if (response == answer::declined) {
    auto body = fmt::format("{} declined your cofounder application.", name);
    if (note) body += fmt::format(" Their note: \u201c{}\u201d", *note);
    notifications::notify(t, sender,
                          {.type = "connection",
                           .title = "Application declined",
                           .message = body,
                           .link = "/cofounders"});
    return std::nullopt;
  }
  const auto connection = discover::connect_members(t, me, sender, discover::announce::none);
  const auto body = fmt::format("{} accepted your cofounder application. Say hello!", name);
  const auto link = "/inbox/" + connection.id;
  notifications::notify(
      t, sender,
      {.type = "connection", .title = "Application accepted", .message = body, .link = link});
  return connection.id;
}

using answer_fn = std::function<std::optional<std::string>(
    db::tx&, const std::string& id, const std::string& me, const std::optional<std::string>&)>;

// POST …/accept answers 200 {"connectionId"}, …/decline 204.
void add_answer(http::router& routes, db::writer& writer, const char* pattern, answer response,
                answer_fn act) {
  routes.add(http::method::post, pattern,
             [&writer, response, act](const http::request& req, http::reply reply) {
               std::optional<std::string> note;
               if (response == answer::declined) {
                 note = http::optional_text(optional_body(req), "note", k_note_max,
                                            "A note can be at most 500 characters.");
               }
               commit_then_reply(
                   writer, std::move(reply),
                   [me = req.subject, id = std::string(req.param("id")), note, act](db::tx& t) {
                     return act(t, id, me, note);
                   },
                   [](const std::optional<std::string>& connection) {
                     if (!connection) return http::response{.status = 204};
                     return http::json_response(200, {{"connectionId", *connection}});
                   });
             },
             {.database = http::database_use::queued});
}

}  // namespace

void add_request_routes(http::router& routes, const context& ctx) {
  auto& db = ctx.db;
  auto& writer = ctx.writer;

  routes.add(http::method::get, "/api/requests", [&db](const http::request& req) {
    auto sql = db.acquire();
    auto applications = json::array();
    for (const auto& r : applications_to(*sql, req.subject, "cofounder")) {
      applications.push_back(to_json(r));
    }
    auto introductions = json::array();
    for (const auto& i : investing::introductions_to(*sql, req.subject)) {
      introductions.push_back(to_json(i));
    }
    return http::json_response(200, {{"applications", std::move(applications)},
                                     {"introductions", std::move(introductions)}});
  });

  for (const auto response : {answer::accepted, answer::declined}) {
    const bool accept = response == answer::accepted;
    add_answer(
        routes, writer,
        accept ? "/api/requests/applications/:id/accept" : "/api/requests/applications/:id/decline",
        response,
        [response](db::tx& t, const std::string& id, const std::string& me,
                   const std::optional<std::string>& note) {
          return answer_cofounder(t, id, me, response, note);
        });
    add_answer(routes, writer,
               accept ? "/api/requests/introductions/:id/accept"
                      : "/api/requests/introductions/:id/decline",
               response,
               [response](db::tx& t, const std::string& id, const std::string& me,
                          const std::optional<std::string>&) {
                 return investing::answer_introduction(t, id, me, response);
               });
  }
}

}  // namespace sangam::features::pitches
