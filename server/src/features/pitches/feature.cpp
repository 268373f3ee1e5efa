#include "features/pitches/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/review_marks.hpp"
#include "features/commit.hpp"
#include "features/pitches/allowance.hpp"
#include "features/pitches/cards.hpp"
#include "features/pitches/removal.hpp"
#include "features/pitches/sending.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

// The rows of `table` (pitches or applications) about a member: sent by them (founder_email is
// how rows made before issue 11 name their sender) or addressed to them.
std::string sent_or_addressed(std::string_view table) {
  return fmt::format(":member IN ({0}.sender_id, {0}.target_id) OR {0}.founder_email = :email",
                     table);
}

// What the export gives: what the member sent, and what reached them — approved by an
// administrator with no block between the two, as their dashboards show it. A pending or rejected
// one addressed to them never reached them.
std::string sent_or_received(std::string_view table) {
  return fmt::format(
      ":member IN ({0}.sender_id, CASE WHEN {0}.status = 'approved' AND NOT EXISTS (SELECT 1 FROM"
      " blocks b WHERE b.blocker_id IN ({0}.sender_id, {0}.target_id) AND b.blocked_id IN"
      " ({0}.sender_id, {0}.target_id)) THEN {0}.target_id END) OR {0}.founder_email = :email",
      table);
}

target_kind screen_param(const http::request& req) {
  const auto kind = screen_kind_from(req.param("kind"));
  if (!kind) throw core::api_error::not_found();
  return *kind;
}

card_query read_card_query(const http::request& req) {
  card_query query{.kind = screen_param(req), .viewer_id = req.subject};
  const auto search = http::query_param(req.query, "q").value_or("");
  if (core::utf8_length(search) > k_search_max) {
    throw core::api_error::validation({{"q", "A search can be at most 100 characters."}});
  }
  query.search = core::ascii_lower(core::trim(search));
  query.industry = stored_industry(http::query_param(req.query, "industry").value_or(""));
  query.limit = static_cast<std::size_t>(
      http::int_query_param(req.query, "limit", k_default_cards, 1, k_max_cards));
  return query;
}

using http::request;
using http::response;

response cards(const context& ctx, const request& req) {
  const auto query = read_card_query(req);
  auto sql = ctx.db.acquire();
  auto cards = json::array();
  for (const auto& card : best_cards(*sql, query)) cards.push_back(to_json(card));
  const auto left = allowance_of(*sql, req.subject, core::now());
  return http::json_response(200, {{"cards", std::move(cards)}, {"allowance", to_json(left)}});
}

void pass(const context& ctx, const request& req, http::reply reply) {
  card_pass pass{.kind = screen_param(req),
                 .member_id = req.subject,
                 .target_id = std::string(req.param("id"))};
  commit_then_reply(
      ctx.writer, std::move(reply), [pass = std::move(pass)](db::tx& t) { pass_card(t, pass); },
      [] { return response{.status = 204, .content_type = ""}; });
}

// Checked, then stored by the writer: no thread waits for the commit.
void send(const context& ctx, const request& req, http::reply reply) {
  auto outgoing = read_outgoing_pitch(http::parse_json_object(req));
  commit_then_reply(
      ctx.writer, std::move(reply),
      [me = req.subject, outgoing = std::move(outgoing)](db::tx& t) {
        return send_pitch(t, me, outgoing);
      },
      [](const send_result& sent) {
        return http::json_response(
            201, {{"pitch", to_json(sent.pitch)}, {"allowance", to_json(sent.left)}});
      });
}

response sent(const context& ctx, const request& req) {
  auto sql = ctx.db.acquire();
  auto items = json::array();
  for (const auto& p : sent_by(*sql, req.subject)) items.push_back(to_json(p));
  const auto left = allowance_of(*sql, req.subject, core::now());
  return http::json_response(200, {{"items", std::move(items)}, {"allowance", to_json(left)}});
}

using http::method;
constexpr auto queued = http::database_use::queued;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/matches/:kind", .answer = &cards},
    {.verb = method::post,
     .path = "/api/matches/:kind/:id/pass",
     .answer_later = &pass,
     .database = queued},
    {.verb = method::post, .path = "/api/pitches", .answer_later = &send, .database = queued},
    {.verb = method::get, .path = "/api/pitches/sent", .answer = &sent},
};

void install(http::router& routes, const context& ctx) {
  // founder_email is the sender's address: the sender has their own in profiles, and the member
  // a pitch reached is not given it.
  for (const std::string_view table : {"pitches", "applications"}) {
    ctx.personal.add({.table = std::string(table),
                      .rows = sent_or_addressed(table),
                      .exported = sent_or_received(table),
                      .withheld = {"founder_email"}});
  }
  ctx.personal.add({.table = "pitch_allowances", .rows = "member_id = :member"});
  // A pass on a card is the passer's own decision.
  ctx.personal.add({.table = "card_passes",
                    .rows = ":member IN (member_id, target_id)",
                    .exported = "member_id = :member"});
  // An administrator may remove a pitch or an application that reached its addressee
  // (features/moderation).
  moderation::add_content_kind(k_removable_pitch);
  moderation::add_content_kind(k_removable_application);
  features::add_review_marker(features::review_kind::pitches, &mark_removed_pitches);
  features::add_review_marker(features::review_kind::applications, &mark_removed_applications);
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "pitches", .install = &install};

}  // namespace sangam::features::pitches
