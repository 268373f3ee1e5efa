#pragma once

#include <soci/row.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sangam::features::discover {

// What a list shows of a member (MemberSummary).
struct member_summary final {
  std::string id;
  std::string name;
  std::optional<std::string> title;  // the title, else the role
  std::optional<std::string> company;
  std::optional<std::string> industry;
  std::optional<std::string> location;
  std::optional<std::string> member_role;
  std::optional<std::string> photo_url;
  bool verified = false;  // all six verification steps completed: the badge
};

// The columns read_member_summary reads, first in a SELECT over `profiles p LEFT JOIN
// profile_photos ph ON ph.profile_id = p.id`.
inline constexpr std::string_view k_member_summary_columns =
    "p.id, p.first_name, p.last_name, p.title, p.role, p.company, p.industry, p.city,"
    " p.member_role, ph.etag, p.verified_at";
inline constexpr std::size_t k_member_summary_column_count = 11;

// From a row that starts with those columns.
member_summary read_member_summary(const soci::row& r);

}  // namespace sangam::features::discover
