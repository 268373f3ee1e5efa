#pragma once

#include <soci/session.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

// Members' profiles as other features read them to list, rank and address members (the card
// screens, pitches, the dashboards), as typed rows: the profiles table stays this feature's.
namespace sangam::features::profiles {

struct member_profile final {
  std::string id;
  std::string first_name;
  std::string last_name;
  std::optional<std::string> title;
  std::optional<std::string> role;
  std::optional<std::string> company;
  std::optional<std::string> industry;
  std::optional<std::string> city;
  std::optional<std::string> member_role;  // Founder, Mentor, Investor; none: applied as founder
  std::optional<std::string> photo_url;
  bool verified = false;  // all six verification steps completed: the badge
  bool approved = false;
  bool visible = false;  // listed on the card screens
  std::optional<std::string> bio;
  std::vector<std::string> skills;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::optional<long long> experience_years;
  std::optional<std::string> funding_stage;
  std::optional<long long> team_size;
  std::optional<std::string> details;  // the stored details JSON (a mentor's expertise, …)
  std::string created_at;
};

// Whom a list is of: founders (member role Founder, or none: they applied as founders), mentors
// or investors.
enum class member_kind { founder, mentor, investor };

struct member_filter final {
  member_kind kind = member_kind::founder;
  bool visible_only = false;
  bool in_decks = false;       // leaves out members who stay away (away.hpp): for decks of cards
  std::string_view with_goal;  // a goal they must have picked; empty: any
};

// The approved members of a kind, in no particular order.
std::vector<member_profile> approved_members(soci::session& sql, const member_filter& filter);

// The profiles of `ids` by id, whatever their status; ids of no member are left out. One
// statement.
std::unordered_map<std::string, member_profile> profiles_by_id(soci::session& sql,
                                                               std::span<const std::string> ids);
std::optional<member_profile> profile_of(soci::session& sql, std::string_view id);

}  // namespace sangam::features::profiles
