#include <string>

#include "features/admin/credentials.hpp"
#include "features/admin/two_factor.hpp"
#include "features/auth/credentials.hpp"
#include "features/auth/two_factor.hpp"
#include "features/password_reset/resets.hpp"
#include "features/profiles/accounts.hpp"

// The two kinds of account a password reset serves, each through the feature that keeps them.
namespace sangam::features::password_reset {
namespace {

std::optional<account> member_of(std::optional<profiles::member_account> a) {
  if (!a) return std::nullopt;
  return account{.id = a->id,
                 .email = a->email,
                 .greeting = a->first_name.empty() ? "Hello" : "Hello " + a->first_name};
}

std::optional<account> member_by_email(soci::session& sql, std::string_view email) {
  return member_of(profiles::account_by_email(sql, email));
}

std::optional<account> member_by_id(soci::session& sql, std::string_view id) {
  return member_of(profiles::account_by_id(sql, id));
}

code_check judge_member_code(db::tx& t, std::string_view id, std::string_view code) {
  const auto verdict = auth::judge_second_factor(t, id, code);
  switch (verdict.outcome) {
    case auth::code_verdict::accepted:
      return {.outcome = code_check::accepted};
    case auth::code_verdict::refused:
      return {.outcome = code_check::refused, .retry_after = verdict.retry_after};
    default:
      return {.outcome = code_check::wrong};
  }
}

void check_member_password(std::string_view password) {
  auth::check_new_password(password);
}

std::optional<account> administrator_of(std::optional<admin::administrator> a) {
  if (!a) return std::nullopt;
  return account{.id = a->id, .email = a->email, .greeting = "Hello"};
}

std::optional<account> administrator_by_email(soci::session& sql, std::string_view email) {
  return administrator_of(admin::administrator_by_email(sql, email));
}

std::optional<account> administrator_by_id(soci::session& sql, std::string_view id) {
  return administrator_of(admin::administrator_by_id(sql, id));
}

// Wrong codes are charged to the administrator's sign-in failures by the route (feature.cpp).
code_check judge_administrator_code(db::tx& t, std::string_view id, std::string_view code) {
  return {.outcome = admin::check_admin_code(t, id, code) == admin::admin_code_result::wrong
                         ? code_check::wrong
                         : code_check::accepted};
}

}  // namespace

const account_kind k_members{
    .insert_link =
        "INSERT INTO password_resets (token_hash, member_id, created_at, expires_at)"
        " VALUES (:hash, :account, :now, :expires)",
    .select_link =
        "SELECT member_id FROM password_resets WHERE token_hash = :hash"
        " AND used_at IS NULL AND expires_at > :now",
    .use_link =
        "UPDATE password_resets SET used_at = :now WHERE token_hash = :hash"
        " AND used_at IS NULL",
    .use_others =
        "UPDATE password_resets SET used_at = :now WHERE member_id = :account"
        " AND used_at IS NULL",
    .link_path = "/reset-password",
    .named = "Sangam account",
    .by_email = &member_by_email,
    .by_id = &member_by_id,
    .two_factor_on = &auth::two_factor_enabled,
    .judge_code = &judge_member_code,
    .check_password = &check_member_password,
    .replace_password = &auth::replace_password,
};

const account_kind k_administrators{
    .insert_link =
        "INSERT INTO admin_password_resets (token_hash, admin_id, created_at,"
        " expires_at) VALUES (:hash, :account, :now, :expires)",
    .select_link =
        "SELECT admin_id FROM admin_password_resets WHERE token_hash = :hash"
        " AND used_at IS NULL AND expires_at > :now",
    .use_link =
        "UPDATE admin_password_resets SET used_at = :now WHERE token_hash = :hash"
        " AND used_at IS NULL",
    .use_others =
        "UPDATE admin_password_resets SET used_at = :now WHERE admin_id = :account"
        " AND used_at IS NULL",
    .link_path = "/admin/reset-password",
    .named = "Sangam administrator account",
    .by_email = &administrator_by_email,
    .by_id = &administrator_by_id,
    .two_factor_on = &admin::admin_two_factor_enabled,
    .judge_code = &judge_administrator_code,
    .check_password = &admin::check_admin_password,
    .replace_password = &admin::replace_admin_password,
};

}  // namespace sangam::features::password_reset
