#pragma once

#include <soci/session.h>

#include <span>
#include <string>
#include <string_view>
#include <unordered_set>

// Which founders an investor's dashboard may show and act on (docs/pitches.md, "Investor
// dashboard"): the rule /members/:id follows, and founders who pitched the investor themselves.
namespace sangam::features::investing {

// Of `founder_ids`, those whose profile is open to the investor (profiles::visible_to: approved,
// their visibility — public, or connections and the two are connected — and no block either way)
// and those who sent the investor a pitch an administrator delivered, unless a block stands
// between the two.
std::unordered_set<std::string> founders_in_view(soci::session& sql, std::string_view investor_id,
                                                 std::span<const std::string> founder_ids);

// The same for one founder.
bool founder_in_view(soci::session& sql, std::string_view investor_id, std::string_view founder_id);

}  // namespace sangam::features::investing
