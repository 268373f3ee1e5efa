#include "features/profiles/member_zones.hpp"

#include <soci/soci.h>

namespace sangam::features::profiles {
namespace {

constexpr const char* k_page =
    "SELECT p.id, COALESCE(s.timezone, 'IST') FROM profiles p"
    " LEFT JOIN member_settings s ON s.member_id = p.id"
    " WHERE p.status = 'approved' AND p.paused_at IS NULL AND p.away_at IS NULL AND p.id > :after"
    " ORDER BY p.id LIMIT :n";
constexpr const char* k_timezone = "SELECT timezone FROM member_settings WHERE member_id = :m";

}  // namespace

std::vector<member_zone> active_members_after(soci::session& sql, std::string_view after,
                                              std::size_t limit) {
  const std::string from(after);
  const int n = static_cast<int>(limit);
  std::vector<member_zone> page;
  soci::rowset<soci::row> rows = (sql.prepare << k_page, soci::use(from), soci::use(n));
  for (const auto& r : rows) page.push_back({r.get<std::string>(0), r.get<std::string>(1)});
  return page;
}

std::string timezone_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string zone = "IST";
  sql << k_timezone, soci::use(id), soci::into(zone);
  return zone;
}

}  // namespace sangam::features::profiles
