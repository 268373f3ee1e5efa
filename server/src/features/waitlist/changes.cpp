#include "features/waitlist/changes.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "features/auth/confirmation_links.hpp"
#include "features/waitlist/referrals.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr auth::confirmation_statements k_changes{
    .purge =
        "DELETE FROM waitlist_changes WHERE waitlist_id = :id"
        " AND (used_at IS NOT NULL OR expires_at <= :now)",
    .count_live = "SELECT COUNT(*) FROM waitlist_changes WHERE waitlist_id = :id",
    .insert =
        "INSERT INTO waitlist_changes (token_hash, waitlist_id, proposed, created_at,"
        " expires_at) VALUES (:hash, :id, :proposed, :now, :expires)",
    .select =
        "SELECT waitlist_id, proposed, expires_at FROM waitlist_changes"
        " WHERE token_hash = :hash AND used_at IS NULL",
    .use =
        "UPDATE waitlist_changes SET used_at = :now WHERE token_hash = :hash"
        " AND used_at IS NULL AND expires_at > :now2",
};

constexpr auth::confirmation_policy k_policy{.lifetime = k_change_link_lifetime,
                                             .live_max = k_live_changes_max};

constexpr const char* k_apply_change =
    "UPDATE waitlist SET name = :name, role = :role, city = :city, bio = :bio,"
    " referral = :referral, referrer_id = :referrer, updated_at = :now WHERE id = :id";

// Nothing the sender typed goes into the e-mail: it comes from our address, and a stranger's
// words in it would be a gift to phishers. The page behind the link shows them.
mail::message change_mail(const std::string& to, std::string_view link) {
  return {.to = to,
          .subject = "Confirm the changes to your Sangam waitlist entry",
          .body_text = fmt::format(
              "Hello,\n\n"
              "Someone signed up for the Sangam waitlist with this e-mail address, which is "
              "already on the list, and sent new details. Nothing has been changed.\n\n"
              "If it was you, review the new details and confirm them here:\n{}\n\n"
              "The link works once and expires in 24 hours. If it was not you, ignore this "
              "e-mail: your place and details stay exactly as they are.\n\n"
              "— The Sangam team\n",
              link)};
}

soci::indicator indicator_of(const std::optional<std::string>& value) {
  return value ? soci::i_ok : soci::i_null;
}

}  // namespace

void propose_change(db::tx& t, std::string_view waitlist_id, const waitlist_entry& proposed,
                    std::string_view link_base) {
  const auto token = auth::issue_confirmation(t, k_changes, k_policy, waitlist_id,
                                              waitlist_entry_json(proposed).dump());
  if (!token) return;
  mail::enqueue(t, change_mail(proposed.email,
                               fmt::format("{}/waitlist/confirm?token={}", link_base, *token)));
}

pending_change find_change(db::pool& db, std::string_view token) {
  auto sql = db.acquire();
  auto found = auth::find_confirmation(*sql, k_changes, token);
  return {parse_waitlist_entry(nlohmann::json::parse(found.proposed)), std::move(found.expires_at)};
}

void confirm_change(db::writer& writer, std::string_view token) {
  writer.run([&](db::tx& t) {
    const auto found = auth::use_confirmation(t, k_changes, token);
    const auto entry = parse_waitlist_entry(nlohmann::json::parse(found.proposed));
    const std::string now = core::now_iso8601();
    const std::string bio = entry.bio.value_or("");
    const std::string referral = entry.referral.value_or("");
    auto bio_ind = indicator_of(entry.bio);
    auto referral_ind = indicator_of(entry.referral);
    const auto referrer = entry.referral ? referrer_of(t.sql(), *entry.referral) : std::nullopt;
    const std::string referrer_id = referrer.value_or("");
    auto referrer_ind = indicator_of(referrer);
    t.execute(k_apply_change, soci::use(entry.name), soci::use(entry.role), soci::use(entry.city),
              soci::use(bio, bio_ind), soci::use(referral, referral_ind),
              soci::use(referrer_id, referrer_ind), soci::use(now), soci::use(found.subject));
  });
}

}  // namespace sangam::features::waitlist
