#include "features/profiles/holds.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

// updated_at moves with the hold: the member index's reload of changed rows sees it.
constexpr const char* k_hold =
    "UPDATE profiles SET held_until = :until, updated_at = :now WHERE id = :id";
constexpr const char* k_release =
    "UPDATE profiles SET held_until = NULL, updated_at = :now"
    " WHERE id = :id AND held_until IS NOT NULL";
constexpr const char* k_select_held = "SELECT held_until FROM profiles WHERE id = :id";
constexpr const char* k_select_ended = "SELECT id FROM profiles WHERE held_until <= :now";

}  // namespace

void hold_member(db::tx& t, std::string_view member_id, std::string_view until) {
  const std::string id(member_id), to(until);
  const auto now = core::now_iso8601();
  t.execute(k_hold, soci::use(to), soci::use(now), soci::use(id));
}

bool release_member(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  return t.execute(k_release, soci::use(now), soci::use(id)) > 0;
}

std::optional<std::string> held_until(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string until;
  soci::indicator ind = soci::i_null;
  sql << k_select_held, soci::use(id), soci::into(until, ind);
  if (!sql.got_data() || ind != soci::i_ok) return std::nullopt;
  return until;
}

std::vector<std::string> release_ended_holds(db::tx& t, std::string_view now) {
  const std::string at(now);
  std::vector<std::string> ids;
  {
    soci::rowset<std::string> rows = (t.sql().prepare << k_select_ended, soci::use(at));
    for (const auto& id : rows) ids.push_back(id);
  }
  for (const auto& id : ids) release_member(t, id);
  return ids;
}

}  // namespace sangam::features::profiles
