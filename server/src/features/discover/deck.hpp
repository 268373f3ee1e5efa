#pragma once

#include <chrono>
#include <span>
#include <string>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/discover/card_cache.hpp"
#include "features/discover/deck_cache.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/member_sync.hpp"

namespace sangam::features::discover {

// What the deck keeps between requests: the index of members, the decks and cards cached, and
// what keeps the index current.
struct deck_state final {
  member_index index;
  deck_cache decks;
  card_cache cards;
  member_sync sync;
  deck_state(db::pool& db, std::chrono::milliseconds refresh) : sync(db, index, refresh) {}
};

// GET /api/discover's body, as JSON text: the viewer's next `limit` cards of `filter`, each the
// member's card (from the card cache, or the database) followed by the viewer's match fields,
// then the recommendations, how many remain and the viewer's Connect credits. The members of
// `today` (the viewer's daily batch) not yet swiped come first, marked "today", and not again in
// the rest; "todayTotal" is the batch's size.
std::string deck_body(db::pool& db, db::writer& writer, deck_state& state, const std::string& me,
                      scenario filter, int limit, std::span<const std::string> today = {});

}  // namespace sangam::features::discover
