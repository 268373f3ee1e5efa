#include "features/discover/deck.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <vector>

#include "core/clock.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/match.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/swipes.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;
using card_texts = std::vector<std::optional<std::string>>;

credit_state credits_now(db::pool& db, db::writer& writer, const std::string& me) {
  const auto now = core::now();
  {
    auto sql = db.acquire();
    if (auto credits = peek_credits(*sql, me, now)) return *credits;
  }
  return writer.run([&](db::tx& t) { return settle_credits(t.sql(), me, now); });
}

// Each member's card as open JSON text, in the order of `ids`: from the card cache, the rest read
// in one query and cached; nullopt where the member's row vanished meanwhile.
card_texts open_cards(db::pool& db, card_cache& cards, const std::vector<std::string>& ids) {
  auto texts = cards.find(ids);
  std::vector<std::string> missing;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!texts[i]) missing.push_back(ids[i]);
  }
  if (missing.empty()) return texts;
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
  return texts;
}

// The batch's members still to see (listed, not swiped or blocked), at most `limit`, in its order.
std::vector<ranked_member> still_to_see(const member_index& index, const scorer& viewer,
                                        std::span<const std::string> batch,
                                        const std::vector<std::string>& hidden, std::size_t limit) {
  std::vector<ranked_member> cards;
  for (const auto& id : batch) {
    if (cards.size() == limit) break;
    if (std::binary_search(hidden.begin(), hidden.end(), id)) continue;
    if (const auto traits = index.listed_traits_of(id)) {
      cards.push_back({id, *traits, viewer.percentage(*traits)});
    }
  }
  return cards;
}

// The viewer's match fields, closing the card.
void append_match(std::string& body, const scorer& viewer, const ranked_member& ranked,
                  bool today) {
  const auto percentage = ranked.percentage;
  body += R"(,"matchPercentage":)" + std::to_string(percentage);
  body += R"(,"matchLabel":")" + std::string(match_label(percentage)) + '"';
  body += R"(,"matchColour":")" + std::string(match_colour(percentage)) + '"';
  body += R"(,"matchDescription":")" + match_description(percentage) + '"';
  const auto factors = factors_of(viewer.breakdown(ranked.traits));
  body += R"(,"matchReason":)" + json(match_reason(factors)).dump();
  body += R"(,"matchFactors":)";
  append_factors_json(body, factors);
  body += today ? R"(,"today":true})" : R"(,"today":false})";
}

}  // namespace

std::string deck_body(db::pool& db, db::writer& writer, deck_state& state, const std::string& me,
                      scenario filter, int limit, std::span<const std::string> today) {
  const auto& index = state.index;
  const auto hidden = hidden_from(db, state.decks.swiped(), index.refreshes(), me);
  const scorer viewer(index.traits_of(me).value_or(match_traits{}));
  const auto firsts = still_to_see(index, viewer, today, *hidden, static_cast<std::size_t>(limit));
  auto excluded = hidden;
  if (!today.empty()) {
    std::vector<std::string> merged(*hidden);
    merged.insert(merged.end(), today.begin(), today.end());
    std::sort(merged.begin(), merged.end());
    excluded = std::make_shared<const std::vector<std::string>>(std::move(merged));
  }
  const auto rest = static_cast<std::size_t>(limit) - firsts.size();
  auto page = state.decks.deck(index, {.viewer_id = me,
                                       .filter = filter,
                                       .limit = std::max<std::size_t>(rest, 1),
                                       .excluded_ids = *excluded});
  page.cards.resize(std::min(page.cards.size(), rest));
  page.cards.insert(page.cards.begin(), firsts.begin(), firsts.end());
  std::vector<std::string> ids;
  ids.reserve(page.cards.size());
  for (const auto& card : page.cards) ids.push_back(card.id);
  const auto texts = open_cards(db, state.cards, ids);

  std::string body = R"({"cards":[)";
  json recommendations = json::array();
  bool first = true;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!texts[i]) continue;
    const auto& ranked = page.cards[i];
    if (!first) body += ',';
    first = false;
    body += *texts[i];
    append_match(body, viewer, ranked, i < firsts.size());
    if (ranked.percentage >= k_recommendation_threshold &&
        recommendations.size() < k_max_recommendations) {
      recommendations.push_back(ranked.id);
    }
  }
  body += R"(],"recommendations":)" + recommendations.dump();
  body += R"(,"remaining":)" + std::to_string(page.remaining + firsts.size());
  body += R"(,"todayTotal":)" + std::to_string(today.size());
  body += R"(,"credits":)" + to_json(credits_now(db, writer, me)).dump() + '}';
  return body;
}

}  // namespace sangam::features::discover
