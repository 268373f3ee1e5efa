#include "features/admin/credentials.hpp"

#include <soci/soci.h>

#include "core/error.hpp"
#include "core/text.hpp"
#include "db/audit.hpp"
#include "features/auth/admin_sessions.hpp"
#include "features/auth/common_passwords.hpp"
#include "features/auth/passwords.hpp"

namespace sangam::features::admin {
namespace {

constexpr std::size_t k_admin_password_min = 12;

constexpr const char* k_select_by_email = "SELECT id FROM administrators WHERE email = :email";
constexpr const char* k_select_by_id = "SELECT email FROM administrators WHERE id = :id";
constexpr const char* k_set_password =
    "UPDATE administrators SET password_hash = :hash WHERE id = :id";
constexpr const char* k_end_challenges =
    "DELETE FROM admin_sign_in_challenges WHERE admin_id = :id";

}  // namespace

std::optional<administrator> administrator_by_email(soci::session& sql, std::string_view email_in) {
  const std::string email(email_in);
  std::string id;
  sql << k_select_by_email, soci::use(email), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return administrator{id, email};
}

std::optional<administrator> administrator_by_id(soci::session& sql, std::string_view id_in) {
  const std::string id(id_in);
  std::string email;
  sql << k_select_by_id, soci::use(id), soci::into(email);
  if (!sql.got_data()) return std::nullopt;
  return administrator{id, email};
}

void check_admin_password(std::string_view password) {
  if (core::utf8_length(password) < k_admin_password_min ||
      password.size() > auth::k_password_max) {
    throw core::api_error::validation(
        {{"password", "An administrator password needs 12 to 128 characters."}});
  }
  if (auth::is_common_password(password)) {
    throw core::api_error::validation({{"password", auth::k_common_password_message}});
  }
}

void replace_admin_password(db::tx& t, std::string_view admin_id,
                            const std::string& password_hash) {
  const std::string id(admin_id);
  t.execute(k_set_password, soci::use(password_hash), soci::use(id));
  t.execute(k_end_challenges, soci::use(id));
  auth::end_admin_sessions(t, id);
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = id,
                       .action = "password_reset",
                       .target_kind = "administrator",
                       .target_id = id});
}

}  // namespace sangam::features::admin
