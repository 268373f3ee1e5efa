#include "features/profiles/email_change.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <chrono>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/auth/confirmation_links.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::profiles {
namespace {

constexpr auth::confirmation_statements k_changes{
    .purge =
        "DELETE FROM email_changes WHERE profile_id = :id"
        " AND (used_at IS NOT NULL OR expires_at <= :now)",
    .count_live = "SELECT COUNT(*) FROM email_changes WHERE profile_id = :id",
    .insert =
        "INSERT INTO email_changes (token_hash, profile_id, new_email, created_at, expires_at)"
        " VALUES (:hash, :id, :proposed, :now, :expires)",
    .select =
        "SELECT profile_id, new_email, expires_at FROM email_changes"
        " WHERE token_hash = :hash AND used_at IS NULL",
    .use =
        "UPDATE email_changes SET used_at = :now WHERE token_hash = :hash"
        " AND used_at IS NULL AND expires_at > :now2",
};
constexpr auth::confirmation_policy k_policy{.lifetime = std::chrono::hours(24), .live_max = 3};

constexpr const char* k_taken = "SELECT COUNT(*) FROM profiles WHERE email = :email AND id <> :id";
constexpr const char* k_set_email =
    "UPDATE profiles SET email = :email, updated_at = :at WHERE id = :id";
constexpr const char* k_old_email = "SELECT email FROM profiles WHERE id = :id";

constexpr const char* k_pending =
    "SELECT new_email FROM email_changes WHERE profile_id = :id AND used_at IS NULL"
    " AND expires_at > :now ORDER BY created_at DESC LIMIT 1";

core::api_error email_taken() {
  return {409, "email_taken", "Another account already uses this email address."};
}

bool taken(soci::session& sql, const std::string& email, const std::string& id) {
  long long n = 0;
  sql << k_taken, soci::use(email), soci::use(id), soci::into(n);
  return n > 0;
}

void ensure_free(soci::session& sql, const std::string& email, const std::string& id) {
  if (taken(sql, email, id)) throw email_taken();
}

}  // namespace

void request_email_change(db::tx& t, std::string_view member_id, const std::string& new_email,
                          std::string_view link_base) {
  const std::string id(member_id);
  const bool in_use = taken(t.sql(), new_email, id);
  const auto token = auth::issue_confirmation(t, k_changes, k_policy, id, new_email);
  if (!token) {
    throw core::api_error(429, "too_many_links",
                          "We have sent several links already. Use one of them, or try again "
                          "tomorrow.");
  }
  if (in_use) {
    // No link and no word of who asked: the owner has nothing to act on, and the member who asked
    // learns nothing from the answer (issue 25, finding 7).
    mail::enqueue(
        t, {.to = new_email,
            .subject = "Someone tried to use your address on Sangam",
            .body_text = "Hello,\n\n"
                         "Someone signed in to Sangam asked to use this e-mail address for their "
                         "account. This address is already on file with us, so nothing has "
                         "changed and there is nothing you need to do.\n\n"
                         "If you have questions, reply to this e-mail.\n\n"
                         "— The Sangam team\n"});
    return;
  }
  const auto link = fmt::format("{}/settings/confirm-email?token={}", link_base, *token);
  mail::enqueue(t, {.to = new_email,
                    .subject = "Confirm your new Sangam sign-in address",
                    .body_text = fmt::format(
                        "Hello,\n\n"
                        "You asked to sign in to Sangam with this address from now on. Confirm "
                        "it here:\n{}\n\n"
                        "The link works once and expires in 24 hours. If you did not ask for "
                        "this, ignore this e-mail.\n\n"
                        "— The Sangam team\n",
                        link)});
}

std::optional<std::string> pending_email_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  std::string email;
  sql << k_pending, soci::use(id), soci::use(now), soci::into(email);
  if (!sql.got_data()) return std::nullopt;
  return email;
}

std::string confirm_email_change(db::writer& writer, std::string_view token) {
  return writer.run([&](db::tx& t) {
    const auto change = auth::use_confirmation(t, k_changes, token);
    ensure_free(t.sql(), change.proposed, change.subject);
    std::string old_email;
    t.sql() << k_old_email, soci::use(change.subject), soci::into(old_email);
    t.execute(k_set_email, soci::use(change.proposed), soci::use(core::now_iso8601()),
              soci::use(change.subject));
    if (!old_email.empty() && old_email != change.proposed) {
      mail::enqueue(t, {.to = old_email,
                        .subject = "Your Sangam sign-in address was changed",
                        .body_text = fmt::format(
                            "Hello,\n\n"
                            "Your Sangam account now signs in with {}. If you did not make this "
                            "change, write to us at once by replying to this e-mail.\n\n"
                            "— The Sangam team\n",
                            change.proposed)});
    }
    return change.proposed;
  });
}

}  // namespace sangam::features::profiles
