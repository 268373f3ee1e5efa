#include "features/moderation/blocks.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"

namespace sangam::features::moderation {
namespace {

constexpr const char* k_count_between =
    "SELECT COUNT(*) FROM blocks WHERE (blocker_id = :a AND blocked_id = :b)"
    " OR (blocker_id = :b2 AND blocked_id = :a2)";
// UNION ALL: a plain UNION builds a temporary table on every call (a fifth of the deck's reads);
// the one duplicate possible, two members who blocked each other, is dropped in memory.
constexpr const char* k_either_way =
    "SELECT blocked_id FROM blocks WHERE blocker_id = :me"
    " UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = :me2";

std::vector<std::string> distinct(std::vector<std::string> ids) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}
constexpr const char* k_blockers = "SELECT blocker_id FROM blocks WHERE blocked_id = :me";
constexpr const char* k_insert =
    "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (:blocker, :blocked, :at)"
    " ON CONFLICT (blocker_id, blocked_id) DO NOTHING";
constexpr const char* k_delete_connection =
    "DELETE FROM connections WHERE member_a = :a AND member_b = :b";

}  // namespace

bool blocked_between(soci::session& sql, std::string_view a, std::string_view b) {
  const std::string x(a), y(b);
  long long n = 0;
  sql << k_count_between, soci::use(x), soci::use(y), soci::use(y), soci::use(x), soci::into(n);
  return n > 0;
}

bool blocked_between(db::tx& t, std::string_view a, std::string_view b) {
  const std::string x(a), y(b);
  long long n = 0;
  t.fetch(k_count_between, soci::use(x), soci::use(y), soci::use(y), soci::use(x), soci::into(n));
  return n > 0;
}

std::vector<std::string> blocked_either_way(soci::session& sql, std::string_view profile_id) {
  const std::string me(profile_id);
  std::vector<std::string> ids;
  soci::rowset<std::string> rows = (sql.prepare << k_either_way, soci::use(me), soci::use(me));
  for (const auto& id : rows) ids.push_back(id);
  return distinct(std::move(ids));
}

std::vector<std::string> blocked_either_way(const db::pool::lease& sql,
                                            std::string_view profile_id) {
  const std::string me(profile_id);
  std::vector<std::string> ids;
  std::string id;
  sql.each_row([&] { ids.push_back(id); }, k_either_way, soci::use(me), soci::use(me),
               soci::into(id));
  return distinct(std::move(ids));
}

std::vector<std::string> blockers_of(soci::session& sql, std::string_view profile_id) {
  const std::string me(profile_id);
  std::vector<std::string> ids;
  soci::rowset<std::string> rows = (sql.prepare << k_blockers, soci::use(me));
  for (const auto& id : rows) ids.push_back(id);
  return ids;
}

void block(db::tx& t, std::string_view blocker_id, std::string_view blocked_id) {
  const std::string blocker(blocker_id), blocked(blocked_id);
  const auto at = core::now_iso8601();
  t.execute(k_insert, soci::use(blocker), soci::use(blocked), soci::use(at));
  const auto& a = blocker < blocked ? blocker : blocked;
  const auto& b = blocker < blocked ? blocked : blocker;
  t.execute(k_delete_connection, soci::use(a), soci::use(b));
}

}  // namespace sangam::features::moderation
