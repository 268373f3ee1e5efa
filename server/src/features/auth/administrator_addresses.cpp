#include "features/auth/administrator_addresses.hpp"

#include <soci/soci.h>

#include <string>

#include "core/text.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_count_admin_address =
    "SELECT COUNT(*) FROM administrators WHERE email = :email";

}  // namespace

bool is_administrator_address(soci::session& sql, std::string_view email) {
  const std::string address = core::normalized_email(email);
  long long n = 0;
  sql << k_count_admin_address, soci::use(address), soci::into(n);
  return n > 0;
}

}  // namespace sangam::features::auth
