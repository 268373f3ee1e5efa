#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <string_view>

#include "db/tx.hpp"

// How many pitches and applications a member may send in a week (docs/pitches.md): core 5, pro
// (Elite) 15; the week starts on Monday at 00:00 IST, as Connect credits' week does.
namespace sangam::features::pitches {

using clock_time = std::chrono::system_clock::time_point;

inline constexpr int k_core_weekly_pitches = 5;
inline constexpr int k_pro_weekly_pitches = 15;

int weekly_allowance(std::string_view plan);

struct allowance final {
  int weekly = 0;
  int used = 0;
  clock_time renews_at;

  int left() const { return used < weekly ? weekly - used : 0; }
};
nlohmann::json to_json(const allowance& a);

// The member's allowance as it stands (a read only).
allowance allowance_of(soci::session& sql, std::string_view member_id, clock_time now);

// Takes the member's allowance row for the rest of the caller's transaction (a row lock on
// PostgreSQL; SQLite has one writer anyway), so that concurrent sends of one member check and
// spend one after the other.
void hold_allowance(db::tx& t, std::string_view member_id, clock_time now);

// Spends one of this week's pitches: the row is changed only while used < the allowance, so no
// number of concurrent sends spends more. api_error 429 weekly_limit (with Retry-After) when
// none is left. Returns the allowance after spending.
allowance spend_allowance(db::tx& t, std::string_view member_id, clock_time now);

}  // namespace sangam::features::pitches
