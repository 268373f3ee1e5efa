#include "features/notifications/weekly_digest.hpp"

#include <gtest/gtest.h>

#include "core/clock.hpp"

namespace sangam::features::notifications {
namespace {

clock_time at(const char* iso) {
  return *core::from_iso8601(iso);
}

TEST(weekly_digest, is_due_on_monday_at_nine_in_india) {
  // Monday 09:00 IST is 03:30 UTC.
  EXPECT_EQ(digest_time_of_week(at("2026-11-26T12:00:00.000Z")), at("2026-11-23T03:30:00.000Z"));
  EXPECT_EQ(next_digest_time(at("2026-11-26T12:00:00.000Z")), at("2026-11-30T03:30:00.000Z"));
  // Sunday 23:59 IST is still the old week; Monday 00:00 IST is the new one, before nine.
  EXPECT_EQ(next_digest_time(at("2026-11-29T18:29:00.000Z")), at("2026-11-30T03:30:00.000Z"));
  EXPECT_EQ(next_digest_time(at("2026-11-29T18:30:00.000Z")), at("2026-11-30T03:30:00.000Z"));
  EXPECT_EQ(next_digest_time(at("2026-11-30T03:29:59.000Z")), at("2026-11-30T03:30:00.000Z"));
  EXPECT_EQ(next_digest_time(at("2026-11-30T03:30:00.000Z")), at("2026-12-07T03:30:00.000Z"));
}

TEST(weekly_digest, lists_only_what_happened_with_singular_and_plural) {
  const auto text = digest_text(
      "Asha", "23–29 Nov", {.connections = 1, .profile_views = 3, .conversations = 0, .pitches = 2},
      "https://sangam.in");
  EXPECT_NE(text.find("Hello Asha,"), std::string::npos);
  EXPECT_NE(text.find("Your week on Sangam (23–29 Nov):"), std::string::npos);
  EXPECT_NE(text.find("- 1 new connection\n"), std::string::npos);
  EXPECT_NE(text.find("- 3 profile views\n"), std::string::npos);
  EXPECT_NE(text.find("- 2 pitches and applications\n"), std::string::npos);
  EXPECT_EQ(text.find("conversation"), std::string::npos);
  EXPECT_NE(text.find("https://sangam.in/settings"), std::string::npos);
}

}  // namespace
}  // namespace sangam::features::notifications
