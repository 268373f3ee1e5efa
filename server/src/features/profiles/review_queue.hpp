#pragma once

#include <soci/soci.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/tx.hpp"

// Profiles as the administrators review them (features/admin): applicants' rows by review status,
// their pending → approved | rejected moves, and the admin screen's test profiles.
namespace sangam::features::profiles {

struct profile_for_review final {
  std::string id;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::string email;
  std::optional<std::string> profile_url;
  std::optional<std::string> company;
  std::optional<std::string> role;
  std::optional<std::string> industry;
  std::optional<std::string> bio;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::optional<std::string> plan;
  std::string status;
  std::string created_at;
  std::string updated_at;
  bool test_data = false;  // made by the test-account button
};

// Which profiles by the test-account button's mark: test_data from `lo` to `hi` (0 or 1).
struct test_mark final {
  int lo = 0;
  int hi = 1;
};

// How many profiles have each review status (pending, approved, rejected).
std::vector<std::pair<std::string, int>> review_status_counts(soci::session& sql, test_mark test);
// A page of profiles, invited applications first (invited.hpp), then newest first; all statuses
// when `status` is absent.
std::vector<profile_for_review> profiles_for_review(soci::session& sql,
                                                    const std::optional<std::string>& status,
                                                    test_mark test, int limit, int offset);
std::optional<profile_for_review> profile_for_review_by_id(soci::session& sql, std::string_view id);

// The profile's review status; nullopt when there is no such profile.
std::optional<std::string> review_status_of(db::tx& t, std::string_view id);
// Moves a pending profile to `to` (approved or rejected) at `now`; false when it is not pending.
bool set_review_status(db::tx& t, std::string_view id, std::string_view to, std::string_view now);

// A pending test profile "Test Founder" with this id and address, as the admin screen's test
// button makes; removed by remove_test_profiles (which returns how many went).
void add_test_profile(db::tx& t, std::string_view id, std::string_view email, std::string_view now);
int remove_test_profiles(db::tx& t);

// Every profile anyone made (not the stand-in for erased members).
int count_profiles(soci::session& sql);

}  // namespace sangam::features::profiles
