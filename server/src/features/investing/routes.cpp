#include "features/investing/routes.hpp"

#include <soci/soci.h>
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

constexpr const char* k_member_role = "SELECT member_role FROM profiles WHERE id = :id";

void require_investor(soci::session& sql, const std::string& me) {
  std::string role;
  soci::indicator ind = soci::i_null;
  sql << k_member_role, soci::use(me), soci::into(role, ind);
  if (ind != soci::i_ok || role != "Investor") {
    throw core::api_error(403, "not_an_investor", "This page is for investors.");
  }
}

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

// A body that may be left out altogether.
json optional_body(const http::request& req) {
  return req.body.empty() ? json::object() : http::parse_json_object(req);
}

void add_decision(http::router& routes, db::writer& writer, const char* pattern, decision choice) {
  routes.add(
      http::method::post, pattern,
      [&writer, choice](const http::request& req, http::reply reply) {
        commit_then_reply(
            writer, std::move(reply),
            [me = req.subject, founder = std::string(req.param("founderId")), choice](db::tx& t) {
              require_investor(t.sql(), me);
              decide(t, me, founder, choice);
            },
            [] { return http::response{.status = 204}; });
      },
      {.database = http::database_use::queued});
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  // An investor's Like or Skip of a founder is the investor's, never shown to the founder.
  ctx.personal.add({.table = "startup_decisions",
                    .rows = ":member IN (investor_id, founder_id)",
                    .exported = "investor_id = :member"});
  ctx.personal.add({.table = "introductions", .rows = ":member IN (investor_id, founder_id)"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;

  routes.add(http::method::get, "/api/investor/startups", [&db](const http::request& req) {
    const auto limit =
        http::int_query_param(req.query, "limit", k_default_startups, 1, k_max_startups);
    auto sql = db.acquire();
    require_investor(*sql, req.subject);
    auto items = json::array();
    for (const auto& s : startups_for(*sql, req.subject, limit)) items.push_back(to_json(s));
    return http::json_response(200, {{"items", std::move(items)}});
  });

  routes.add(http::method::get, "/api/investor/liked", [&db](const http::request& req) {
    auto sql = db.acquire();
    require_investor(*sql, req.subject);
    auto items = json::array();
    for (const auto& s : liked_by(*sql, req.subject)) items.push_back(to_json(s));
    return http::json_response(200, {{"items", std::move(items)}});
  });

  add_decision(routes, writer, "/api/investor/startups/:founderId/like", decision::like);
  add_decision(routes, writer, "/api/investor/startups/:founderId/skip", decision::skip);

  routes.add(
      http::method::post, "/api/investor/startups/:founderId/contact",
      [&writer](const http::request& req, http::reply reply) {
        const auto message =
            http::optional_text(optional_body(req), "message", k_introduction_message_max,
                                "A message can be at most 1000 characters.");
        commit_then_reply(
            writer, std::move(reply),
            [me = req.subject, founder = std::string(req.param("founderId")), message](db::tx& t) {
              require_investor(t.sql(), me);
              return ask_introduction(t, me, founder, message);
            },
            [](const introduction_state& made) {
              return http::json_response(201, {{"introduction", to_json(made)}});
            });
      },
      {.database = http::database_use::queued});
}

}  // namespace sangam::features::investing
