#include "features/events/invitation.hpp"

#include <libical/ical.h>

#include <chrono>
#include <ctime>
#include <memory>
#include <stdexcept>

#include "core/clock.hpp"

namespace sangam::features::events {
namespace {

struct component_free {
  void operator()(icalcomponent* c) const { icalcomponent_free(c); }
};

icaltimetype utc(std::string_view iso) {
  const auto at = core::from_iso8601(iso);
  if (!at) throw std::runtime_error("an event time that is not ISO 8601");
  return icaltime_from_timet_with_zone(std::chrono::system_clock::to_time_t(*at), 0,
                                       icaltimezone_get_utc_timezone());
}

}  // namespace

std::string invitation_ics(const event& e, std::string_view link) {
  std::unique_ptr<icalcomponent, component_free> calendar(icalcomponent_new_vcalendar());
  icalcomponent_add_property(calendar.get(), icalproperty_new_version("2.0"));
  icalcomponent_add_property(calendar.get(), icalproperty_new_prodid("-//Sangam//Events//EN"));
  icalcomponent_add_property(calendar.get(), icalproperty_new_method(ICAL_METHOD_PUBLISH));

  icalcomponent* vevent = icalcomponent_new_vevent();
  const std::string uid = e.id + "@sangam";
  const std::string url(link);
  icalcomponent_add_property(vevent, icalproperty_new_uid(uid.c_str()));
  icalcomponent_add_property(
      vevent,
      icalproperty_new_dtstamp(icaltime_current_time_with_zone(icaltimezone_get_utc_timezone())));
  // A changed event keeps its UID with a higher SEQUENCE: calendars replace the one they hold.
  icalcomponent_add_property(vevent, icalproperty_new_sequence(static_cast<int>(e.revision)));
  icalcomponent_add_property(vevent, icalproperty_new_dtstart(utc(e.starts_at)));
  icalcomponent_add_property(vevent, icalproperty_new_dtend(utc(e.ends_at)));
  icalcomponent_add_property(vevent, icalproperty_new_summary(e.title.c_str()));
  icalcomponent_add_property(vevent, icalproperty_new_description(e.description.c_str()));
  if (e.location)
    icalcomponent_add_property(vevent, icalproperty_new_location(e.location->c_str()));
  if (!url.empty()) icalcomponent_add_property(vevent, icalproperty_new_url(url.c_str()));
  icalcomponent_add_property(
      vevent, icalproperty_new_status(e.status == "cancelled" ? ICAL_STATUS_CANCELLED
                                                              : ICAL_STATUS_CONFIRMED));
  icalcomponent_add_component(calendar.get(), vevent);

  char* text = icalcomponent_as_ical_string_r(calendar.get());
  std::string ics(text);
  icalmemory_free_buffer(text);
  return ics;
}

}  // namespace sangam::features::events
