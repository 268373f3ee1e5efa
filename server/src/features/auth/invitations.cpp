#include "features/auth/invitations.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "features/auth/sessions.hpp"
#include "features/profiles/sign_in_accounts.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_insert_token =
    "INSERT INTO password_tokens (token_hash, profile_id, created_at, expires_at)"
    " VALUES (:hash, :profile, :now, :expires)";
constexpr const char* k_select_token =
    "SELECT profile_id, expires_at FROM password_tokens"
    " WHERE token_hash = :hash AND used_at IS NULL";
constexpr const char* k_use_token =
    "UPDATE password_tokens SET used_at = :now WHERE token_hash = :hash AND used_at IS NULL";

core::api_error invalid_token() {
  return {403, "invalid_token",
          "This password link is invalid, used or expired. Request a fresh link below."};
}

}  // namespace

void send_invitation(db::tx& t, std::string_view profile_id, std::string_view link_base) {
  const auto invited = profiles::invitee_by_id(t, profile_id);
  if (!invited) return;
  const auto& id = invited->id;
  const auto& email = invited->email;

  const auto token = core::random_hex(32);  // 256 bits
  const auto hash = token_hash(token);
  const auto now = core::now();
  const std::string at = core::to_iso8601(now);
  const std::string expires = core::to_iso8601(now + k_setup_link_lifetime);
  t.execute(k_insert_token, soci::use(hash), soci::use(id), soci::use(at), soci::use(expires));

  const auto link =
      fmt::format("{}/password-setup?email={}&token={}", link_base, core::url_encode(email), token);
  const std::string greeting = invited->first_name ? " " + *invited->first_name : "";
  mail::enqueue(t, {.to = email,
                    .subject = "Welcome to Sangam: set your password",
                    .body_text = fmt::format(
                        "Hello{},\n\n"
                        "Your application to Sangam has been approved. Welcome aboard.\n\n"
                        "Set your password to sign in:\n{}\n\n"
                        "The link works once and expires in 72 hours. If it has expired, "
                        "ask for a fresh one on the sign-in page.\n\n"
                        "— The Sangam team\n",
                        greeting, link)});
}

void resend_invitation(db::writer& writer, std::string_view email, std::string_view link_base) {
  const std::string address(email);
  writer.run([&](db::tx& t) {
    if (const auto invited = profiles::invitee_by_email(t, address)) {
      send_invitation(t, invited->id, link_base);
    }
  });
}

std::string redeem_setup_token(db::writer& writer, std::string_view email, std::string_view token,
                               const std::string& password_hash) {
  if (token.size() != 64) throw invalid_token();
  const auto hash = token_hash(token);
  const std::string address(email);
  return writer.run([&](db::tx& t) {
    std::string profile_id, expires;
    const bool found =
        t.fetch(k_select_token, soci::use(hash), soci::into(profile_id), soci::into(expires));
    const std::string now = core::now_iso8601();
    // The token must be the address's, and its member still waiting for a first password.
    const auto invited = found ? profiles::invitee_by_id(t, profile_id) : std::nullopt;
    if (!invited || invited->email != address || expires <= now) throw invalid_token();
    t.execute(k_use_token, soci::use(now), soci::use(hash));
    profiles::set_first_password(t, profile_id, password_hash);
    return profile_id;
  });
}

}  // namespace sangam::features::auth
