#pragma once

#include <soci/row.h>
#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// What other features show of members: the summary of lists (MemberSummary) and the cards of
// the deck, as typed rows read by the profiles feature.
namespace sangam::features::profiles {

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

// MemberSummary as JSON: the start of every card too, so cards and lists show a member alike.
nlohmann::json to_json(const member_summary& member);

// The columns read_member_summary reads, first in a SELECT over `profiles p LEFT JOIN
// profile_photos ph ON ph.profile_id = p.id`.
inline constexpr std::string_view k_member_summary_columns =
    "p.id, p.first_name, p.last_name, p.title, p.role, p.company, p.industry, p.city,"
    " p.member_role, ph.etag, p.verified_at";
inline constexpr std::size_t k_member_summary_column_count = 11;

// From a row that starts with those columns.
member_summary read_member_summary(const soci::row& r);

// The summaries of the members of `ids` that exist and are not held (holds.hpp), in one query, in
// no particular order.
std::vector<member_summary> summaries_of(soci::session& sql, std::span<const std::string> ids);

// A deck card's member: the summary and what the member tells of themselves.
struct member_card final {
  member_summary member;
  std::optional<std::string> bio;
  std::vector<std::string> skills;
  std::vector<std::string> interests;
  std::vector<std::string> goals;
  std::optional<long long> experience_years;
  std::optional<std::string> funding_stage;
  std::optional<long long> team_size;
  std::optional<std::string> details;  // the role's own fields, JSON text
};

// The cards of the members of `ids` that exist and are not held, in one query, in no particular
// order.
std::vector<member_card> cards_of(soci::session& sql, std::span<const std::string> ids);

}  // namespace sangam::features::profiles
