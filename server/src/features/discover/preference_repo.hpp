#pragma once

#include <soci/soci.h>

#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <string>

#include "core/clock.hpp"
#include "db/pool.hpp"
#include "db/tx.hpp"
#include "features/discover/preferences.hpp"

// Each member's match preferences (table match_preferences): no row is the plain deck.
namespace sangam::features::discover {

// On a read lease (prepared once per connection: the deck reads them on every request) or in the
// writer's transaction.
match_preferences read_preferences(const db::pool::lease& sql, const std::string& member);
match_preferences read_preferences(db::tx& t, const std::string& member);
// The member's preferences changed by `body` (PUT /api/me/match-preferences), saved and returned;
// a bad field throws before anything is written.
match_preferences save_preferences(db::tx& t, const std::string& member, const nlohmann::json& body,
                                   std::chrono::system_clock::time_point now);

}  // namespace sangam::features::discover
