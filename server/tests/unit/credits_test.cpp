#include "features/discover/credits.hpp"

#include <gtest/gtest.h>

#include "core/clock.hpp"

namespace sangam::features::discover {
namespace {

clock_time at(const char* iso) {
  return *core::from_iso8601(iso);
}

TEST(credits, a_week_starts_on_monday_at_midnight_in_india) {
  // Sunday 22 November 2026, 23:59:59.999 in India is still the week of Monday 16 November.
  EXPECT_EQ(core::to_iso8601(week_start(at("2026-11-22T18:29:59.999Z"))),
            "2026-11-15T18:30:00.000Z");
  // One millisecond later it is Monday 23 November in India.
  EXPECT_EQ(core::to_iso8601(week_start(at("2026-11-22T18:30:00.000Z"))),
            "2026-11-22T18:30:00.000Z");
  EXPECT_EQ(core::to_iso8601(week_start(at("2026-11-25T09:00:00.000Z"))),
            "2026-11-22T18:30:00.000Z");
  // Before 1970 too (the arithmetic must not round toward zero).
  EXPECT_EQ(core::to_iso8601(week_start(at("1969-12-31T12:00:00.000Z"))),
            "1969-12-28T18:30:00.000Z");
}

TEST(credits, pro_members_get_more_connects_a_week_than_core) {
  EXPECT_EQ(weekly_budget("core"), 20);
  EXPECT_EQ(weekly_budget("pro"), 60);
  EXPECT_EQ(weekly_budget(""), 20);  // no plan chosen: core
  EXPECT_GT(weekly_budget("pro"), weekly_budget("core"));
}

}  // namespace
}  // namespace sangam::features::discover
