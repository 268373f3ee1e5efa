#pragma once

#include <string>
#include <string_view>

#include "features/events/catalog.hpp"

namespace sangam::features::events {

// The event as an iCalendar file (RFC 5545) made with libical: one VEVENT with a stable UID, so a
// calendar that imports it twice keeps one entry; times in UTC. `link` is the event's page.
std::string invitation_ics(const event& e, std::string_view link);

}  // namespace sangam::features::events
