#include "features/profiles/pause.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

// updated_at moves with the pause: the member index's reload of changed rows sees it.
constexpr const char* k_pause =
    "UPDATE profiles SET paused_at = :at, updated_at = :now WHERE id = :id AND paused_at IS NULL";
constexpr const char* k_resume =
    "UPDATE profiles SET paused_at = NULL, updated_at = :now"
    " WHERE id = :id AND paused_at IS NOT NULL";
constexpr const char* k_select_paused = "SELECT paused_at FROM profiles WHERE id = :id";

}  // namespace

bool pause_member(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  return t.execute(k_pause, soci::use(now), soci::use(now), soci::use(id)) > 0;
}

bool resume_member(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  return t.execute(k_resume, soci::use(now), soci::use(id)) > 0;
}

std::optional<std::string> paused_since(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string at;
  soci::indicator ind = soci::i_null;
  sql << k_select_paused, soci::use(id), soci::into(at, ind);
  if (!sql.got_data() || ind != soci::i_ok) return std::nullopt;
  return at;
}

}  // namespace sangam::features::profiles
