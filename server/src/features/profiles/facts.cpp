#include "features/profiles/facts.hpp"

#include <soci/soci.h>

#include "db/rows.hpp"
#include "features/profiles/out_of_sight.hpp"

namespace sangam::features::profiles {
namespace {

#define SANGAM_LISTING_COLUMNS \
  "SELECT id, CASE WHEN " SANGAM_IN_DECKS("") " THEN status ELSE 'held' END, visible," \
  " member_role, industry, skills, interests, goals, experience_years, city, funding_stage,"  \
  " team_size, verified_at FROM profiles"
// In the order members joined: their slots in the deck's index, which break ties between equal
// matches, are then the same on every instance and after every reload (a bare SELECT's order is
// the engine's, and PostgreSQL's moves when a row is updated).
constexpr const char* k_all_approved = SANGAM_LISTING_COLUMNS
    " WHERE status = 'approved' AND " SANGAM_IN_DECKS("") " ORDER BY created_at, id";
constexpr const char* k_changed_since =
    SANGAM_LISTING_COLUMNS " WHERE updated_at >= :since ORDER BY updated_at";
constexpr const char* k_one = SANGAM_LISTING_COLUMNS " WHERE id = :id";
#undef SANGAM_LISTING_COLUMNS
constexpr std::string_view k_industries_of =
    "SELECT industry, COUNT(*) FROM profiles WHERE industry IS NOT NULL AND industry <> ''"
    " AND id IN (";
constexpr std::string_view k_industries_order =
    " GROUP BY industry ORDER BY COUNT(*) DESC, industry";
constexpr const char* k_select_plan = "SELECT plan FROM profiles WHERE id = :id";

listing read_listing(const soci::row& r) {
  listing l{.id = r.get<std::string>(0),
            .listed = r.get<std::string>(1) == "approved" && db::integer_at(r, 2) != 0};
  if (!l.listed) return l;
  l.member_role = db::text_at(r, 3).value_or("");
  auto& f = l.facts;
  f.industry = db::text_at(r, 4).value_or("");
  f.skills = db::string_list_at(r, 5);
  f.interests = db::string_list_at(r, 6);
  f.goals = db::string_list_at(r, 7);
  if (const auto years = db::optional_integer_at(r, 8))
    f.experience_years = static_cast<int>(*years);
  f.city = db::text_at(r, 9).value_or("");
  f.funding_stage = db::text_at(r, 10).value_or("");
  if (const auto size = db::optional_integer_at(r, 11)) f.team_size = static_cast<int>(*size);
  f.verified = db::text_at(r, 12).has_value();
  return l;
}

}  // namespace

void each_approved_listing(soci::session& sql, const listing_sink& each) {
  soci::rowset<soci::row> rows = (sql.prepare << k_all_approved);
  for (const auto& r : rows) each(read_listing(r));
}

void each_listing_changed_since(soci::session& sql, const std::string& since,
                                const listing_sink& each) {
  soci::rowset<soci::row> rows = (sql.prepare << k_changed_since, soci::use(since));
  for (const auto& r : rows) each(read_listing(r));
}

std::optional<listing> listing_of(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  soci::rowset<soci::row> rows = (sql.prepare << k_one, soci::use(id));
  for (const auto& r : rows) return read_listing(r);
  return std::nullopt;
}

std::vector<std::pair<std::string, long long>> industry_counts(soci::session& sql,
                                                               std::span<const std::string> ids) {
  std::vector<std::pair<std::string, long long>> found;
  db::for_each_row_in(
      sql, std::string(k_industries_of), ids,
      [&](const soci::row& r) { found.emplace_back(r.get<std::string>(0), db::integer_at(r, 1)); },
      k_industries_order);
  return found;
}

std::string plan_of(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  std::string plan;
  soci::indicator ind = soci::i_null;
  sql << k_select_plan, soci::use(id), soci::into(plan, ind);
  return ind == soci::i_ok ? plan : "core";
}

namespace {

template <typename Sql>
std::string prepared_plan_of(Sql& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  std::string plan;
  soci::indicator ind = soci::i_null;
  sql.fetch(k_select_plan, soci::use(id), soci::into(plan, ind));
  return ind == soci::i_ok ? plan : "core";
}

}  // namespace

std::string plan_of(const db::pool::lease& sql, std::string_view profile_id) {
  return prepared_plan_of(sql, profile_id);
}

std::string plan_of(db::tx& t, std::string_view profile_id) {
  return prepared_plan_of(t, profile_id);
}

}  // namespace sangam::features::profiles
