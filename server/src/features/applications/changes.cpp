#include "features/applications/changes.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "features/applications/answers.hpp"
#include "features/applications/repo.hpp"
#include "features/auth/confirmation_links.hpp"
#include "features/profiles/review_queue.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::applications {
namespace {

constexpr auth::confirmation_statements k_changes{
    .purge =
        "DELETE FROM application_changes WHERE profile_id = :id"
        " AND (used_at IS NOT NULL OR expires_at <= :now)",
    .count_live = "SELECT COUNT(*) FROM application_changes WHERE profile_id = :id",
    .insert =
        "INSERT INTO application_changes (token_hash, profile_id, proposed, created_at,"
        " expires_at) VALUES (:hash, :id, :proposed, :now, :expires)",
    .select =
        "SELECT profile_id, proposed, expires_at FROM application_changes"
        " WHERE token_hash = :hash AND used_at IS NULL",
    .use =
        "UPDATE application_changes SET used_at = :now WHERE token_hash = :hash"
        " AND used_at IS NULL AND expires_at > :now2",
};

constexpr auth::confirmation_policy k_policy{.lifetime = k_change_link_lifetime,
                                             .live_max = k_live_changes_max};

// Nothing the sender typed goes into the e-mail: it comes from our address, and a stranger's
// words or links in it would be a gift to phishers. The page behind the link shows them.
mail::message change_mail(const std::string& to, std::string_view link) {
  return {.to = to,
          .subject = "Confirm the changes to your Sangam application",
          .body_text = fmt::format(
              "Hello,\n\n"
              "Someone sent a new Sangam application with this e-mail address, which already has "
              "an application with us. Nothing has been changed.\n\n"
              "If it was you, review the new details and confirm them here:\n{}\n\n"
              "The link works once and expires in 24 hours. If it was not you, ignore this "
              "e-mail: your application stays exactly as it is.\n\n"
              "— The Sangam team\n",
              link)};
}

}  // namespace

void propose_change(db::tx& t, std::string_view profile_id, const application& proposed,
                    std::string_view link_base) {
  const auto token = auth::issue_confirmation(t, k_changes, k_policy, profile_id,
                                              application_json(proposed).dump());
  if (!token) return;
  mail::enqueue(
      t, change_mail(proposed.email, fmt::format("{}/apply/confirm?token={}", link_base, *token)));
}

pending_change find_change(db::pool& db, std::string_view token) {
  auto sql = db.acquire();
  auto found = auth::find_confirmation(*sql, k_changes, token);
  return {parse_application(nlohmann::json::parse(found.proposed)), std::move(found.expires_at)};
}

void confirm_change(db::writer& writer, std::string_view token) {
  const bool approved = writer.run([&](db::tx& t) {
    const auto found = auth::use_confirmation(t, k_changes, token);
    const auto a = parse_application(nlohmann::json::parse(found.proposed));
    if (const auto day = reapply_wait(t, found.subject)) throw too_early(*day);
    const bool was_rejected = profiles::review_status_of(t, found.subject) == "rejected";
    // No row changed: the application was approved meanwhile. The link stays used.
    if (!profiles::change_applicant(t, found.subject, a, core::now_iso8601())) return true;
    // Back in the queue after a rejection: acknowledged like a first application.
    if (was_rejected) acknowledge(t, a);
    return false;
  });
  if (approved) throw already_approved();
}

}  // namespace sangam::features::applications
