#include "features/waitlist/routes.hpp"

#include <nlohmann/json.hpp>

#include "features/waitlist/repo.hpp"
#include "features/waitlist/waitlist_entry.hpp"
#include "http/json_body.hpp"

namespace sangam::features::waitlist {

void add_routes(http::router& routes, const context& ctx) {
  auto& writer = ctx.writer;
  auto& limiter =
      ctx.limits.get("waitlist", ctx.config.waitlist_rate_limit, std::chrono::minutes(10));
  routes.add(http::method::post, "/api/waitlist",
             [&writer](const http::request& req) {
               const auto entry = parse_waitlist_entry(http::parse_json_object(req));
               upsert(writer, entry);
               // The same answer for a first sign-up and a repeat: whether an address is already on
               // the list is nobody else's business.
               return http::json_response(201, {{"status", "joined"}});
             },
             {.limiter = &limiter, .who = http::access::anonymous});
}

}  // namespace sangam::features::waitlist
