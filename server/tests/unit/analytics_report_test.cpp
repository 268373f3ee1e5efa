#include "features/analytics/report.hpp"

#include <gtest/gtest.h>

#include "core/clock.hpp"

namespace sangam::features::analytics {
namespace {

TEST(analytics_report, ranges_are_7_30_and_90_days) {
  EXPECT_EQ(range_days("7d"), 7);
  EXPECT_EQ(range_days("30d"), 30);
  EXPECT_EQ(range_days("90d"), 90);
  EXPECT_FALSE(range_days("1y"));
  EXPECT_FALSE(range_days(""));
}

TEST(analytics_report, the_change_is_a_rounded_percent_and_none_from_nothing) {
  EXPECT_EQ(percent_change(15, 10), 50);
  EXPECT_EQ(percent_change(5, 10), -50);
  EXPECT_EQ(percent_change(10, 10), 0);
  EXPECT_EQ(percent_change(2, 3), -33);
  EXPECT_FALSE(percent_change(4, 0));
  EXPECT_FALSE(percent_change(0, 0));
}

TEST(analytics_report, per_day_counts_on_india_days_oldest_first) {
  // 2026-11-26 12:00 UTC is 17:30 IST on the 26th.
  const auto now = *core::from_iso8601("2026-11-26T12:00:00.000Z");
  const std::vector<std::string> times = {
      "2026-11-23T18:29:00.000Z",  // 23:59 IST on the 23rd: outside a 3-day window
      "2026-11-23T18:30:00.000Z",  // 00:00 IST on the 24th
      "2026-11-25T10:00:00.000Z", "2026-11-25T11:00:00.000Z", "2026-11-26T11:59:00.000Z"};
  EXPECT_EQ(per_day(times, now, 3), (std::vector<long long>{1, 2, 1}));
  EXPECT_EQ(per_day({}, now, 7), std::vector<long long>(7, 0));
}

}  // namespace
}  // namespace sangam::features::analytics
