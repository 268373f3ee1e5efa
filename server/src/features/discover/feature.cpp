#include "features/discover/feature.hpp"

#include <nlohmann/json.hpp>

#include <memory>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/background.hpp"
#include "features/discover/connections.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/daily_matches.hpp"
#include "features/discover/daily_repo.hpp"
#include "features/discover/deck.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/preference_repo.hpp"
#include "features/discover/swipes.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::discover {
namespace {

// How often the member index picks up profiles changed by other instances, in milliseconds.
constexpr setting k_member_refresh{
    .name = "SANGAM_MEMBER_REFRESH_MS", .fallback = 5000, .min = 10, .max = 3600000};

using nlohmann::json;

constexpr int k_default_deck = 20;
constexpr int k_max_deck = 100;
constexpr std::size_t k_max_search = 100;

struct services final {
  context ctx;
  // Shared with the event bus's subscribers, which keep it current.
  std::shared_ptr<deck_state> deck;
  std::size_t daily_size = k_daily_matches.fallback;
  std::shared_ptr<batch_cache> batches = std::make_shared<batch_cache>();
  daily_sources daily() const {
    return {ctx.db, ctx.writer, deck->index, deck->decks.swiped(), daily_size, ctx.public_url};
  }
};

json to_json(const connections_page& page) {
  json connections = json::array();
  for (const auto& c : page.connections) {
    connections.push_back(
        {{"id", c.id}, {"connectedAt", c.connected_at}, {"member", to_json(c.member)}});
  }
  return {{"connections", std::move(connections)},
          {"nextCursor", page.next ? json(encode_cursor(*page.next)) : json(nullptr)}};
}

decision decision_field(const json& body) {
  const auto it = body.find("decision");
  if (it != body.end() && *it == "pass") return decision::pass;
  if (it != body.end() && *it == "connect") return decision::connect;
  throw core::api_error::validation({{"decision", "Decision must be pass or connect."}});
}

http::response deck(const services& s, const http::request& req) {
  const auto filter = scenario_from(http::query_param(req.query, "scenario").value_or(""));
  if (!filter) {
    throw core::api_error::validation(
        {{"scenario", "Scenario must be founder, investor, mentor or cofounder."}});
  }
  const auto limit = http::int_query_param(req.query, "limit", k_default_deck, 1, k_max_deck);
  // The daily batch heads the deck of everyone, not a scenario's.
  const auto today = *filter == scenario::everyone
                         ? todays_batch(s.daily(), *s.batches, req.subject, core::now())
                         : std::vector<std::string>{};
  return http::response{
      .status = 200,
      .body = deck_body(s.ctx.db, s.ctx.writer, *s.deck, req.subject, *filter, limit, today)};
}

http::response swipe_on(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const swipe made{.swiper_id = req.subject,
                   .target_id = http::required_text(body, "target", 64, "Choose a member."),
                   .choice = decision_field(body)};
  const auto outcome = record_swipe(s.ctx.writer, made);
  s.deck->decks.swiped().add(made.swiper_id, made.target_id);
  return http::json_response(200,
                             {{"target", made.target_id},
                              {"decision", made.choice == decision::connect ? "connect" : "pass"},
                              {"state", outcome.state},
                              {"connectionId", http::or_null(outcome.connection_id)},
                              {"credits", to_json(outcome.credits)}});
}

http::response connections(const services& s, const http::request& req) {
  connections_query query{.member_id = req.subject};
  query.limit = http::int_query_param(req.query, "limit", k_default_connections_page, 1,
                                      k_max_connections_page);
  if (const auto cursor = http::query_param(req.query, "cursor"); cursor && !cursor->empty()) {
    query.after = decode_cursor(*cursor);
    if (!query.after) {
      throw core::api_error::validation(
          {{"cursor", "This cursor is not one the server gave out; start from the first page."}});
    }
  }
  if (const auto search = http::query_param(req.query, "search")) {
    query.search = core::trim(*search);
    if (core::utf8_length(query.search) > k_max_search) {
      throw core::api_error::validation({{"search", "A search is at most 100 characters."}});
    }
  }
  return http::json_response(200, to_json(list_connections(s.ctx.db, query)));
}

http::response my_preferences(const services& s, const http::request& req) {
  return http::json_response(200, to_json(read_preferences(s.ctx.db.acquire(), req.subject)));
}

http::response save_my_preferences(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto saved = s.ctx.writer.run(
      [&](db::tx& t) { return save_preferences(t, req.subject, body, core::now()); });
  return http::json_response(200, to_json(saved));
}

// The opt-in e-mail of the daily batch (off until the member turns it on in Settings).
http::response daily_email_setting(const services& s, const http::request& req) {
  return http::json_response(200, {{"email", wants_daily_email(*s.ctx.db.acquire(), req.subject)}});
}

http::response save_daily_email_setting(const services& s, const http::request& req) {
  const auto body = http::parse_json_object(req);
  const auto it = body.find("email");
  if (it == body.end() || !it->is_boolean()) {
    throw core::api_error::validation({{"email", "Say whether to e-mail you: true or false."}});
  }
  const bool on = it->get<bool>();
  s.ctx.writer.run([&](db::tx& t) { save_daily_email(t, req.subject, on, core::now_iso8601()); });
  return http::json_response(200, {{"email", on}});
}

using http::method;
constexpr route<services> k_routes[] = {
    {.verb = method::get, .path = "/api/discover", .answer = &deck},
    {.verb = method::post, .path = "/api/swipes", .answer = &swipe_on},
    {.verb = method::get, .path = "/api/connections", .answer = &connections},
    {.verb = method::get, .path = "/api/me/match-preferences", .answer = &my_preferences},
    {.verb = method::put, .path = "/api/me/match-preferences", .answer = &save_my_preferences},
    {.verb = method::get, .path = "/api/discover/daily-email", .answer = &daily_email_setting},
    {.verb = method::put, .path = "/api/discover/daily-email", .answer = &save_daily_email_setting},
};

void install(http::router& routes, const context& ctx) {
  // Others' passes and unanswered Connects on the member are theirs: the export gives the
  // member's own swipes (a match is in connections).
  ctx.personal.add({.table = "swipes",
                    .rows = ":member IN (swiper_id, target_id)",
                    .exported = "swiper_id = :member"});
  ctx.personal.add({.table = "connect_credits", .rows = "profile_id = :member"});
  ctx.personal.add({.table = "connections", .rows = ":member IN (member_a, member_b)"});
  ctx.personal.add({.table = "match_preferences", .rows = "member_id = :member"});
  auto deck = std::make_shared<deck_state>(
      ctx.db, std::chrono::milliseconds(k_member_refresh.of(ctx.config)));
  ctx.events.subscribe(topics::member_changed, [deck](std::string_view id) {
    deck->sync.member_changed(id);
    deck->cards.forget(std::string(id));
  });
  ctx.events.subscribe(topics::members_reloaded,
                       [deck](std::string_view) { deck->sync.reload_all(); });
  // A batch is the member's; being in someone's batch is theirs (as with swipes).
  ctx.personal.add({.table = "daily_matches",
                    .rows = ":member IN (member_id, candidate_id)",
                    .exported = "member_id = :member"});
  ctx.personal.add({.table = "daily_match_days", .rows = "member_id = :member"});
  ctx.personal.add({.table = "daily_match_settings", .rows = "member_id = :member"});
  const auto s =
      std::make_shared<const services>(services{ctx, deck, k_daily_matches.of(ctx.config)});
  // The day's batches, ahead of the members' first look; the first pass a minute after the start.
  auto sweep = std::make_shared<daily_sweep>();
  run_once_started(ctx, "daily matches", [s, sweep, started = false]() mutable {
    if (started) sweep->run(s->daily(), core::now(), k_daily_sweep_scan, k_daily_sweep_make);
    started = true;
    return core::now() + std::chrono::minutes(1);
  });
  add_routes(routes, ctx, s, k_routes);
}

}  // namespace

const feature k_feature{.name = "discover", .install = &install};

}  // namespace sangam::features::discover
