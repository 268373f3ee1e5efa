#include "features/applications/repo.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"

namespace sangam::features::applications {
namespace {

// One statement, so two submissions racing for one address cannot both insert; the WHERE keeps
// an approved member out of reach.
constexpr const char* k_upsert_pending =
    "INSERT INTO profiles (id, first_name, last_name, email, profile_url, company, role, industry,"
    " bio, interests, goals, plan, status, created_at, updated_at)"
    " VALUES (:id, :first, :last, :email, :url, :company, :role, :industry, :bio, :interests,"
    " :goals, :plan, 'pending', :now, :now2)"
    " ON CONFLICT (email) DO UPDATE SET first_name = excluded.first_name,"
    " last_name = excluded.last_name, profile_url = excluded.profile_url,"
    " company = excluded.company, role = excluded.role, industry = excluded.industry,"
    " bio = excluded.bio, interests = excluded.interests, goals = excluded.goals,"
    " plan = excluded.plan, status = 'pending', updated_at = excluded.updated_at"
    " WHERE profiles.status <> 'approved'";

}  // namespace

void submit(db::writer& writer, const application& a) {
  const std::string id = core::new_uuid_v7();
  const std::string now = core::now_iso8601();
  const std::string interests = nlohmann::json(a.interests).dump();
  const std::string goals = nlohmann::json(a.goals).dump();
  const std::string url = a.linkedin_url.value_or("");
  const std::string bio = a.bio.value_or("");
  auto url_ind = a.linkedin_url ? soci::i_ok : soci::i_null;
  auto bio_ind = a.bio ? soci::i_ok : soci::i_null;

  const auto stored = writer.run([&](db::tx& t) {
    return t.execute(k_upsert_pending, soci::use(id), soci::use(a.first_name),
                     soci::use(a.last_name), soci::use(a.email), soci::use(url, url_ind),
                     soci::use(a.company), soci::use(a.role), soci::use(a.industry),
                     soci::use(bio, bio_ind), soci::use(interests), soci::use(goals),
                     soci::use(a.plan), soci::use(now), soci::use(now));
  });
  if (stored == 0) {
    throw core::api_error(409, "already_approved",
                          "This email already belongs to an approved member. Please sign in "
                          "instead.");
  }
}

}  // namespace sangam::features::applications
