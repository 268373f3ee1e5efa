#include "features/profiles/applicant_rows.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

namespace sangam::features::profiles {
namespace {

constexpr const char* k_insert_pending =
    "INSERT INTO profiles (id, first_name, last_name, email, profile_url, company, role, industry,"
    " bio, interests, goals, plan, funding_stage, team_size, status, created_at, updated_at)"
    " VALUES (:id, :first, :last, :email, :url, :company, :role, :industry, :bio, :interests,"
    " :goals, :plan, :stage, :team, 'pending', :now, :now2)"
    " ON CONFLICT (email) DO NOTHING";
constexpr const char* k_select_on_file = "SELECT id, status FROM profiles WHERE email = :email";
constexpr const char* k_apply_change =
    "UPDATE profiles SET first_name = :first, last_name = :last, profile_url = :url,"
    " company = :company, role = :role, industry = :industry, bio = :bio,"
    " interests = :interests, goals = :goals, plan = :plan, funding_stage = :stage,"
    " team_size = :team, status = 'pending',"
    " updated_at = :now WHERE id = :id AND status <> 'approved'";

// The details as bound: the lists as JSON text, the optional texts with their indicators.
struct bound_details final {
  explicit bound_details(const applicant_details& d)
      : url(d.profile_url.value_or("")),
        bio(d.bio.value_or("")),
        interests(nlohmann::json(d.interests).dump()),
        goals(nlohmann::json(d.goals).dump()),
        stage(d.funding_stage.value_or("")),
        team(d.team_size.value_or(0)),
        url_ind(d.profile_url ? soci::i_ok : soci::i_null),
        bio_ind(d.bio ? soci::i_ok : soci::i_null),
        stage_ind(d.funding_stage ? soci::i_ok : soci::i_null),
        team_ind(d.team_size ? soci::i_ok : soci::i_null) {}
  std::string url, bio, interests, goals, stage;
  int team;
  soci::indicator url_ind, bio_ind, stage_ind, team_ind;
};

}  // namespace

bool add_applicant(db::tx& t, std::string_view id, std::string_view email,
                   const applicant_details& d, std::string_view now) {
  bound_details b(d);
  const std::string key(id), address(email), at(now);
  return t.execute(k_insert_pending, soci::use(key), soci::use(d.first_name),
                   soci::use(d.last_name), soci::use(address), soci::use(b.url, b.url_ind),
                   soci::use(d.company), soci::use(d.role), soci::use(d.industry),
                   soci::use(b.bio, b.bio_ind), soci::use(b.interests), soci::use(b.goals),
                   soci::use(d.plan), soci::use(b.stage, b.stage_ind),
                   soci::use(b.team, b.team_ind), soci::use(at), soci::use(at)) == 1;
}

std::optional<profile_on_file> profile_with_email(db::tx& t, std::string_view email) {
  const std::string address(email);
  profile_on_file found;
  if (!t.fetch(k_select_on_file, soci::use(address), soci::into(found.id),
               soci::into(found.status))) {
    return std::nullopt;
  }
  return found;
}

bool change_applicant(db::tx& t, std::string_view id, const applicant_details& d,
                      std::string_view now) {
  bound_details b(d);
  const std::string key(id), at(now);
  return t.execute(k_apply_change, soci::use(d.first_name), soci::use(d.last_name),
                   soci::use(b.url, b.url_ind), soci::use(d.company), soci::use(d.role),
                   soci::use(d.industry), soci::use(b.bio, b.bio_ind), soci::use(b.interests),
                   soci::use(b.goals), soci::use(d.plan), soci::use(b.stage, b.stage_ind),
                   soci::use(b.team, b.team_ind), soci::use(at), soci::use(key)) > 0;
}

}  // namespace sangam::features::profiles
