#include "features/profiles/profile_lookup.hpp"

#include "db/rows.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_email = "SELECT email FROM profiles WHERE id = :id";
constexpr const char* k_member_role = "SELECT member_role FROM profiles WHERE id = :id";
// The ids follow (db::for_each_row_in).
constexpr const char* k_names_and_emails =
    "SELECT id, first_name, last_name, email FROM profiles WHERE id IN (";

// One text column of the profile; nullopt when it is NULL or there is no such profile.
std::optional<std::string> text_of(soci::session& sql, const char* query,
                                   std::string_view profile_id) {
  const std::string id(profile_id);
  std::string value;
  soci::indicator ind = soci::i_null;
  sql << query, soci::use(id), soci::into(value, ind);
  if (!sql.got_data() || ind != soci::i_ok) return std::nullopt;
  return value;
}

}  // namespace

std::optional<std::string> email_of(soci::session& sql, std::string_view profile_id) {
  return text_of(sql, k_email, profile_id);
}

std::optional<std::string> member_role_of(soci::session& sql, std::string_view profile_id) {
  return text_of(sql, k_member_role, profile_id);
}

std::unordered_map<std::string, name_and_email> names_and_emails(soci::session& sql,
                                                                 std::span<const std::string> ids) {
  std::unordered_map<std::string, name_and_email> found;
  db::for_each_row_in(sql, k_names_and_emails, ids, [&](const soci::row& r) {
    found.emplace(r.get<std::string>(0),
                  name_and_email{.name = full_name(db::text_at(r, 1).value_or(""),
                                                   db::text_at(r, 2).value_or("")),
                                 .email = r.get<std::string>(3)});
  });
  return found;
}

}  // namespace sangam::features::profiles
