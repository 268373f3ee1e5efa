#include "features/events/letters.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include "core/clock.hpp"
#include "features/events/invitation.hpp"
#include "features/events/registrations.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::events {
namespace {

// "Thu 03 Dec 2026, 18:30 IST": e-mails speak India's time; the invitation carries UTC, which
// every calendar shows in its own zone.
std::string in_ist(const std::string& iso) {
  const auto at = core::from_iso8601(iso);
  if (!at) return iso;
  return fmt::format("{:%a %d %b %Y, %H:%M} IST",
                     std::chrono::floor<std::chrono::seconds>(*at + core::k_india_offset));
}

}  // namespace

std::string link_of(const event& e) {
  return "/events/" + e.id;
}

void mail_about(db::tx& t, const std::string& member, const event& e, const std::string& base,
                std::string_view subject, std::string_view what) {
  const auto contact = profiles::mail_contact_of(t.sql(), member);
  if (!contact) return;
  const auto url = base + link_of(e);
  mail::enqueue(t, {.to = contact->email,
                    .subject = std::string(subject),
                    .body_text = fmt::format(
                        "Hello {},\n\n{}\n\nWhen: {}\n{}Details and your registration: {}\n\n— "
                        "Sangam\n",
                        contact->first_name, what, in_ist(e.starts_at),
                        e.location ? "Where: " + *e.location + "\n" : std::string(), url),
                    .attachment = mail::attachment{
                        .filename = "invite.ics",
                        .content_type = "text/calendar; charset=utf-8; method=PUBLISH",
                        .content = invitation_ics(e, url)}});
}

void mail_seat(db::tx& t, const std::string& member, const event& e, const std::string& base) {
  mail_about(t, member, e, base, fmt::format("Your seat at {}", e.title),
             fmt::format("You have a seat at {}. The attached invitation puts it in your calendar.",
                         e.title));
}

void mail_cancellation(db::tx& t, const std::string& member, const event& e,
                       const std::string& base) {
  mail_about(t, member, e, base, fmt::format("Cancelled: {}", e.title),
             fmt::format("{} has been cancelled by the organisers. Your registration is withdrawn; "
                         "there is nothing you need to do.",
                         e.title));
}

void send_reminders(db::tx& t, clock_time at, const std::string& base) {
  for (const auto& e : take_events_to_remind(t, at)) {
    for (const auto& member : seat_holders(t.sql(), e.id)) {
      mail_about(t, member, e, base, fmt::format("Starting in an hour: {}", e.title),
                 fmt::format("{} starts in an hour. Join here: {}", e.title,
                             e.join_url.value_or(base + link_of(e))));
    }
  }
}

}  // namespace sangam::features::events
