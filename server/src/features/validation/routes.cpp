#include "features/validation/routes.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/validation/steps.hpp"
#include "http/json_body.hpp"

namespace sangam::features::validation {
namespace {

using nlohmann::json;

json step_json(const step& s) {
  return {{"step", s.number},
          {"answers", s.given},
          {"status", status_name(s.state())},
          {"completedAt", s.completed_at ? json(*s.completed_at) : json(nullptr)}};
}

json validation_json(const std::vector<step>& steps) {
  json list = json::array();
  for (const auto& s : steps) list.push_back(step_json(s));
  return {{"steps", std::move(list)}, {"score", score_of(steps)}};
}

int step_number(const http::request& req) {
  const auto text = req.param("step");
  if (text.size() == 1 && text[0] >= '1' && text[0] < '1' + k_steps) return text[0] - '0';
  throw core::api_error::not_found();
}

answers parse_answers(const json& body) {
  const auto wrong = [] {
    return core::api_error::validation(
        {{"answers", fmt::format("{} answers, each text of at most {} characters.", k_questions,
                                 k_answer_max)}});
  };
  if (!body.contains("answers") || !body["answers"].is_array() ||
      body["answers"].size() != k_questions) {
    throw wrong();
  }
  answers given;
  for (std::size_t i = 0; i < given.size(); ++i) {
    const auto& item = body["answers"][i];
    if (!item.is_string() || core::utf8_length(item.get<std::string>()) > k_answer_max) {
      throw wrong();
    }
    given[i] = item.get<std::string>();
  }
  return given;
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "idea_validation", .rows = "member_id = :member"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;

  routes.add(http::method::get, "/api/me/validation", [&db](const http::request& req) {
    auto sql = db.acquire();
    return http::json_response(200, validation_json(load_steps(*sql, req.subject)));
  });

  // The answers as they stand, saved as the member types (the web app waits for a pause).
  routes.add(http::method::put, "/api/me/validation/steps/:step",
             [&db, &writer](const http::request& req) {
               const int number = step_number(req);
               const auto given = parse_answers(http::parse_json_object(req));
               writer.run([&](db::tx& t) { save_answers(t, req.subject, number, given); });
               auto sql = db.acquire();
               return http::json_response(200, validation_json(load_steps(*sql, req.subject)));
             });

  routes.add(http::method::post, "/api/me/validation/steps/:step/complete",
             [&db, &writer](const http::request& req) {
               const int number = step_number(req);
               writer.run([&](db::tx& t) { complete_step(t, req.subject, number); });
               auto sql = db.acquire();
               return http::json_response(200, validation_json(load_steps(*sql, req.subject)));
             });
}

}  // namespace sangam::features::validation
