#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/discover/member_summary.hpp"
#include "features/investing/introductions.hpp"
#include "features/pitches/requests.hpp"

// The investor dashboard's startups: founders' startups to look at, Like and Skip, the liked list
// (docs/pitches.md).
namespace sangam::features::investing {

// 403 unless the member acts as an investor, which takes an administrator's approval
// (kinds::require_kind: kind_not_granted, kind_not_chosen).
void require_investor(soci::session& sql, std::string_view member_id);

inline constexpr int k_default_startups = 20;
inline constexpr int k_max_startups = 50;

// What the founder says of their startup's numbers (their profile's founder section).
struct traction final {
  std::optional<std::string> revenue_band;
  std::optional<long long> users;
  std::optional<long long> growth;  // monthly, in percent
};

struct startup final {
  discover::member_summary founder;
  std::optional<std::string> stage;
  std::optional<std::string> description;
  std::optional<long long> team_size;
  std::optional<long long> raised_so_far;  // whole rupees
  investing::traction traction;
  // The industry, then the roles and mentor areas the founder looks for, then their skills.
  std::vector<std::string> tags;
  int match = 0;
  std::optional<pitches::received> pitch;  // an unanswered pitch to the investor
};

// Founders' startups the investor has not decided on (or skipped, then pitched again), of the
// founders in view (founders_in_view): those with a pitch first (newest pitch first), then by
// startup_match, then the newest members.
std::vector<startup> startups_for(soci::session& sql, std::string_view investor_id, int limit);

enum class decision { like, skip };

// Records Like or Skip (the latest decision wins), in the caller's transaction; Skip declines
// the founder's unanswered pitches. 404 for anyone but an approved founder in view.
void decide(db::tx& t, std::string_view investor_id, std::string_view founder_id, decision choice);

struct liked_startup final {
  discover::member_summary founder;
  std::optional<std::string> stage;
  std::string liked_at;
  std::optional<introduction_state> introduction;
};

// The liked founders still in view (a block or a change of visibility since takes them off),
// newest like first.
std::vector<liked_startup> liked_by(soci::session& sql, std::string_view investor_id);

}  // namespace sangam::features::investing
