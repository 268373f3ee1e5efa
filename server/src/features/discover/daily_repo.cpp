#include "features/discover/daily_repo.hpp"

#include <soci/soci.h>

#include <algorithm>

namespace sangam::features::discover {
namespace {

constexpr const char* k_claimed =
    "SELECT COUNT(*) FROM daily_match_days WHERE member_id = :m AND day = :d";
constexpr const char* k_batch =
    "SELECT candidate_id FROM daily_matches WHERE member_id = :m AND day = :d ORDER BY position";
constexpr const char* k_earlier =
    "SELECT DISTINCT candidate_id FROM daily_matches WHERE member_id = :m AND day < :d";
constexpr const char* k_claim =
    "INSERT INTO daily_match_days (member_id, day, made_at) VALUES (:m, :d, :at)"
    " ON CONFLICT (member_id, day) DO NOTHING";
constexpr const char* k_insert =
    "INSERT INTO daily_matches (member_id, day, position, candidate_id) VALUES (:m, :d, :p, :c)"
    " ON CONFLICT (member_id, day, position) DO NOTHING";
constexpr const char* k_select_email =
    "SELECT email FROM daily_match_settings WHERE member_id = :m";
constexpr const char* k_save_email =
    "INSERT INTO daily_match_settings (member_id, email, updated_at) VALUES (:m, :e, :at)"
    " ON CONFLICT (member_id) DO UPDATE SET email = excluded.email,"
    " updated_at = excluded.updated_at";

}  // namespace

std::optional<std::vector<std::string>> stored_batch(soci::session& sql, std::string_view member,
                                                     std::string_view day) {
  const std::string m(member), d(day);
  long long claimed = 0;
  sql << k_claimed, soci::use(m), soci::use(d), soci::into(claimed);
  if (claimed == 0) return std::nullopt;
  soci::rowset<std::string> rows = (sql.prepare << k_batch, soci::use(m), soci::use(d));
  return std::vector<std::string>(rows.begin(), rows.end());
}

std::vector<std::string> earlier_batches(soci::session& sql, std::string_view member,
                                         std::string_view day) {
  const std::string m(member), d(day);
  soci::rowset<std::string> rows = (sql.prepare << k_earlier, soci::use(m), soci::use(d));
  std::vector<std::string> ids(rows.begin(), rows.end());
  std::sort(ids.begin(), ids.end());
  return ids;
}

bool store_batch(db::tx& t, std::string_view member, std::string_view day,
                 std::span<const std::string> ids, std::string_view made_at) {
  const std::string m(member), d(day), at(made_at);
  if (t.execute(k_claim, soci::use(m), soci::use(d), soci::use(at)) == 0) return false;
  for (int position = 0; position < static_cast<int>(ids.size()); ++position) {
    t.execute(k_insert, soci::use(m), soci::use(d), soci::use(position),
              soci::use(ids[static_cast<std::size_t>(position)]));
  }
  return true;
}

bool wants_daily_email(soci::session& sql, std::string_view member) {
  const std::string m(member);
  int email = 0;
  sql << k_select_email, soci::use(m), soci::into(email);
  return email != 0;
}

void save_daily_email(db::tx& t, std::string_view member, bool email, std::string_view at) {
  const std::string m(member), stamp(at);
  const int on = email ? 1 : 0;
  t.execute(k_save_email, soci::use(m), soci::use(on), soci::use(stamp));
}

}  // namespace sangam::features::discover
