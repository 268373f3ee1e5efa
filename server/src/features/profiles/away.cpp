#include "features/profiles/away.hpp"

#include <soci/soci.h>

#include <chrono>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_signed_in =
    "UPDATE profiles SET signed_in_at = :now WHERE id = :id AND away_at IS NULL";
// updated_at moves with the return: the member index's reload of changed rows sees it.
constexpr const char* k_back =
    "UPDATE profiles SET signed_in_at = :now, away_at = NULL, updated_at = :at"
    " WHERE id = :id AND away_at IS NOT NULL";
#define SANGAM_AWAY_CANDIDATES                     \
  " WHERE away_at IS NULL AND status = 'approved'" \
  " AND COALESCE(signed_in_at, updated_at) < :cutoff"
constexpr const char* k_select_inactive = "SELECT id FROM profiles" SANGAM_AWAY_CANDIDATES;
constexpr const char* k_send_away =
    "UPDATE profiles SET away_at = :now, updated_at = :at" SANGAM_AWAY_CANDIDATES;
#undef SANGAM_AWAY_CANDIDATES

}  // namespace

bool record_sign_in(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  if (t.execute(k_signed_in, soci::use(now), soci::use(id)) > 0) return false;
  return t.execute(k_back, soci::use(now), soci::use(now), soci::use(id)) > 0;
}

std::vector<std::string> send_away_inactive(db::tx& t, unsigned days) {
  const auto now = core::now();
  const auto cutoff = core::to_iso8601(now - std::chrono::hours(24) * days);
  std::vector<std::string> ids;
  {
    soci::rowset<std::string> rows = (t.sql().prepare << k_select_inactive, soci::use(cutoff));
    for (const auto& id : rows) ids.push_back(id);
  }
  if (ids.empty()) return ids;
  const auto at = core::to_iso8601(now);
  t.execute(k_send_away, soci::use(at), soci::use(at), soci::use(cutoff));
  return ids;
}

}  // namespace sangam::features::profiles
