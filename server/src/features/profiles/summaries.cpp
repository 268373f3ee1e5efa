#include "features/profiles/summaries.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "db/rows.hpp"
#include "features/profiles/members.hpp"
#include "features/profiles/out_of_sight.hpp"
#include "features/profiles/photo_repo.hpp"
#include "http/json_body.hpp"

namespace sangam::features::profiles {
namespace {

constexpr std::string_view k_from_profiles =
    " FROM profiles p LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE " SANGAM_SHOWN_TO_OTHERS("p.") " AND p.id IN (";
// After the summary's columns, a card's own.
constexpr std::string_view k_card_columns =
    ", p.bio, p.skills, p.interests, p.goals, p.experience_years, p.funding_stage, p.team_size,"
    " p.details";

std::string select_of(std::string_view more_columns) {
  std::string text = "SELECT ";
  text += k_member_summary_columns;
  text += more_columns;
  text += k_from_profiles;
  return text;
}

}  // namespace

nlohmann::json to_json(const member_summary& member) {
  using http::or_null;
  return {{"id", member.id},
          {"name", member.name},
          {"title", or_null(member.title)},
          {"company", or_null(member.company)},
          {"industry", or_null(member.industry)},
          {"location", or_null(member.location)},
          {"memberRole", or_null(member.member_role)},
          {"photoUrl", or_null(member.photo_url)},
          {"verified", member.verified}};
}

member_summary read_member_summary(const soci::row& r) {
  member_summary member{
      .id = r.get<std::string>(0),
      .name = full_name(db::text_at(r, 1).value_or(""), db::text_at(r, 2).value_or("")),
      .title = db::text_at(r, 3),
      .company = db::text_at(r, 5),
      .industry = db::text_at(r, 6),
      .location = db::text_at(r, 7),
      .member_role = db::text_at(r, 8)};
  if (!member.title) member.title = db::text_at(r, 4);
  if (const auto etag = db::text_at(r, 9)) member.photo_url = photo_url(member.id, *etag);
  member.verified = db::text_at(r, 10).has_value();
  return member;
}

std::vector<member_summary> summaries_of(soci::session& sql, std::span<const std::string> ids) {
  std::vector<member_summary> found;
  db::for_each_row_in(sql, select_of(""), ids,
                      [&](const soci::row& r) { found.push_back(read_member_summary(r)); });
  return found;
}

std::vector<member_card> cards_of(soci::session& sql, std::span<const std::string> ids) {
  constexpr auto n = k_member_summary_column_count;
  std::vector<member_card> found;
  db::for_each_row_in(sql, select_of(k_card_columns), ids, [&](const soci::row& r) {
    found.push_back({.member = read_member_summary(r),
                     .bio = db::text_at(r, n),
                     .skills = db::string_list_at(r, n + 1),
                     .interests = db::string_list_at(r, n + 2),
                     .goals = db::string_list_at(r, n + 3),
                     .experience_years = db::optional_integer_at(r, n + 4),
                     .funding_stage = db::text_at(r, n + 5),
                     .team_size = db::optional_integer_at(r, n + 6),
                     .details = db::text_at(r, n + 7)});
  });
  return found;
}

}  // namespace sangam::features::profiles
