#include "features/auth/credentials.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/auth/common_passwords.hpp"
#include "features/auth/passwords.hpp"
#include "features/profiles/accounts.hpp"

namespace sangam::features::auth {
namespace {

constexpr const char* k_end_sessions =
    "DELETE FROM sessions WHERE subject_kind = 'member' AND subject_id = :id";

}  // namespace

std::string email_field(const nlohmann::json& body) {
  const auto it = body.find("email");
  if (it == body.end() || !it->is_string()) {
    throw core::api_error::validation({{"email", "Please enter a valid email address."}});
  }
  auto email = core::normalized_email(it->get_ref<const std::string&>());
  if (!core::is_valid_email(email)) {
    throw core::api_error::validation({{"email", "Please enter a valid email address."}});
  }
  return email;
}

void check_new_password(std::string_view password, const char* field) {
  if (core::utf8_length(password) < k_password_min) {
    throw core::api_error::validation({{field, "Password must be at least 6 characters."}});
  }
  if (password.size() > k_password_max) {
    throw core::api_error::validation({{field, "Password must be at most 128 characters."}});
  }
  if (is_common_password(password)) {
    throw core::api_error::validation({{field, k_common_password_message}});
  }
}

void replace_password(db::tx& t, std::string_view member_id, const std::string& password_hash) {
  profiles::set_password_hash(t, member_id, password_hash);
  end_every_session(t, member_id);
}

void end_every_session(db::tx& t, std::string_view member_id) {
  const std::string id(member_id);
  t.execute(k_end_sessions, soci::use(id));
}

}  // namespace sangam::features::auth
