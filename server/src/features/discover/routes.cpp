#include "features/discover/routes.hpp"

#include "core/error.hpp"
#include "features/auth/sessions.hpp"
#include "features/discover/connections.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/swipes.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

constexpr int k_default_deck = 20;
constexpr int k_max_deck = 100;

credit_state credits_now(db::pool& db, const std::string& me) {
  const auto now = std::chrono::system_clock::now();
  {
    auto sql = db.acquire();
    if (auto credits = peek_credits(*sql, me, now)) return *credits;
  }
  auto sql = db.acquire_writer();
  soci::transaction tx(*sql);
  auto credits = settle_credits(*sql, me, now);
  tx.commit();
  return credits;
}

json deck_json(db::pool& db, const member_index& index, deck_cache& decks, const std::string& me,
               scenario filter, int limit) {
  std::vector<std::string> hidden;
  {
    auto sql = db.acquire();
    hidden = hidden_from(*sql, me);
  }
  const auto page = decks.deck(index, {.viewer_id = me,
                                       .filter = filter,
                                       .limit = static_cast<std::size_t>(limit),
                                       .excluded_ids = hidden});
  std::vector<std::string> ids;
  ids.reserve(page.cards.size());
  for (const auto& card : page.cards) ids.push_back(card.id);
  std::vector<json> details;
  {
    auto sql = db.acquire();
    details = member_cards(*sql, ids, true);
  }
  const scorer viewer(index.traits_of(me).value_or(match_traits{}));
  json cards = json::array();
  json recommendations = json::array();
  std::size_t at = 0;
  for (auto& card : details) {
    // Both lists follow the deck's order; a card whose row vanished meanwhile is left out.
    while (at < page.cards.size() && page.cards[at].id != card["id"].get_ref<const std::string&>())
      ++at;
    if (at == page.cards.size()) break;
    const auto& ranked = page.cards[at];
    const auto parts = viewer.breakdown(ranked.traits);
    card["matchPercentage"] = ranked.percentage;
    card["matchLabel"] = match_label(ranked.percentage);
    card["matchColour"] = match_colour(ranked.percentage);
    card["matchDescription"] = match_description(ranked.percentage);
    card["matchReason"] = match_reason(parts);
    if (ranked.percentage >= k_recommendation_threshold &&
        recommendations.size() < k_max_recommendations) {
      recommendations.push_back(ranked.id);
    }
    cards.push_back(std::move(card));
  }
  return {{"cards", std::move(cards)},
          {"recommendations", std::move(recommendations)},
          {"remaining", page.remaining},
          {"credits", to_json(credits_now(db, me))}};
}

decision decision_field(const json& body) {
  const auto it = body.find("decision");
  if (it != body.end() && *it == "pass") return decision::pass;
  if (it != body.end() && *it == "connect") return decision::connect;
  throw core::api_error::validation({{"decision", "Decision must be pass or connect."}});
}

}  // namespace

void add_routes(http::router& routes, db::pool& db, const member_index& index, deck_cache& decks) {
  routes.add(http::method::get, "/api/discover", [&db, &index, &decks](const http::request& req) {
    const auto me = auth::require_member(db, req);
    const auto filter = scenario_from(http::query_param(req.query, "scenario").value_or(""));
    if (!filter) {
      throw core::api_error::validation(
          {{"scenario", "Scenario must be founder, investor, mentor or cofounder."}});
    }
    const auto limit = http::int_query_param(req.query, "limit", k_default_deck, 1, k_max_deck);
    return http::json_response(200, deck_json(db, index, decks, me, *filter, limit));
  });

  routes.add(http::method::post, "/api/swipes", [&db](const http::request& req) {
    const auto me = auth::require_member(db, req);
    const auto body = http::parse_json_object(req);
    const swipe s{.swiper_id = me,
                  .target_id = http::required_text(body, "target", 64, "Choose a member."),
                  .choice = decision_field(body)};
    const auto outcome = record_swipe(db, s);
    return http::json_response(
        200,
        {{"target", s.target_id},
         {"decision", s.choice == decision::connect ? "connect" : "pass"},
         {"state", outcome.state},
         {"connectionId", outcome.connection_id ? json(*outcome.connection_id) : json(nullptr)},
         {"credits", to_json(outcome.credits)}});
  });

  routes.add(http::method::get, "/api/connections", [&db](const http::request& req) {
    return http::json_response(200, list_connections(db, auth::require_member(db, req)));
  });
}

}  // namespace sangam::features::discover
