#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"
#include "features/discover/match.hpp"
#include "features/discover/member_summary.hpp"
#include "features/pitches/card_details.hpp"
#include "features/pitches/kinds.hpp"

// The card screens /cofounders, /mentors and /investors (docs/pitches.md, "Card screens"): the
// members of one kind left for the viewer, ranked by the match score of SPEC section 9.
namespace sangam::features::pitches {

inline constexpr std::size_t k_search_max = 100;  // characters
inline constexpr int k_default_cards = 20;
inline constexpr int k_max_cards = 50;

// The industry filter of SPEC section 9 as the stored industry it stands for; nullopt for All
// Industries (or an empty filter). api_error 400 naming `industry` for anything else.
std::optional<std::string> stored_industry(std::string_view filter);

struct card_query final {
  target_kind kind = target_kind::cofounder;
  std::string viewer_id;
  std::string search;                   // lower-cased; empty: no search
  std::optional<std::string> industry;  // stored industry; nullopt: every industry
  std::size_t limit = k_default_cards;
};

// A member's card: who they are, what they say of themselves, and how they match the viewer.
struct card final {
  discover::member_summary member;
  std::optional<std::string> bio;
  std::vector<std::string> skills;
  std::optional<long long> experience;  // years
  particulars details;
  discover::match_breakdown match;
};
// The Card JSON.
nlohmann::json to_json(const card& c);

// The best `limit` cards, best match first (discover::rank_order, then the id). Left out: the
// viewer, members passed on this screen, members with an open pitch or application from the
// viewer, members blocked either way, and anyone not approved and listed.
std::vector<card> best_cards(soci::session& sql, const card_query& query);

// Records a Pass on a card screen (again is a no-op). api_error 404 unless `target_id` is an
// approved member other than the viewer.
struct card_pass final {
  target_kind kind;
  std::string member_id;
  std::string target_id;
};
void pass_card(db::tx& t, const card_pass& pass);

}  // namespace sangam::features::pitches
