#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/discover/credits.hpp"
#include "features/discover/swiped_cache.hpp"

namespace sangam::features::discover {

enum class decision { pass, connect };

struct swipe final {
  std::string swiper_id;
  std::string target_id;
  decision choice = decision::pass;
};

struct swipe_outcome final {
  std::string state;  // passed, pending, connected or expired
  std::optional<std::string> connection_id;
  credit_state credits;
};

// Records a swipe. The same swipe again answers as the first did; another decision on the same
// member is a 409. A Connect costs a credit (409 no_credits when none is left); when the other
// side had connected already, exactly one connection is made and both members are notified.
swipe_outcome record_swipe(db::writer& writer, const swipe& s);

// Members the viewer never sees again in the deck, sorted. Those swiped come from `swiped`, read
// from the database only when not known or due a re-check (`refreshes`, read before the call, is
// the member index's count). Those blocked either way are read every time: there are few, and a
// block then hides the two from each other at once, whichever instance either asks.
swiped_cache::id_list hidden_from(db::pool& db, swiped_cache& swiped, std::uint64_t refreshes,
                                  const std::string& viewer_id);

}  // namespace sangam::features::discover
