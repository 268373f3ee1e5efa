#include "features/discover/credits.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "features/profiles/facts.hpp"

namespace sangam::features::discover {
namespace {

using namespace std::chrono;

constexpr const char* k_select_balance =
    "SELECT balance, week_start FROM connect_credits WHERE profile_id = :id";
constexpr const char* k_count_expired =
    "SELECT COUNT(*) FROM swipes WHERE swiper_id = :id AND state = 'pending' AND created_at < "
    ":cutoff";
constexpr const char* k_expire =
    "UPDATE swipes SET state = 'expired' WHERE swiper_id = :id AND state = 'pending'"
    " AND created_at < :cutoff";
// Creates the member's balance row or, when it exists, rewrites it unchanged: either way the row
// is this transaction's until it ends (a row lock on PostgreSQL; SQLite has one writer anyway).
constexpr const char* k_claim_balance =
    "INSERT INTO connect_credits (profile_id, balance, week_start) VALUES (:id, :balance, :week)"
    " ON CONFLICT (profile_id) DO UPDATE SET balance = connect_credits.balance";
constexpr const char* k_update_balance =
    "UPDATE connect_credits SET balance = :balance, week_start = :week WHERE profile_id = :id";
constexpr const char* k_spend =
    "UPDATE connect_credits SET balance = balance - 1 WHERE profile_id = :id AND balance > 0";

struct stored_balance final {
  int balance = 0;
  std::string week;
};

credit_state state_of(int balance, const std::string& plan, clock_time now) {
  return {balance, weekly_budget(plan), plan == "pro" ? "pro" : "core", week_start(now) + days(7)};
}

// `sql` is a read lease or the writer's transaction: either runs the constant prepared.
template <typename Sql>
std::optional<stored_balance> stored(Sql& sql, const std::string& id) {
  stored_balance b;
  if (!sql.fetch(k_select_balance, soci::use(id), soci::into(b.balance), soci::into(b.week))) {
    return std::nullopt;
  }
  return b;
}

// peek_credits on a read lease or in the writer's transaction.
template <typename Sql>
std::optional<credit_state> peek(Sql& sql, std::string_view profile_id, clock_time now) {
  const std::string id(profile_id);
  const auto current = stored(sql, id);
  if (!current || current->week != core::to_iso8601(week_start(now))) return std::nullopt;
  const auto cutoff = core::to_iso8601(now - k_connect_lifetime);
  long long expired = 0;
  sql.fetch(k_count_expired, soci::use(id), soci::use(cutoff), soci::into(expired));
  if (expired > 0) return std::nullopt;
  return state_of(current->balance, profiles::plan_of(sql, id), now);
}

}  // namespace

int weekly_budget(std::string_view plan) {
  return plan == "pro" ? k_pro_weekly_credits : k_core_weekly_credits;
}

clock_time week_start(clock_time t) {
  return core::india_week_start(t);
}

nlohmann::json to_json(const credit_state& credits) {
  return {{"balance", credits.balance},
          {"weeklyBudget", credits.weekly_budget},
          {"plan", credits.plan},
          {"refillsAt", core::to_iso8601(credits.refills_at)}};
}

std::optional<credit_state> peek_credits(const db::pool::lease& sql, std::string_view profile_id,
                                         clock_time now) {
  return peek(sql, profile_id, now);
}

std::optional<credit_state> peek_credits(db::tx& t, std::string_view profile_id, clock_time now) {
  return peek(t, profile_id, now);
}

credit_state settle_credits(db::tx& t, std::string_view profile_id, clock_time now) {
  auto& sql = t.sql();
  const std::string id(profile_id);
  const auto plan = profiles::plan_of(sql, id);
  const auto budget = weekly_budget(plan);
  const auto week = core::to_iso8601(week_start(now));
  const auto cutoff = core::to_iso8601(now - k_connect_lifetime);
  // The balance row first: two settlements of one member then run one after the other, so the
  // balance written below is never computed from a value another transaction has changed since.
  sql << k_claim_balance, soci::use(id), soci::use(budget), soci::use(week);
  const auto current = stored(t, id).value_or(stored_balance{budget, week});
  soci::statement expire = (sql.prepare << k_expire, soci::use(id), soci::use(cutoff));
  expire.execute(true);
  const auto refunded = static_cast<int>(expire.get_affected_rows());
  auto balance = current.balance + refunded;
  if (current.week != week) balance = std::max(balance, budget);
  if (balance != current.balance || current.week != week) {
    sql << k_update_balance, soci::use(balance), soci::use(week), soci::use(id);
  }
  return state_of(balance, plan, now);
}

bool spend_credit(soci::session& sql, std::string_view profile_id) {
  const std::string id(profile_id);
  soci::statement st = (sql.prepare << k_spend, soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

}  // namespace sangam::features::discover
