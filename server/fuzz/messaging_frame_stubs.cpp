// What wire.cpp needs to link but no frame reaches: the member JSON of a conversation list, which
// lives with the database code (features/discover/members_repo.cpp).

#include <cstdlib>

#include "features/discover/members_repo.hpp"

namespace sangam::features::discover {

nlohmann::json to_json(const member_summary&) {
  std::abort();  // reached: the fuzz target no longer drives what it says it does
}

}  // namespace sangam::features::discover
