#include "features/discover/routes.hpp"

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/discover/card_cache.hpp"
#include "features/discover/connections.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/deck_cache.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/member_sync.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/swipes.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

constexpr int k_default_deck = 20;
constexpr int k_max_deck = 100;
constexpr std::size_t k_max_search = 100;

// What the deck's routes keep between requests.
struct deck_state final {
  member_index index;
  deck_cache decks;
  card_cache cards;
  member_sync sync;
  deck_state(db::pool& db, std::chrono::milliseconds refresh) : sync(db, index, refresh) {}
};

credit_state credits_now(db::pool& db, db::writer& writer, const std::string& me) {
  const auto now = core::now();
  {
    auto sql = db.acquire();
    if (auto credits = peek_credits(*sql, me, now)) return *credits;
  }
  return writer.run([&](db::tx& t) { return settle_credits(t.sql(), me, now); });
}

// The deck as JSON text: each card's member part comes from the card cache (or the database),
// the viewer's match fields are appended to it.
std::string deck_body(db::pool& db, db::writer& writer, deck_state& state, const std::string& me,
                      scenario filter, int limit) {
  const auto& index = state.index;
  auto& decks = state.decks;
  auto& cards = state.cards;
  const auto hidden = hidden_from(db, decks.swiped(), index.refreshes(), me);
  const auto page = decks.deck(index, {.viewer_id = me,
                                       .filter = filter,
                                       .limit = static_cast<std::size_t>(limit),
                                       .excluded_ids = *hidden});
  std::vector<std::string> ids;
  ids.reserve(page.cards.size());
  for (const auto& card : page.cards) ids.push_back(card.id);
  auto texts = cards.find(ids);
  std::vector<std::string> missing;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!texts[i]) missing.push_back(ids[i]);
  }
  if (!missing.empty()) {
    std::vector<json> read;
    {
      auto sql = db.acquire();
      read = member_cards(*sql, missing, true);
    }
    for (const auto& card : read) {
      auto text = card.dump();
      text.pop_back();  // the closing brace: match fields follow
      const auto& id = card["id"].get_ref<const std::string&>();
      for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] == id) texts[i] = text;
      }
      cards.store(id, std::move(text));
    }
  }

  const scorer viewer(index.traits_of(me).value_or(match_traits{}));
  std::string body = R"({"cards":[)";
  json recommendations = json::array();
  bool first = true;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!texts[i]) continue;  // the member's row vanished meanwhile
    const auto& ranked = page.cards[i];
    const auto percentage = ranked.percentage;
    if (!first) body += ',';
    first = false;
    body += *texts[i];
    body += R"(,"matchPercentage":)" + std::to_string(percentage);
    body += R"(,"matchLabel":")" + std::string(match_label(percentage)) + '"';
    body += R"(,"matchColour":")" + std::string(match_colour(percentage)) + '"';
    body += R"(,"matchDescription":")" + match_description(percentage) + '"';
    const auto factors = factors_of(viewer.breakdown(ranked.traits));
    body += R"(,"matchReason":)" + json(match_reason(factors)).dump();
    body += R"(,"matchFactors":)";
    append_factors_json(body, factors);
    body += '}';
    if (percentage >= k_recommendation_threshold &&
        recommendations.size() < k_max_recommendations) {
      recommendations.push_back(ranked.id);
    }
  }
  body += R"(],"recommendations":)" + recommendations.dump();
  body += R"(,"remaining":)" + std::to_string(page.remaining);
  body += R"(,"credits":)" + to_json(credits_now(db, writer, me)).dump() + '}';
  return body;
}

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

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  // Others' passes and unanswered Connects on the member are theirs: the export gives the
  // member's own swipes (a match is in connections).
  ctx.personal.add({.table = "swipes",
                    .rows = ":member IN (swiper_id, target_id)",
                    .exported = "swiper_id = :member"});
  ctx.personal.add({.table = "connect_credits", .rows = "profile_id = :member"});
  ctx.personal.add({.table = "connections", .rows = ":member IN (member_a, member_b)"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  auto state = std::make_shared<deck_state>(db, ctx.config.member_refresh_interval);
  ctx.events.subscribe(topics::member_changed, [state](std::string_view id) {
    state->sync.member_changed(id);
    state->cards.forget(std::string(id));
  });
  ctx.events.subscribe(topics::members_reloaded,
                       [state](std::string_view) { state->sync.reload_all(); });
  routes.add(http::method::get, "/api/discover", [&db, &writer, state](const http::request& req) {
    const auto& me = req.subject;
    const auto filter = scenario_from(http::query_param(req.query, "scenario").value_or(""));
    if (!filter) {
      throw core::api_error::validation(
          {{"scenario", "Scenario must be founder, investor, mentor or cofounder."}});
    }
    const auto limit = http::int_query_param(req.query, "limit", k_default_deck, 1, k_max_deck);
    return http::response{.status = 200, .body = deck_body(db, writer, *state, me, *filter, limit)};
  });

  routes.add(http::method::post, "/api/swipes", [&writer, state](const http::request& req) {
    const auto& me = req.subject;
    const auto body = http::parse_json_object(req);
    const swipe s{.swiper_id = me,
                  .target_id = http::required_text(body, "target", 64, "Choose a member."),
                  .choice = decision_field(body)};
    const auto outcome = record_swipe(writer, s);
    state->decks.swiped().add(s.swiper_id, s.target_id);
    return http::json_response(200,
                               {{"target", s.target_id},
                                {"decision", s.choice == decision::connect ? "connect" : "pass"},
                                {"state", outcome.state},
                                {"connectionId", http::or_null(outcome.connection_id)},
                                {"credits", to_json(outcome.credits)}});
  });

  routes.add(http::method::get, "/api/connections", [&db](const http::request& req) {
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
    return http::json_response(200, to_json(list_connections(db, query)));
  });
}

}  // namespace sangam::features::discover
