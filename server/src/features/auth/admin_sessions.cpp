#include "features/auth/admin_sessions.hpp"

#include <soci/soci.h>

#include <string>

namespace sangam::features::auth {
namespace {

constexpr const char* k_end_admin_sessions =
    "DELETE FROM sessions WHERE subject_kind = 'admin' AND subject_id = :id";

}  // namespace

void end_admin_sessions(db::tx& t, std::string_view admin_id) {
  const std::string id(admin_id);
  t.execute(k_end_admin_sessions, soci::use(id));
}

}  // namespace sangam::features::auth
