#pragma once

#include <string>
#include <string_view>

#include "db/tx.hpp"
#include "features/events/catalog.hpp"

namespace sangam::features::events {

// The event's page, /events/:id (virtual events too).
std::string link_of(const event& e);

// One e-mail about the event to a member (nothing for one who is not a member any more), with
// its invitation for their calendar: the same UID every time, so a calendar that holds it updates
// it, or drops it when the event is cancelled.
void mail_about(db::tx& t, const std::string& member, const event& e, const std::string& base,
                std::string_view subject, std::string_view what);
// "Your seat at …".
void mail_seat(db::tx& t, const std::string& member, const event& e, const std::string& base);
// "Cancelled: …", with the invitation marked cancelled.
void mail_cancellation(db::tx& t, const std::string& member, const event& e,
                       const std::string& base);

// Virtual events that start within the hour: every seat holder is reminded once, with the join
// link ("Starting in an hour: …"), whatever instance gets there first.
void send_reminders(db::tx& t, clock_time now, const std::string& base);

}  // namespace sangam::features::events
