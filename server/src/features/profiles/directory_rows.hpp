#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Every profile, applicant or member (and the stand-in for erased members), in the few columns the
// administrators' member directory (features/members) lists, searches and sorts; read whole once,
// then as it changes.
namespace sangam::features::profiles {

struct directory_row final {
  std::string id;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string company;
  std::optional<std::string> approved_kind;  // Mentor or Investor; none: a founder
  std::optional<std::string> member_role;    // the kind they act as now
  std::string status;                        // pending, approved or rejected
  std::optional<std::string> held_until;     // suspended or banned until then (holds.hpp)
  std::string plan;                          // core or pro
  bool verified = false;
  bool test_data = false;
  bool stand_in = false;  // the "Deleted member" erased members' messages show: listed nowhere
  std::string created_at;
  std::string updated_at;
};

// How the profiles stand: how many there are and the latest change. When it is the same as
// before, nothing was added, changed or removed (a removal lowers the count).
struct directory_stamp final {
  long long count = 0;
  std::string last_change;
  bool operator==(const directory_stamp&) const = default;
};
directory_stamp directory_stamp_of(soci::session& sql);

// The profiles changed at or after `since` (every profile when empty).
std::vector<directory_row> directory_rows_since(soci::session& sql, std::string_view since);

}  // namespace sangam::features::profiles
