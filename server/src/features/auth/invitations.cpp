#include "features/auth/invitations.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "features/auth/sessions.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_select_invitee =
    "SELECT email, first_name FROM profiles WHERE id = :id AND status = 'approved'"
    " AND password_set = 0";
constexpr const char* k_select_invitee_by_email =
    "SELECT id FROM profiles WHERE email = :email AND status = 'approved' AND password_set = 0";
constexpr const char* k_insert_token =
    "INSERT INTO password_tokens (token_hash, profile_id, created_at, expires_at)"
    " VALUES (:hash, :profile, :now, :expires)";
constexpr const char* k_select_token =
    "SELECT t.profile_id, t.expires_at FROM password_tokens t JOIN profiles p ON p.id = "
    "t.profile_id"
    " WHERE t.token_hash = :hash AND t.used_at IS NULL AND p.email = :email"
    " AND p.status = 'approved' AND p.password_set = 0";
constexpr const char* k_use_token =
    "UPDATE password_tokens SET used_at = :now WHERE token_hash = :hash AND used_at IS NULL";
constexpr const char* k_set_password =
    "UPDATE profiles SET password_hash = :hash, password_set = 1, updated_at = :now"
    " WHERE id = :id AND password_set = 0";

core::api_error invalid_token() {
  return {403, "invalid_token",
          "This password link is invalid, used or expired. Request a fresh link below."};
}

}  // namespace

void send_invitation(db::tx& t, std::string_view profile_id, std::string_view link_base) {
  const std::string id(profile_id);
  std::string email, first_name;
  soci::indicator name_ind = soci::i_null;
  if (!t.fetch(k_select_invitee, soci::use(id), soci::into(email),
               soci::into(first_name, name_ind))) {
    return;
  }

  const auto token = core::random_hex(32);  // 256 bits
  const auto hash = token_hash(token);
  const auto now = core::now();
  const std::string at = core::to_iso8601(now);
  const std::string expires = core::to_iso8601(now + k_setup_link_lifetime);
  t.execute(k_insert_token, soci::use(hash), soci::use(id), soci::use(at), soci::use(expires));

  const auto link =
      fmt::format("{}/password-setup?email={}&token={}", link_base, core::url_encode(email), token);
  const std::string greeting = name_ind == soci::i_ok ? " " + first_name : "";
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
    std::string id;
    if (t.fetch(k_select_invitee_by_email, soci::use(address), soci::into(id))) {
      send_invitation(t, id, link_base);
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
    const bool found = t.fetch(k_select_token, soci::use(hash), soci::use(address),
                               soci::into(profile_id), soci::into(expires));
    const std::string now = core::now_iso8601();
    if (!found || expires <= now) throw invalid_token();
    t.execute(k_use_token, soci::use(now), soci::use(hash));
    t.execute(k_set_password, soci::use(password_hash), soci::use(now), soci::use(profile_id));
    return profile_id;
  });
}

}  // namespace sangam::features::auth
