#pragma once

#include <soci/session.h>

#include "db/pool.hpp"
#include "db/tx.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sangam::features::moderation {

// Whether either member has blocked the other. The tx form keeps its statement prepared, for
// writes that ask it on every call (each message sent).
bool blocked_between(soci::session& sql, std::string_view a, std::string_view b);
bool blocked_between(db::tx& t, std::string_view a, std::string_view b);

// Everyone the member blocked or was blocked by, sorted and distinct: the two never see each
// other again. The lease form keeps its statement prepared, for reads on every request (the deck).
std::vector<std::string> blocked_either_way(soci::session& sql, std::string_view profile_id);
std::vector<std::string> blocked_either_way(const db::pool::lease& sql,
                                            std::string_view profile_id);

// Everyone who blocked the member.
std::vector<std::string> blockers_of(soci::session& sql, std::string_view profile_id);

// Records the block (again is a no-op) and ends any connection between the two, in the caller's
// transaction.
void block(db::tx& t, std::string_view blocker_id, std::string_view blocked_id);

}  // namespace sangam::features::moderation
