#pragma once

#include <soci/session.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/tx.hpp"

// Connect credits keep the network free of spam (docs/matching.md): each Connect costs one from a
// weekly budget; the balance is topped up to the budget every Monday at 00:00 IST (unspent credits
// do not pile up); a Connect nobody answers within 14 days expires and gives its credit back.
namespace sangam::features::discover {

using clock_time = std::chrono::system_clock::time_point;

inline constexpr int k_core_weekly_credits = 20;
inline constexpr int k_pro_weekly_credits = 60;
inline constexpr auto k_connect_lifetime = std::chrono::days(14);

int weekly_budget(std::string_view plan);
// The start of the week `t` falls in: Monday 00:00 in India (UTC+05:30).
clock_time week_start(clock_time t);

struct credit_state final {
  int balance = 0;
  int weekly_budget = 0;
  std::string plan;
  clock_time refills_at;
};
nlohmann::json to_json(const credit_state& credits);

// The balance as it stands, when nothing is due (no expired Connect to refund, no new week):
// a read only, on a read lease or in the writer's transaction. nullopt when settle_credits has
// work to do.
std::optional<credit_state> peek_credits(const db::pool::lease& sql, std::string_view profile_id,
                                         clock_time now);
std::optional<credit_state> peek_credits(db::tx& t, std::string_view profile_id, clock_time now);

// Refunds expired Connects and applies the weekly top-up, in the writer's transaction. Takes the
// member's balance row first and keeps it to the end of that transaction, so settling and
// spending by concurrent requests of one member happen one after the other.
credit_state settle_credits(db::tx& t, std::string_view profile_id, clock_time now);

// Takes one credit; false (and nothing taken) when the balance is zero. Call after settling.
bool spend_credit(soci::session& sql, std::string_view profile_id);

}  // namespace sangam::features::discover
