// What wire.cpp needs to link but no frame reaches: the member JSON of a conversation list, which
// lives with the profiles feature's database code (features/profiles/summaries.cpp).

#include <nlohmann/json.hpp>

#include <cstdlib>

#include "features/profiles/summaries.hpp"

namespace sangam::features::profiles {

nlohmann::json to_json(const member_summary&) {
  std::abort();  // reached: the fuzz target no longer drives what it says it does
}

}  // namespace sangam::features::profiles
