#pragma once

#include <soci/session.h>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/pool.hpp"
#include "db/tx.hpp"

// What members tell of themselves that other features match, count and bill on, as typed rows
// read by the profiles feature.
namespace sangam::features::profiles {

// What a member says about themselves that the deck matches on, as text (a profile row, demo
// data, a test).
struct member_facts final {
  std::string industry;
  std::vector<std::string> skills;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::optional<int> experience_years;
  std::string city;
  std::string funding_stage;
  std::optional<int> team_size;
  bool verified = false;  // fully verified: first among equal matches ("Priority Matching")
};

// A member as the deck's index of members takes them.
struct listing final {
  std::string id;
  bool listed = false;  // approved and visible; the rest is empty when not
  std::string member_role;
  member_facts facts;
};
using listing_sink = std::function<void(const listing&)>;

// Every approved member, in the order they joined (then by id), in one query.
void each_approved_listing(soci::session& sql, const listing_sink& each);
// Every profile whose updated_at is `since` (ISO 8601) or later, listed or not, in one query.
void each_listing_changed_since(soci::session& sql, const std::string& since,
                                const listing_sink& each);
// One profile; nullopt when there is no such profile.
std::optional<listing> listing_of(soci::session& sql, std::string_view profile_id);

// The industries of the members of `ids` (each counted once), with how many of each, the most
// frequent first, then by name; members without one left out.
std::vector<std::pair<std::string, long long>> industry_counts(soci::session& sql,
                                                               std::span<const std::string> ids);

// The member's plan: "pro", or "core" (also for no such member). The lease and tx forms keep the
// statement prepared (the deck asks on every request).
std::string plan_of(soci::session& sql, std::string_view profile_id);
std::string plan_of(const db::pool::lease& sql, std::string_view profile_id);
std::string plan_of(db::tx& t, std::string_view profile_id);

}  // namespace sangam::features::profiles
