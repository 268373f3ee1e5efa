#include "features/password_reset/resets.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/auth/sessions.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::password_reset {
namespace {

std::optional<account> link_account(soci::session& sql, const account_kind& kind,
                                    std::string_view token) {
  if (token.size() != 64) return std::nullopt;
  const auto hash = auth::token_hash(token);
  const auto now = core::now_iso8601();
  std::string id;
  sql << kind.select_link, soci::use(hash), soci::use(now), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return kind.by_id(sql, id);
}

}  // namespace

void send_link(db::tx& t, const account_kind& kind, std::string_view email,
               std::string_view link_base) {
  const auto owner = kind.by_email(t.sql(), email);
  if (!owner) return;
  const auto token = core::random_hex(32);  // 256 bits
  const auto hash = auth::token_hash(token);
  const auto now = core::now();
  const auto at = core::to_iso8601(now);
  const auto expires = core::to_iso8601(now + k_link_lifetime);
  t.execute(kind.insert_link, soci::use(hash), soci::use(owner->id), soci::use(at),
            soci::use(expires));
  mail::enqueue(t, {.to = owner->email,
                    .subject = "Reset your Sangam password",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "Someone, hopefully you, asked to reset the password of your {}. "
                        "Choose a new password here:\n{}{}?token={}\n\n"
                        "The link works once and expires in 30 minutes. If you did not ask for "
                        "it, ignore this e-mail: your password stays as it is.\n\n"
                        "— The Sangam team\n",
                        owner->greeting, kind.named, link_base, kind.link_path, token)});
}

std::optional<live_link> find_link(soci::session& sql, const account_kind& kind,
                                   std::string_view token) {
  const auto owner = link_account(sql, kind, token);
  if (!owner) return std::nullopt;
  return live_link{.account_id = owner->id,
                   .email = owner->email,
                   .two_factor = kind.two_factor_on(sql, owner->id)};
}

result use_link(db::tx& t, const account_kind& kind, std::string_view token, std::string_view code,
                const std::string& password_hash) {
  const auto owner = link_account(t.sql(), kind, token);
  if (!owner) return {.is = outcome::invalid_link};
  if (kind.two_factor_on(t.sql(), owner->id)) {
    if (code.empty()) return {.is = outcome::code_needed};
    const auto verdict = kind.judge_code(t, owner->id, code);
    if (verdict.outcome == code_check::refused) {
      return {.is = outcome::too_many_codes, .retry_after = verdict.retry_after};
    }
    if (verdict.outcome == code_check::wrong) return {.is = outcome::wrong_code};
  }
  const auto now = core::now_iso8601();
  const auto hash = auth::token_hash(token);
  t.execute(kind.use_link, soci::use(now), soci::use(hash));
  t.execute(kind.use_others, soci::use(now), soci::use(owner->id));
  kind.replace_password(t, owner->id, password_hash);
  mail::enqueue(t, {.to = owner->email,
                    .subject = "Your Sangam password was changed",
                    .body_text = fmt::format(
                        "{},\n\n"
                        "The password of your {} was just reset, and every device that was "
                        "signed in has been signed out.\n\n"
                        "If this was not you, reset it again from the sign-in page at once and "
                        "write to us by replying to this e-mail.\n\n"
                        "— The Sangam team\n",
                        owner->greeting, kind.named)});
  return {.is = outcome::reset, .account_id = owner->id};
}

}  // namespace sangam::features::password_reset
