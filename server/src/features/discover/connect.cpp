#include "features/discover/connect.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/messaging/conversations.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/facts.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::discover {
namespace {

constexpr const char* k_insert_connection =
    "INSERT INTO connections (id, member_a, member_b, created_at) VALUES (:id, :a, :b, :at)"
    " ON CONFLICT (member_a, member_b) DO NOTHING";
constexpr const char* k_select_connection =
    "SELECT id FROM connections WHERE member_a = :a AND member_b = :b";
constexpr const char* k_partners_before =
    "SELECT CASE WHEN member_a = :a THEN member_b ELSE member_a END FROM connections"
    " WHERE (member_a = :a2 OR member_b = :b) AND created_at < :before";
constexpr const char* k_connect_pair =
    "UPDATE swipes SET state = 'connected' WHERE decision = 'connect' AND state = 'pending'"
    " AND ((swiper_id = :a AND target_id = :b) OR (swiper_id = :b2 AND target_id = :a2))";

std::pair<std::string, std::string> ordered(std::string_view x, std::string_view y) {
  return x < y ? std::pair{std::string(x), std::string(y)}
               : std::pair{std::string(y), std::string(x)};
}

void announce_match(db::tx& t, std::string_view to, std::string_view other) {
  const auto message =
      fmt::format("You and {} both want to connect. Say hello!", profiles::name_of(t.sql(), other));
  notifications::notify(
      t, to,
      {.type = "match", .title = "It's a match!", .message = message, .link = "/connections"});
}

}  // namespace

std::vector<std::string> connection_partners(soci::session& sql, std::string_view member) {
  const std::string id(member);
  std::vector<std::string> partners;
  soci::rowset<std::string> rows =
      (sql.prepare << "SELECT CASE WHEN member_a = :a THEN member_b ELSE member_a END"
                      " FROM connections WHERE member_a = :a2 OR member_b = :b",
       soci::use(id), soci::use(id), soci::use(id));
  for (const auto& partner : rows) partners.push_back(partner);
  return partners;
}

long long connection_count(soci::session& sql, std::string_view member, const std::string& since) {
  const std::string id(member);
  long long n = 0;
  sql << "SELECT COUNT(*) FROM connections WHERE (member_a = :a OR member_b = :b)"
         " AND created_at >= :since",
      soci::use(id), soci::use(id), soci::use(since), soci::into(n);
  return n;
}

long long match_count(soci::session& sql, std::string_view member) {
  const std::string id(member);
  long long n = 0;
  sql << "SELECT COUNT(*) FROM swipes mine JOIN swipes theirs ON theirs.swiper_id ="
         " mine.target_id AND theirs.target_id = mine.swiper_id WHERE mine.swiper_id = :m"
         " AND mine.decision = 'connect' AND theirs.decision = 'connect'",
      soci::use(id), soci::into(n);
  return n;
}

std::optional<std::string> connection_between(soci::session& sql, std::string_view x,
                                              std::string_view y) {
  const auto [a, b] = ordered(x, y);
  std::string id;
  sql << k_select_connection, soci::use(a), soci::use(b), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return id;
}

connection_made connect_members(db::tx& t, std::string_view x, std::string_view y,
                                announce notices) {
  const auto [a, b] = ordered(x, y);
  connection_made made{.id = core::new_uuid_v7()};
  const auto at = core::now_iso8601();
  made.created = t.execute(k_insert_connection, soci::use(made.id), soci::use(a), soci::use(b),
                           soci::use(at)) == 1;
  if (!made.created) {
    made.id = connection_between(t.sql(), a, b).value_or("");
    return made;
  }
  t.execute(k_connect_pair, soci::use(a), soci::use(b), soci::use(b), soci::use(a));
  messaging::open_conversation(t, made.id, a, b, at);
  if (notices == announce::match) {
    announce_match(t, x, y);
    announce_match(t, y, x);
  }
  return made;
}

std::vector<std::string> connection_times(soci::session& sql, std::string_view member,
                                          const std::string& from, const std::string& to) {
  const std::string id(member);
  std::vector<std::string> times;
  soci::rowset<std::string> rows =
      (sql.prepare << "SELECT created_at FROM connections WHERE (member_a = :a OR member_b = :b)"
                      " AND created_at >= :from AND created_at < :to ORDER BY created_at",
       soci::use(id), soci::use(id), soci::use(from), soci::use(to));
  for (const auto& at : rows) times.push_back(at);
  return times;
}

std::vector<std::pair<std::string, std::string>> recent_connections(soci::session& sql,
                                                                    std::string_view member,
                                                                    int limit) {
  const std::string id(member);
  std::vector<std::pair<std::string, std::string>> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT CASE WHEN member_a = :me THEN member_b ELSE member_a END, created_at"
                      " FROM connections WHERE member_a = :a OR member_b = :b"
                      " ORDER BY created_at DESC LIMIT :n",
       soci::use(id), soci::use(id), soci::use(id), soci::use(limit));
  for (const auto& r : rows) found.emplace_back(r.get<std::string>(0), r.get<std::string>(1));
  return found;
}

std::vector<std::pair<std::string, long long>> connection_counts_since(soci::session& sql,
                                                                       const std::string& from) {
  std::vector<std::pair<std::string, long long>> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << "SELECT member, COUNT(*) FROM (SELECT member_a AS member FROM connections"
                      " WHERE created_at >= :from UNION ALL SELECT member_b FROM connections"
                      " WHERE created_at >= :from2) made GROUP BY member",
       soci::use(from), soci::use(from));
  for (const auto& r : rows) found.emplace_back(r.get<std::string>(0), db::integer_at(r, 1));
  return found;
}

long long network_reach(soci::session& sql, std::string_view member, const std::string& before) {
  const std::string id(member);
  long long n = 0;
  // My connections (one hop) and theirs (two hops), each edge made before `before`.
  sql << "WITH edges AS (SELECT member_a AS x, member_b AS y FROM connections WHERE created_at"
         " < :before UNION ALL SELECT member_b, member_a FROM connections WHERE created_at <"
         " :before2), first AS (SELECT y AS m FROM edges WHERE x = :me)"
         " SELECT COUNT(DISTINCT m) FROM (SELECT m FROM first UNION SELECT e.y FROM edges e"
         " JOIN first f ON e.x = f.m) reach WHERE m <> :me2",
      soci::use(before), soci::use(before), soci::use(id), soci::use(id), soci::into(n);
  return n;
}

std::vector<std::pair<std::string, long long>> connection_industries(soci::session& sql,
                                                                     std::string_view member,
                                                                     const std::string& before) {
  const std::string id(member);
  std::vector<std::string> partners;
  {
    soci::rowset<std::string> rows = (sql.prepare << k_partners_before, soci::use(id),
                                      soci::use(id), soci::use(id), soci::use(before));
    for (const auto& partner : rows) partners.push_back(partner);
  }
  return profiles::industry_counts(sql, partners);
}

}  // namespace sangam::features::discover
