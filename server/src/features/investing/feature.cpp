#include "features/investing/feature.hpp"

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "features/commit.hpp"
#include "features/investing/introductions.hpp"
#include "features/investing/startups.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::investing {
namespace {

using nlohmann::json;

json pitch_json(const pitches::received& pitch) {
  return {{"id", pitch.id},
          {"message", pitch.message},
          {"pitchDeckLink", http::or_null(pitch.pitch_deck_link)},
          {"sentAt", pitch.received_at}};
}

json to_json(const startup& s) {
  return {{"founderId", s.founder.id},
          {"founderName", s.founder.name},
          {"startupName", http::or_null(s.founder.company)},
          {"industry", http::or_null(s.founder.industry)},
          {"stage", http::or_null(s.stage)},
          {"description", http::or_null(s.description)},
          {"teamSize", http::or_null(s.team_size)},
          {"raisedSoFar", http::or_null(s.raised_so_far)},
          {"traction",
           {{"revenueBand", http::or_null(s.traction.revenue_band)},
            {"users", http::or_null(s.traction.users)},
            {"growth", http::or_null(s.traction.growth)}}},
          {"location", http::or_null(s.founder.location)},
          {"tags", s.tags},
          {"photoUrl", http::or_null(s.founder.photo_url)},
          {"matchPercentage", s.match},
          {"pitched", s.pitch.has_value()},
          {"pitch", s.pitch ? pitch_json(*s.pitch) : json(nullptr)}};
}

json to_json(const introduction_state& i) {
  return {{"id", i.id}, {"status", i.status}};
}

json to_json(const liked_startup& s) {
  return {{"founderId", s.founder.id},
          {"founderName", s.founder.name},
          {"startupName", http::or_null(s.founder.company)},
          {"industry", http::or_null(s.founder.industry)},
          {"stage", http::or_null(s.stage)},
          {"likedDate", s.liked_at},
          {"introduction", s.introduction ? to_json(*s.introduction) : json(nullptr)}};
}

json person(const discover::member_summary& m) {
  return {{"id", m.id},
          {"name", m.name},
          {"title", http::or_null(m.title)},
          {"company", http::or_null(m.company)},
          {"photoUrl", http::or_null(m.photo_url)}};
}

json to_json(const pitches::received& r) {
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

json to_json(const introduction& i) {
  return {{"id", i.id},
          {"investor", person(i.investor)},
          {"message", http::or_null(i.message)},
          {"status", i.status},
          {"createdAt", i.created_at}};
}

// A body that may be left out altogether.
json optional_body(const http::request& req) {
  return req.body.empty() ? json::object() : http::parse_json_object(req);
}

http::response startups(const context& ctx, const http::request& req) {
  const auto limit =
      http::int_query_param(req.query, "limit", k_default_startups, 1, k_max_startups);
  auto sql = ctx.db.acquire();
  require_investor(*sql, req.subject);
  auto items = json::array();
  for (const auto& s : startups_for(*sql, req.subject, limit)) items.push_back(to_json(s));
  return http::json_response(200, {{"items", std::move(items)}});
}

http::response liked(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  require_investor(*sql, req.subject);
  auto items = json::array();
  for (const auto& s : liked_by(*sql, req.subject)) items.push_back(to_json(s));
  return http::json_response(200, {{"items", std::move(items)}});
}

void record(const context& ctx, const http::request& req, http::reply reply, decision choice) {
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, founder = std::string(req.param("founderId")), choice](db::tx& t) {
        require_investor(t.sql(), me);
        decide(t, me, founder, choice);
      },
      [] { return http::response{.status = 204}; });
}

void like(const context& ctx, const http::request& req, http::reply reply) {
  record(ctx, req, std::move(reply), decision::like);
}

void skip(const context& ctx, const http::request& req, http::reply reply) {
  record(ctx, req, std::move(reply), decision::skip);
}

void contact(const context& ctx, const http::request& req, http::reply reply) {
  const auto message =
      http::optional_text(optional_body(req), "message", k_introduction_message_max,
                          "A message can be at most 1000 characters.");
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, founder = std::string(req.param("founderId")), message](db::tx& t) {
        require_investor(t.sql(), me);
        return ask_introduction(t, me, founder, message);
      },
      [](const introduction_state& made) {
        return http::json_response(201, {{"introduction", to_json(made)}});
      });
}

// The founder's requests page: cofounder applications and investors' introductions to answer.
http::response requests(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  auto applications = json::array();
  for (const auto& r : pitches::applications_to(*sql, req.subject, "cofounder")) {
    applications.push_back(to_json(r));
  }
  auto introductions = json::array();
  for (const auto& i : introductions_to(*sql, req.subject)) introductions.push_back(to_json(i));
  return http::json_response(200, {{"applications", std::move(applications)},
                                   {"introductions", std::move(introductions)}});
}

// An introduction's decline keeps no note (a note given is checked all the same, as before).
std::optional<std::string> answer_introduction_of(db::tx& t, std::string_view id,
                                                  std::string_view me, pitches::answer response,
                                                  const std::optional<std::string>&) {
  return answer_introduction(t, id, me, response);
}

using answer_fn = std::optional<std::string> (*)(db::tx&, std::string_view id, std::string_view me,
                                                 pitches::answer,
                                                 const std::optional<std::string>& note);

// Accepted: 200 {"connectionId"}; declined (with an optional note): 204.
template <pitches::answer response, answer_fn act>
void answer_request(const context& ctx, const http::request& req, http::reply reply) {
  std::optional<std::string> note;
  if (response == pitches::answer::declined) {
    note = http::optional_text(optional_body(req), "note", pitches::k_note_max,
                               "A note can be at most 500 characters.");
  }
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, id = std::string(req.param("id")), note](db::tx& t) {
        return act(t, id, me, response, note);
      },
      [](const std::optional<std::string>& connection) {
        if (!connection) return http::response{.status = 204};
        return http::json_response(200, {{"connectionId", *connection}});
      });
}

constexpr auto accepted = pitches::answer::accepted;
constexpr auto declined = pitches::answer::declined;
constexpr answer_fn cofounder_answer = &pitches::answer_cofounder_application;
constexpr answer_fn introduction_answer = &answer_introduction_of;

using http::method;
constexpr auto queued = http::database_use::queued;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/investor/startups", .answer = &startups},
    {.verb = method::get, .path = "/api/investor/liked", .answer = &liked},
    {.verb = method::post,
     .path = "/api/investor/startups/:founderId/like",
     .answer_later = &like,
     .database = queued},
    {.verb = method::post,
     .path = "/api/investor/startups/:founderId/skip",
     .answer_later = &skip,
     .database = queued},
    {.verb = method::post,
     .path = "/api/investor/startups/:founderId/contact",
     .answer_later = &contact,
     .database = queued},
    {.verb = method::get, .path = "/api/requests", .answer = &requests},
    {.verb = method::post,
     .path = "/api/requests/applications/:id/accept",
     .answer_later = &answer_request<accepted, cofounder_answer>,
     .database = queued},
    {.verb = method::post,
     .path = "/api/requests/applications/:id/decline",
     .answer_later = &answer_request<declined, cofounder_answer>,
     .database = queued},
    {.verb = method::post,
     .path = "/api/requests/introductions/:id/accept",
     .answer_later = &answer_request<accepted, introduction_answer>,
     .database = queued},
    {.verb = method::post,
     .path = "/api/requests/introductions/:id/decline",
     .answer_later = &answer_request<declined, introduction_answer>,
     .database = queued},
};

void install(http::router& routes, const context& ctx) {
  // An investor's Like or Skip of a founder is the investor's, never shown to the founder.
  ctx.personal.add({.table = "startup_decisions",
                    .rows = ":member IN (investor_id, founder_id)",
                    .exported = "investor_id = :member"});
  ctx.personal.add({.table = "introductions", .rows = ":member IN (investor_id, founder_id)"});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "investing", .install = &install};

}  // namespace sangam::features::investing
