#pragma once

#include "db/pool.hpp"
#include "features/discover/card_cache.hpp"
#include "features/discover/deck_cache.hpp"
#include "features/discover/member_index.hpp"
#include "http/router.hpp"

namespace sangam::features::discover {

// GET /api/discover (the deck), POST /api/swipes, GET /api/connections; all for the signed-in
// member only.
void add_routes(http::router& routes, db::pool& db, const member_index& index, deck_cache& decks,
                card_cache& cards);

}  // namespace sangam::features::discover
