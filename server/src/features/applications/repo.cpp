#include "features/applications/repo.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <stdexcept>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/applications/changes.hpp"

namespace sangam::features::applications {
namespace {

// One statement, so two submissions racing for one address cannot both insert; the loser finds
// the winner's row and proposes its details as a change.
constexpr const char* k_insert_pending =
    "INSERT INTO profiles (id, first_name, last_name, email, profile_url, company, role, industry,"
    " bio, interests, goals, plan, status, created_at, updated_at)"
    " VALUES (:id, :first, :last, :email, :url, :company, :role, :industry, :bio, :interests,"
    " :goals, :plan, 'pending', :now, :now2)"
    " ON CONFLICT (email) DO NOTHING";
constexpr const char* k_record_consent =
    "INSERT INTO consents (profile_id, notice_version, purpose, given_at)"
    " VALUES (:id, :version, :purpose, :at) ON CONFLICT DO NOTHING";
constexpr const char* k_select_on_file = "SELECT id, status FROM profiles WHERE email = :email";

}  // namespace

core::api_error already_approved() {
  return {409, "already_approved",
          "This email already belongs to an approved member. Please sign in instead."};
}

void submit(db::writer& writer, const application& a, std::string_view link_base) {
  const std::string id = core::new_uuid_v7();
  const std::string now = core::now_iso8601();
  const std::string interests = nlohmann::json(a.interests).dump();
  const std::string goals = nlohmann::json(a.goals).dump();
  const std::string url = a.linkedin_url.value_or("");
  const std::string bio = a.bio.value_or("");
  auto url_ind = a.linkedin_url ? soci::i_ok : soci::i_null;
  auto bio_ind = a.bio ? soci::i_ok : soci::i_null;

  const std::string version(k_privacy_notice_version), purpose(k_application_purpose);
  const auto record_consent = [&](db::tx& t, const std::string& profile) {
    t.execute(k_record_consent, soci::use(profile), soci::use(version), soci::use(purpose),
              soci::use(now));
  };
  const bool approved = writer.run([&](db::tx& t) {
    const auto inserted = t.execute(
        k_insert_pending, soci::use(id), soci::use(a.first_name), soci::use(a.last_name),
        soci::use(a.email), soci::use(url, url_ind), soci::use(a.company), soci::use(a.role),
        soci::use(a.industry), soci::use(bio, bio_ind), soci::use(interests), soci::use(goals),
        soci::use(a.plan), soci::use(now), soci::use(now));
    if (inserted == 1) {
      record_consent(t, id);
      return false;
    }
    std::string on_file, status;
    if (!t.fetch(k_select_on_file, soci::use(a.email), soci::into(on_file), soci::into(status))) {
      throw std::runtime_error("a profile conflicted on its e-mail and then was not there");
    }
    if (status == "approved") return true;
    record_consent(t, on_file);
    propose_change(t, on_file, a, link_base);
    return false;
  });
  if (approved) throw already_approved();
}

}  // namespace sangam::features::applications
