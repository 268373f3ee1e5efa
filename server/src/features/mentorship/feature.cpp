#include "features/mentorship/feature.hpp"

#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/commit.hpp"
#include "features/mentorship/mentees.hpp"
#include "features/pitches/requests.hpp"
#include "http/json_body.hpp"

namespace sangam::features::mentorship {
namespace {

using nlohmann::json;

json to_json(const pitches::received& r) {
  return {{"id", r.id},
          {"founderId", r.from.id},
          {"founderName", r.from.name},
          {"startupName", http::or_null(r.from.company)},
          {"industry", http::or_null(r.from.industry)},
          {"stage", http::or_null(r.stage)},
          {"request", r.message},
          {"experience", http::or_null(r.experience)},
          {"location", http::or_null(r.from.location)},
          {"photoUrl", http::or_null(r.from.photo_url)},
          {"receivedAt", r.received_at}};
}

json to_json(const mentee& m) {
  return {{"id", m.id},
          {"founderId", m.founder.id},
          {"founderName", m.founder.name},
          {"startupName", http::or_null(m.founder.company)},
          {"industry", http::or_null(m.founder.industry)},
          {"stage", http::or_null(m.stage)},
          {"nextMeeting", http::or_null(m.next_meeting)},
          {"progress", m.progress},
          {"conversationId", http::or_null(m.conversation_id)}};
}

json optional_body(const http::request& req) {
  return req.body.empty() ? json::object() : http::parse_json_object(req);
}

mentee_change read_change(const json& body) {
  mentee_change change;
  core::field_errors errors;
  if (const auto it = body.find("nextMeeting"); it != body.end()) {
    if (it->is_null()) {
      change.next_meeting.emplace();  // cleared
    } else if (const auto at =
                   it->is_string() ? parse_instant(it->get<std::string>()) : std::nullopt) {
      change.next_meeting = core::to_iso8601(*at);
    } else {
      errors["nextMeeting"] =
          "Give the next meeting as a date and time with its zone (ISO 8601), or null.";
    }
  }
  if (const auto it = body.find("progress"); it != body.end()) {
    if (it->is_number_integer() && it->get<long long>() >= 0 && it->get<long long>() <= 100) {
      change.progress = it->get<int>();
    } else {
      errors["progress"] = "Progress is a whole number from 0 to 100.";
    }
  }
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return change;
}

http::response requests(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  require_mentor(*sql, req.subject);
  auto items = json::array();
  for (const auto& r : pitches::applications_to(*sql, req.subject, "mentor")) {
    items.push_back(to_json(r));
  }
  return http::json_response(200, {{"items", std::move(items)}});
}

http::response mentees(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  require_mentor(*sql, req.subject);
  auto items = json::array();
  for (const auto& m : mentees_of(*sql, req.subject)) items.push_back(to_json(m));
  return http::json_response(200, {{"items", std::move(items)}});
}

http::response mentee_answer(const mentee& m) {
  return http::json_response(200, {{"mentee", to_json(m)}});
}

void accept(const context& ctx, const http::request& req, http::reply reply) {
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, id = std::string(req.param("id"))](db::tx& t) {
        require_mentor(t.sql(), me);
        return accept_application(t, id, me);
      },
      &mentee_answer);
}

void decline(const context& ctx, const http::request& req, http::reply reply) {
  auto note = http::optional_text(optional_body(req), "note", pitches::k_note_max,
                                  "A note can be at most 500 characters.");
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, id = std::string(req.param("id")), note](db::tx& t) {
        require_mentor(t.sql(), me);
        decline_application(t, id, me, note);
      },
      [] { return http::response{.status = 204}; });
}

void change(const context& ctx, const http::request& req, http::reply reply) {
  const auto change = read_change(http::parse_json_object(req));
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, id = std::string(req.param("id")), change](db::tx& t) {
        require_mentor(t.sql(), me);
        return update_mentee(t, id, me, change);
      },
      &mentee_answer);
}

using http::method;
constexpr auto queued = http::database_use::queued;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/mentor/requests", .answer = &requests},
    {.verb = method::get, .path = "/api/mentor/mentees", .answer = &mentees},
    {.verb = method::post,
     .path = "/api/mentor/requests/:id/accept",
     .answer_later = &accept,
     .database = queued},
    {.verb = method::post,
     .path = "/api/mentor/requests/:id/decline",
     .answer_later = &decline,
     .database = queued},
    {.verb = method::patch,
     .path = "/api/mentor/mentees/:id",
     .answer_later = &change,
     .database = queued},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "mentorships", .rows = ":member IN (mentor_id, mentee_id)"});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "mentorship", .install = &install};

}  // namespace sangam::features::mentorship
