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
  // The same answer for a first sign-up and a repeat: whether an address is already on the list
  // is nobody else's business.
  static const auto joined = http::json_response(201, {{"status", "joined"}});
  // Validated on the network thread, then handed to the writer: no thread waits for the commit.
  routes.add(http::method::post, "/api/waitlist",
             [&writer](const http::request& req, http::reply reply) {
               auto row = stamp(parse_waitlist_entry(http::parse_json_object(req)));
               writer.post([row = std::move(row)](db::tx& t) { upsert(t, row); },
                           [reply = std::move(reply)](std::exception_ptr error) {
                             if (error) return reply.fail(std::move(error));
                             reply(joined);
                           });
             },
             {.blocking = false, .limiter = &limiter, .who = http::access::anonymous});
}

}  // namespace sangam::features::waitlist
