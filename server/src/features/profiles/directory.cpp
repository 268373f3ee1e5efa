#include "features/profiles/directory.hpp"

#include <soci/soci.h>

#include "db/rows.hpp"
#include "features/profiles/out_of_sight.hpp"
#include "features/profiles/photo_repo.hpp"

namespace sangam::features::profiles {
namespace {

#define SANGAM_PROFILE_COLUMNS                                                                 \
  "SELECT p.id, p.first_name, p.last_name, p.title, p.role, p.company, p.industry, p.city,"    \
  " p.member_role, ph.etag, p.verified_at, p.status, p.visible, p.bio, p.skills, p.interests," \
  " p.goals, p.experience_years, p.funding_stage, p.team_size, p.details, p.created_at"        \
  " FROM profiles p LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
constexpr const char* k_by_ids = SANGAM_PROFILE_COLUMNS " WHERE p.id IN (";
constexpr const char* k_approved =
    SANGAM_PROFILE_COLUMNS " WHERE p.status = 'approved' AND " SANGAM_SHOWN_TO_OTHERS("p.");
#undef SANGAM_PROFILE_COLUMNS
constexpr const char* k_founders = " AND (p.member_role IS NULL OR p.member_role = 'Founder')";
constexpr const char* k_mentors = " AND p.member_role = 'Mentor'";
constexpr const char* k_investors = " AND p.member_role = 'Investor'";
constexpr const char* k_visible = " AND p.visible = 1";
constexpr const char* k_in_decks = " AND p.away_at IS NULL";
// Goals are stored as a JSON array of strings.
constexpr const char* k_with_goal = " AND p.goals LIKE :goal";

member_profile read_profile(const soci::row& r) {
  member_profile p{.id = r.get<std::string>(0),
                   .first_name = db::text_at(r, 1).value_or(""),
                   .last_name = db::text_at(r, 2).value_or(""),
                   .title = db::text_at(r, 3),
                   .role = db::text_at(r, 4),
                   .company = db::text_at(r, 5),
                   .industry = db::text_at(r, 6),
                   .city = db::text_at(r, 7),
                   .member_role = db::text_at(r, 8),
                   .verified = db::text_at(r, 10).has_value(),
                   .approved = r.get<std::string>(11) == "approved",
                   .visible = db::integer_at(r, 12) != 0,
                   .bio = db::text_at(r, 13),
                   .skills = db::string_list_at(r, 14),
                   .interests = db::string_list_at(r, 15),
                   .goals = db::string_list_at(r, 16),
                   .experience_years = db::optional_integer_at(r, 17),
                   .funding_stage = db::text_at(r, 18),
                   .team_size = db::optional_integer_at(r, 19),
                   .details = db::text_at(r, 20),
                   .created_at = r.get<std::string>(21)};
  if (const auto etag = db::text_at(r, 9)) p.photo_url = photo_url(p.id, *etag);
  return p;
}

const char* kind_condition(member_kind kind) {
  switch (kind) {
    case member_kind::mentor:
      return k_mentors;
    case member_kind::investor:
      return k_investors;
    default:
      return k_founders;
  }
}

}  // namespace

std::vector<member_profile> approved_members(soci::session& sql, const member_filter& filter) {
  std::string text = k_approved;
  text += kind_condition(filter.kind);
  if (filter.visible_only) text += k_visible;
  if (filter.in_decks) text += k_in_decks;
  std::vector<member_profile> members;
  const auto read = [&](soci::rowset<soci::row> rows) {
    for (const auto& r : rows) members.push_back(read_profile(r));
  };
  if (filter.with_goal.empty()) {
    read(sql.prepare << text);
  } else {
    text += k_with_goal;
    const auto pattern = "%\"" + std::string(filter.with_goal) + "\"%";
    read((sql.prepare << text, soci::use(pattern)));
  }
  return members;
}

std::unordered_map<std::string, member_profile> profiles_by_id(soci::session& sql,
                                                               std::span<const std::string> ids) {
  std::unordered_map<std::string, member_profile> found;
  db::for_each_row_in(sql, k_by_ids, ids, [&](const soci::row& r) {
    auto p = read_profile(r);
    auto id = p.id;
    found.emplace(std::move(id), std::move(p));
  });
  return found;
}

std::optional<member_profile> profile_of(soci::session& sql, std::string_view id) {
  const std::string key(id);
  auto found = profiles_by_id(sql, std::span(&key, 1));
  if (found.empty()) return std::nullopt;
  return std::move(found.begin()->second);
}

}  // namespace sangam::features::profiles
