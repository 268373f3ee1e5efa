#include "features/pitches/allowance.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "features/discover/credits.hpp"
#include "features/profiles/facts.hpp"

namespace sangam::features::pitches {
namespace {

using namespace std::chrono;

constexpr const char* k_read =
    "SELECT week_start, used FROM pitch_allowances WHERE member_id = :id";
// Creates the row or rewrites it unchanged: either way it is this transaction's until the end.
constexpr const char* k_hold =
    "INSERT INTO pitch_allowances (member_id, week_start, used) VALUES (:id, :week, 0)"
    " ON CONFLICT (member_id) DO UPDATE SET used = pitch_allowances.used";
constexpr const char* k_new_week =
    "UPDATE pitch_allowances SET week_start = :week, used = 0"
    " WHERE member_id = :id AND week_start <> :week2";
constexpr const char* k_spend =
    "UPDATE pitch_allowances SET used = used + 1"
    " WHERE member_id = :id AND week_start = :week AND used < :allowance";

clock_time week_of(clock_time now) {
  return discover::week_start(now);
}

}  // namespace

int weekly_allowance(std::string_view plan) {
  return plan == "pro" ? k_pro_weekly_pitches : k_core_weekly_pitches;
}

nlohmann::json to_json(const allowance& a) {
  return {{"weekly", a.weekly},
          {"used", a.used},
          {"left", a.left()},
          {"renewsAt", core::to_iso8601(a.renews_at)}};
}

allowance allowance_of(soci::session& sql, std::string_view member_id, clock_time now) {
  const std::string id(member_id);
  const auto week = week_of(now);
  allowance a{.weekly = weekly_allowance(profiles::plan_of(sql, id)), .renews_at = week + days(7)};
  std::string stored_week;
  int used = 0;
  sql << k_read, soci::use(id), soci::into(stored_week), soci::into(used);
  if (sql.got_data() && stored_week == core::to_iso8601(week)) a.used = used;
  return a;
}

void hold_allowance(db::tx& t, std::string_view member_id, clock_time now) {
  const std::string id(member_id), week = core::to_iso8601(week_of(now));
  t.execute(k_hold, soci::use(id), soci::use(week));
  t.execute(k_new_week, soci::use(week), soci::use(id), soci::use(week));
}

allowance spend_allowance(db::tx& t, std::string_view member_id, clock_time now) {
  const std::string id(member_id);
  const auto week = week_of(now);
  const auto week_text = core::to_iso8601(week);
  const int weekly = weekly_allowance(profiles::plan_of(t.sql(), id));
  if (t.execute(k_spend, soci::use(id), soci::use(week_text), soci::use(weekly)) == 0) {
    const auto wait = ceil<seconds>(week + days(7) - now).count();
    throw core::api_error(429, "weekly_limit",
                          fmt::format("You have sent this week's {} pitches and applications. "
                                      "More on Monday.",
                                      weekly))
        .with_retry_after(wait > 0 ? wait : 1);
  }
  return allowance_of(t.sql(), id, now);
}

}  // namespace sangam::features::pitches
