#include "features/profiles/directory_rows.hpp"

#include <soci/soci.h>

#include "db/rows.hpp"

namespace sangam::features::profiles {
namespace {

// Both read from indexes (and so does the count), not the table: they run on every look.
constexpr const char* k_count = "SELECT COUNT(*) FROM profiles";
constexpr const char* k_last_change = "SELECT MAX(updated_at) FROM profiles";
#define SANGAM_DIRECTORY_COLUMNS                                                          \
  "SELECT id, first_name, last_name, email, company, approved_kind, member_role, status," \
  " plan, verified_at, test_data, created_at, updated_at, held_until FROM profiles"
constexpr const char* k_all = SANGAM_DIRECTORY_COLUMNS;
constexpr const char* k_since = SANGAM_DIRECTORY_COLUMNS " WHERE updated_at >= :since";
#undef SANGAM_DIRECTORY_COLUMNS

directory_row read_row(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .first_name = db::text_at(r, 1).value_or(""),
          .last_name = db::text_at(r, 2).value_or(""),
          .email = r.get<std::string>(3),
          .company = db::text_at(r, 4).value_or(""),
          .approved_kind = db::text_at(r, 5),
          .member_role = db::text_at(r, 6),
          .status = r.get<std::string>(7),
          .held_until = db::text_at(r, 13),
          .plan = db::text_at(r, 8).value_or("core"),
          .verified = db::text_at(r, 9).has_value(),
          .test_data = db::integer_at(r, 10) != 0,
          .stand_in = db::integer_at(r, 10) == 2,
          .created_at = r.get<std::string>(11),
          .updated_at = r.get<std::string>(12)};
}

}  // namespace

directory_stamp directory_stamp_of(soci::session& sql) {
  directory_stamp stamp;
  std::string last;
  soci::indicator last_ind = soci::i_null;
  sql << k_count, soci::into(stamp.count);
  sql << k_last_change, soci::into(last, last_ind);
  if (last_ind == soci::i_ok) stamp.last_change = std::move(last);
  return stamp;
}

std::vector<directory_row> directory_rows_since(soci::session& sql, std::string_view since) {
  std::vector<directory_row> found;
  const std::string from(since);
  if (from.empty()) {
    soci::rowset<soci::row> rows = (sql.prepare << k_all);
    for (const auto& r : rows) found.push_back(read_row(r));
  } else {
    soci::rowset<soci::row> rows = (sql.prepare << k_since, soci::use(from));
    for (const auto& r : rows) found.push_back(read_row(r));
  }
  return found;
}

}  // namespace sangam::features::profiles
