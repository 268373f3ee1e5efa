#pragma once

#include <string_view>

#include "db/tx.hpp"

// An application that came with an invitation (features/waitlist invites) is marked invited: the
// review queue lists invited applications first, then by date (review_queue.hpp).
namespace sangam::features::profiles {

void mark_invited(db::tx& t, std::string_view profile_id);

}  // namespace sangam::features::profiles
