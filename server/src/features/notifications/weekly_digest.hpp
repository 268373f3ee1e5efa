#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

#include "db/tx.hpp"

namespace sangam::features::notifications {

using clock_time = std::chrono::system_clock::time_point;

// The weekly digest goes out on Mondays at 09:00 IST.
inline constexpr auto k_digest_time = std::chrono::hours(9);

// This week's digest time (Monday 09:00 IST of the week holding `now`), and the next one after
// `now`.
clock_time digest_time_of_week(clock_time now);
clock_time next_digest_time(clock_time now);

// What one member's week held, counted from their bell items of the 7 days before the digest time.
struct week_summary final {
  long long connections = 0;  // matches and connections
  long long profile_views = 0;
  long long conversations = 0;  // conversations with new messages
  long long pitches = 0;        // pitches and applications, sent to or answered for the member
};

// The e-mail's text; `week_label` like "17–23 Nov".
std::string digest_text(std::string_view first_name, std::string_view week_label,
                        const week_summary& week, std::string_view public_url);

// Sends this week's digest, once the digest time has passed, to at most `limit` members who had
// bell items in the week before it, want the digest and e-mail about activity (Settings) and are
// still members; never twice to one member for one week, whatever instance runs it. Returns how
// many members it looked at (less than `limit`: none left this week).
std::size_t send_weekly_digests(db::tx& t, clock_time now, std::string_view public_url,
                                std::size_t limit);

}  // namespace sangam::features::notifications
