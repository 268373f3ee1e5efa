#include "features/applications/repo.hpp"

#include <soci/soci.h>

#include <stdexcept>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/applications/answers.hpp"
#include "features/applications/changes.hpp"
#include "features/waitlist/invites.hpp"

namespace sangam::features::applications {
namespace {

constexpr const char* k_record_consent =
    "INSERT INTO consents (profile_id, notice_version, purpose, given_at)"
    " VALUES (:id, :version, :purpose, :at) ON CONFLICT DO NOTHING";

}  // namespace

core::api_error too_early(const reapply_day& day) {
  return {409,
          "reapply_too_early",
          "An application from this address was not approved recently. You can apply again from " +
              day.text + ".",
          {{"reapplyFrom", day.iso}}};
}

core::api_error already_approved() {
  return {409, "already_approved",
          "This email already belongs to an approved member. Please sign in instead."};
}

void submit(db::writer& writer, const application& a, std::string_view link_base,
            std::string_view invite) {
  const std::string id = core::new_uuid_v7();
  const std::string now = core::now_iso8601();

  const std::string version(k_privacy_notice_version), purpose(k_application_purpose);
  const auto record_consent = [&](db::tx& t, const std::string& profile) {
    t.execute(k_record_consent, soci::use(profile), soci::use(version), soci::use(purpose),
              soci::use(now));
    // With an invitation: used with the application, or the application is refused.
    if (!invite.empty()) waitlist::redeem(t, invite, a.email, profile);
  };
  const bool approved = writer.run([&](db::tx& t) {
    // The loser of a race for one address finds the winner's row and proposes its details as a
    // change.
    if (profiles::add_applicant(t, id, a.email, a, now)) {
      record_consent(t, id);
      acknowledge(t, a);
      return false;
    }
    const auto on_file = profiles::profile_with_email(t, a.email);
    if (!on_file) {
      throw std::runtime_error("a profile conflicted on its e-mail and then was not there");
    }
    if (on_file->status == "approved") return true;
    // A rejected address applies again only after its wait, on the same row (addresses are
    // unique), and like any address on file through the link mailed to it: nobody but the
    // address can undo a rejection.
    if (on_file->status == "rejected") {
      if (const auto day = reapply_wait(t, on_file->id)) throw too_early(*day);
    }
    record_consent(t, on_file->id);
    propose_change(t, on_file->id, a, link_base);
    return false;
  });
  if (approved) throw already_approved();
}

}  // namespace sangam::features::applications
