#include "features/validation/feature.hpp"

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

http::response steps_of(const context& ctx, const http::request& req) {
  auto sql = ctx.db.acquire();
  return http::json_response(200, validation_json(load_steps(*sql, req.subject)));
}

// The answers as they stand, saved as the member types (the web app waits for a pause).
http::response save(const context& ctx, const http::request& req) {
  const int number = step_number(req);
  const auto given = parse_answers(http::parse_json_object(req));
  ctx.writer.run([&](db::tx& t) { save_answers(t, req.subject, number, given); });
  return steps_of(ctx, req);
}

http::response complete(const context& ctx, const http::request& req) {
  const int number = step_number(req);
  ctx.writer.run([&](db::tx& t) { complete_step(t, req.subject, number); });
  return steps_of(ctx, req);
}

using http::method;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/me/validation", .answer = &steps_of},
    {.verb = method::put, .path = "/api/me/validation/steps/:step", .answer = &save},
    {.verb = method::post, .path = "/api/me/validation/steps/:step/complete", .answer = &complete},
};

void install(http::router& routes, const context& ctx) {
  ctx.personal.add({.table = "idea_validation", .rows = "member_id = :member"});
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "validation", .install = &install};

}  // namespace sangam::features::validation
