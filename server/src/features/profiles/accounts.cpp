#include "features/profiles/accounts.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_select_by_email =
    "SELECT id, email, first_name FROM profiles WHERE email = :key AND status = 'approved'"
    " AND password_set = 1";
constexpr const char* k_select_by_id =
    "SELECT id, email, first_name FROM profiles WHERE id = :key AND status = 'approved'"
    " AND password_set = 1";
constexpr const char* k_set_password =
    "UPDATE profiles SET password_hash = :hash, updated_at = :now WHERE id = :id";

std::optional<member_account> account_where(soci::session& sql, const char* query,
                                            std::string_view key) {
  const std::string value(key);
  member_account a;
  soci::indicator name = soci::i_null;
  sql << query, soci::use(value), soci::into(a.id), soci::into(a.email),
      soci::into(a.first_name, name);
  if (!sql.got_data()) return std::nullopt;
  if (name != soci::i_ok) a.first_name.clear();
  return a;
}

}  // namespace

std::optional<member_account> account_by_email(soci::session& sql, std::string_view email) {
  return account_where(sql, k_select_by_email, email);
}

std::optional<member_account> account_by_id(soci::session& sql, std::string_view member_id) {
  return account_where(sql, k_select_by_id, member_id);
}

void set_password_hash(db::tx& t, std::string_view member_id, const std::string& password_hash) {
  const std::string id(member_id);
  const auto now = core::now_iso8601();
  t.execute(k_set_password, soci::use(password_hash), soci::use(now), soci::use(id));
}

}  // namespace sangam::features::profiles
