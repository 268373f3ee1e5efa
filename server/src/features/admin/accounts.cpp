#include "features/admin/accounts.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "features/admin/credentials.hpp"
#include "features/auth/passwords.hpp"

namespace sangam::features::admin {
namespace {

constexpr const char* k_count_admins = "SELECT COUNT(*) FROM administrators";
constexpr const char* k_count_admin_email =
    "SELECT COUNT(*) FROM administrators WHERE email = :email";
constexpr const char* k_insert_admin =
    "INSERT INTO administrators (id, email, password_hash, created_at)"
    " VALUES (:id, :email, :hash, :now)";
constexpr const char* k_select_admin_by_email =
    "SELECT id, password_hash FROM administrators WHERE email = :email";
constexpr const char* k_select_admin_by_id = "SELECT email FROM administrators WHERE id = :id";

}  // namespace

std::string create_administrator(db::writer& writer, std::string_view email_in,
                                 std::string_view password) {
  const auto email = core::normalized_email(email_in);
  if (!core::is_valid_email(email)) {
    throw core::api_error::validation({{"email", "Please enter a valid email address."}});
  }
  check_admin_password(password);
  const std::string hash = auth::hash_password(password);
  const std::string id = core::new_uuid_v7();
  const std::string now = core::now_iso8601();
  writer.run([&](db::tx& t) {
    int taken = 0;
    t.fetch(k_count_admin_email, soci::use(email), soci::into(taken));
    if (taken > 0) {
      throw core::api_error(409, "conflict", "An administrator with this email already exists.");
    }
    t.execute(k_insert_admin, soci::use(id), soci::use(email), soci::use(hash), soci::use(now));
  });
  return id;
}

bool ensure_first_administrator(db::pool& db, db::writer& writer, std::string_view email,
                                std::string_view password) {
  int existing = 0;
  {
    auto sql = db.acquire();
    *sql << k_count_admins, soci::into(existing);
  }
  if (existing > 0) return false;
  create_administrator(writer, email, password);
  return true;
}

std::optional<administrator> verify_administrator(db::pool& db, const std::string& email,
                                                  std::string_view password) {
  std::string id, hash;
  {
    auto sql = db.acquire();
    *sql << k_select_admin_by_email, soci::use(email), soci::into(id), soci::into(hash);
    if (!sql->got_data()) id.clear();
  }
  if (id.empty()) {
    auth::verify_decoy(password);
    return std::nullopt;
  }
  if (!auth::verify_password(hash, password)) return std::nullopt;
  return administrator{id, email};
}

std::optional<administrator> find_administrator(db::pool& db, std::string_view id_in) {
  const std::string id(id_in);
  std::string email;
  auto sql = db.acquire();
  *sql << k_select_admin_by_id, soci::use(id), soci::into(email);
  if (!sql->got_data()) return std::nullopt;
  return administrator{id, email};
}

}  // namespace sangam::features::admin
