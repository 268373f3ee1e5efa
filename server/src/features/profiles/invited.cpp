#include "features/profiles/invited.hpp"

#include <soci/soci.h>

#include <string>

namespace sangam::features::profiles {
namespace {

constexpr const char* k_mark_invited = "UPDATE profiles SET invited = 1 WHERE id = :id";

}  // namespace

void mark_invited(db::tx& t, std::string_view profile_id) {
  const std::string id(profile_id);
  t.execute(k_mark_invited, soci::use(id));
}

}  // namespace sangam::features::profiles
