#include "features/discover/deck.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include "core/clock.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/match.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/preference_repo.hpp"
#include "features/discover/priority.hpp"
#include "features/discover/swipes.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;
using card_texts = std::vector<std::optional<std::string>>;

credit_state credits_now(db::pool& db, db::writer& writer, const std::string& me) {
  const auto now = core::now();
  {
    auto sql = db.acquire();
    if (auto credits = peek_credits(sql, me, now)) return *credits;
  }
  return writer.run([&](db::tx& t) { return settle_credits(t, me, now); });
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

// The batch's members still to see (listed, not swiped or blocked), at most `limit`. The batch is
// the day's and the preferences may have changed since: it keeps only whom they keep now, in the
// order the deck would give them. `plain` is the viewer's scorer without preferences.
std::vector<ranked_member> still_to_see(const member_index& index, const scorer& plain,
                                        const match_preferences& preferences,
                                        std::span<const std::string> batch,
                                        const std::vector<std::string>& hidden, std::size_t limit) {
  if (batch.empty()) return {};
  // A scorer's tables take microseconds to build: a second only for nice-to-haves.
  std::optional<scorer> nice;
  if (preferences.nice() != 0) nice.emplace(plain.viewer(), preferences.weights());
  const scorer& weighed = nice ? *nice : plain;
  const auto must = preferences.must();
  std::vector<std::pair<int, ranked_member>> kept;  // the weighed score, the card
  for (const auto& id : batch) {
    if (std::binary_search(hidden.begin(), hidden.end(), id)) continue;
    const auto entry = index.listed_entry_of(id);
    if (!entry) continue;
    const auto& [traits, kind] = *entry;
    if ((plain.met(traits) & must) != must ||
        !preferences.kinds[static_cast<std::size_t>(shown_kind_of(kind))]) {
      continue;
    }
    kept.push_back({weighed.thousandths(traits), {id, traits, plain.percentage(traits)}});
  }
  std::stable_sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
    return rank_order({a.first, a.second.traits.verified}, {b.first, b.second.traits.verified}) < 0;
  });
  std::vector<ranked_member> firsts;
  for (auto& [order, card] : kept) {
    if (firsts.size() == limit) break;
    firsts.push_back(std::move(card));
  }
  return firsts;
}

// The viewer's match fields, closing the card.
void append_match(std::string& body, const scorer& viewer, const ranked_member& ranked,
                  const match_preferences& preferences, bool today) {
  const auto percentage = ranked.percentage;
  body += R"(,"matchPercentage":)" + std::to_string(percentage);
  body += R"(,"matchLabel":")" + std::string(match_label(percentage)) + '"';
  body += R"(,"matchColour":")" + std::string(match_colour(percentage)) + '"';
  body += R"(,"matchDescription":")" + match_description(percentage) + '"';
  const auto factors = factors_of(viewer.breakdown(ranked.traits));
  // Fixed words and counts: nothing to escape.
  body += R"(,"matchReason":")";
  body += match_reason(factors);
  body += '"';
  body += R"(,"matchFactors":)";
  append_factors_json(body, factors);
  body += R"(,"matchPreferences":)";
  append_met_json(body, preferences, viewer.met(ranked.traits));
  body += today ? R"(,"today":true})" : R"(,"today":false})";
}

}  // namespace

std::string deck_body(db::pool& db, db::writer& writer, deck_state& state, const std::string& me,
                      scenario filter, int limit, std::span<const std::string> today) {
  const auto& index = state.index;
  const auto hidden = hidden_from(db, state.decks.swiped(), index.refreshes(), me);
  const auto preferences = read_preferences(db.acquire(), me);
  const auto my_traits = index.traits_of(me).value_or(match_traits{});
  const scorer viewer(my_traits);
  const auto firsts =
      still_to_see(index, viewer, preferences, today, *hidden, static_cast<std::size_t>(limit));
  // The ranking's page without today's members, who come first: dealt as long as the whole page,
  // since at most the firsts leave it. Its counts already include them.
  auto page = state.decks.deck(index,
                               {.viewer_id = me,
                                .filter = filter,
                                .limit = static_cast<std::size_t>(limit),
                                .excluded_ids = *hidden,
                                .preferences = preferences},
                               hidden);
  std::erase_if(page.cards, [&](const ranked_member& card) {
    return std::ranges::find(today, card.id) != today.end();
  });
  page.cards.resize(std::min(page.cards.size(), static_cast<std::size_t>(limit) - firsts.size()));
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
    append_match(body, viewer, ranked, preferences, i < firsts.size());
    if (ranked.percentage >= k_recommendation_threshold &&
        recommendations.size() < k_max_recommendations) {
      recommendations.push_back(ranked.id);
    }
  }
  body += R"(],"recommendations":)" + recommendations.dump();
  body += R"(,"remaining":)" + std::to_string(page.remaining);
  body += R"(,"todayTotal":)" + std::to_string(today.size());
  body += R"(,"widen":)" + widen_json(preferences, page.remaining, page.left).dump();
  body += R"(,"credits":)" + to_json(credits_now(db, writer, me)).dump() + '}';
  return body;
}

}  // namespace sangam::features::discover
