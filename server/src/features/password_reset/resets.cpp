#include "features/password_reset/resets.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/auth/credentials.hpp"
#include "features/auth/sessions.hpp"
#include "features/auth/two_factor.hpp"
#include "features/profiles/accounts.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::password_reset {
namespace {

constexpr const char* k_insert_link =
    "INSERT INTO password_resets (token_hash, member_id, created_at, expires_at)"
    " VALUES (:hash, :member, :now, :expires)";
constexpr const char* k_select_link =
    "SELECT member_id FROM password_resets WHERE token_hash = :hash AND used_at IS NULL"
    " AND expires_at > :now";
constexpr const char* k_use_link =
    "UPDATE password_resets SET used_at = :now WHERE token_hash = :hash AND used_at IS NULL";
// A used link takes the member's other links with it: only the newest mail could still be open.
constexpr const char* k_use_others =
    "UPDATE password_resets SET used_at = :now WHERE member_id = :member AND used_at IS NULL";

std::string greeting(const profiles::member_account& a) {
  return a.first_name.empty() ? "Hello" : "Hello " + a.first_name;
}

std::optional<profiles::member_account> link_member(soci::session& sql, std::string_view token) {
  if (token.size() != 64) return std::nullopt;
  const auto hash = auth::token_hash(token);
  const auto now = core::now_iso8601();
  std::string member;
  sql << k_select_link, soci::use(hash), soci::use(now), soci::into(member);
  if (!sql.got_data()) return std::nullopt;
  return profiles::account_by_id(sql, member);
}

}  // namespace

void send_link(db::tx& t, std::string_view email, std::string_view link_base) {
  const auto account = profiles::account_by_email(t.sql(), email);
  if (!account) return;
  const auto token = core::random_hex(32);  // 256 bits
  const auto hash = auth::token_hash(token);
  const auto now = core::now();
  const auto at = core::to_iso8601(now);
  const auto expires = core::to_iso8601(now + k_link_lifetime);
  t.execute(k_insert_link, soci::use(hash), soci::use(account->id), soci::use(at),
            soci::use(expires));
  mail::enqueue(t, {.to = account->email,
                    .subject = "Reset your Sangam password",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "Someone, hopefully you, asked to reset the password of your Sangam "
                        "account. Choose a new password here:\n{}/reset-password?token={}\n\n"
                        "The link works once and expires in 30 minutes. If you did not ask for "
                        "it, ignore this e-mail: your password stays as it is.\n\n"
                        "— The Sangam team\n",
                        greeting(*account), link_base, token)});
}

std::optional<live_link> find_link(soci::session& sql, std::string_view token) {
  const auto account = link_member(sql, token);
  if (!account) return std::nullopt;
  return live_link{.member_id = account->id,
                   .two_factor = auth::two_factor_enabled(sql, account->id)};
}

result use_link(db::tx& t, std::string_view token, std::string_view code,
                const std::string& password_hash) {
  const auto account = link_member(t.sql(), token);
  if (!account) return {.is = outcome::invalid_link};
  if (auth::two_factor_enabled(t.sql(), account->id)) {
    if (code.empty()) return {.is = outcome::code_needed};
    const auto verdict = auth::judge_second_factor(t, account->id, code);
    if (verdict.outcome == auth::code_verdict::refused) {
      return {.is = outcome::too_many_codes, .retry_after = verdict.retry_after};
    }
    if (verdict.outcome == auth::code_verdict::wrong) return {.is = outcome::wrong_code};
  }
  const auto now = core::now_iso8601();
  const auto hash = auth::token_hash(token);
  t.execute(k_use_link, soci::use(now), soci::use(hash));
  t.execute(k_use_others, soci::use(now), soci::use(account->id));
  auth::replace_password(t, account->id, password_hash);
  mail::enqueue(t, {.to = account->email,
                    .subject = "Your Sangam password was changed",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "The password of your Sangam account was just reset, and every device "
                        "that was signed in has been signed out.\n\n"
                        "If this was not you, reset it again from the sign-in page at once and "
                        "write to us by replying to this e-mail.\n\n"
                        "— The Sangam team\n",
                        greeting(*account))});
  return {.is = outcome::reset, .member_id = account->id};
}

}  // namespace sangam::features::password_reset
