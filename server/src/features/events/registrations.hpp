#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::events {

using clock_time = std::chrono::system_clock::time_point;

// A member's place at an event: a seat, or a place in the waiting list (1 = next to get a seat).
struct place final {
  bool registered = false;
  long long position = 0;  // in line, when waiting
};

// Registers the member for a published event that has not ended: a seat while one is free, else
// the waiting list, in the order asked. Asking again changes nothing. 404 for an event members
// cannot see; 409 event_cancelled or event_over.
place register_member(db::tx& t, std::string_view event_id, std::string_view member_id,
                      clock_time now);

// Gives up the member's seat or place in line (nothing when there is none). A freed seat of an
// event still to come goes to the first in line at once: their id is returned, for the notice.
std::optional<std::string> unregister_member(db::tx& t, std::string_view event_id,
                                             std::string_view member_id, clock_time now);

// Seats the first in line while the published event still to come has free seats (after its
// capacity grew); those seated, in order, for the notices.
std::vector<std::string> seat_from_waiting_list(db::tx& t, std::string_view event_id,
                                                clock_time now);

// The members holding a seat, in the order they asked.
std::vector<std::string> seat_holders(soci::session& sql, std::string_view event_id);
// Events the member attended: held a seat at, ended by `now`, not cancelled (the founder score's
// "events attended"); `since` limits it to events that ended from then on (weekly goals).
long long attended_count(soci::session& sql, std::string_view member_id, clock_time now,
                         std::optional<clock_time> since = std::nullopt);

// How many members are in the waiting list.
long long waiting_count(soci::session& sql, std::string_view event_id);

// The member's place, if any (read in the caller's session).
std::optional<place> place_of(soci::session& sql, std::string_view event_id,
                              std::string_view member_id);

}  // namespace sangam::features::events
