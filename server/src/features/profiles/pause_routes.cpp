#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "features/profiles/handlers.hpp"
#include "features/profiles/pause.hpp"
#include "http/json_body.hpp"

namespace sangam::features::profiles {
namespace {

http::response pause_answer(db::pool& db, const std::string& member) {
  auto sql = db.acquire();
  const auto since = paused_since(*sql, member);
  return http::json_response(200,
                             {{"paused", since.has_value()}, {"pausedAt", http::or_null(since)}});
}

}  // namespace

http::response my_pause(const services& s, const http::request& req) {
  return pause_answer(s.ctx.db, req.subject);
}

http::response change_pause(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto it = body.find("paused");
  if (it == body.end() || !it->is_boolean()) {
    throw core::api_error::validation({{"paused", "Please say whether to pause (true or false)."}});
  }
  const bool pause = it->get<bool>();
  const bool changed = s.ctx.writer.run([&](db::tx& t) {
    return pause ? pause_member(t, req.subject) : resume_member(t, req.subject);
  });
  if (changed) s.ctx.events.publish(topics::member_changed, req.subject);
  return pause_answer(s.ctx.db, req.subject);
}

}  // namespace sangam::features::profiles
