#include "features/events/routes.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/events/catalog.hpp"
#include "features/events/invitation.hpp"
#include "features/events/registrations.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::events {
namespace {

using nlohmann::json;

auto now() {
  return std::chrono::system_clock::now();
}

json member_view(db::pool& db, std::string_view event_id, const std::string& member) {
  auto sql = db.acquire();
  const auto e = find_event(*sql, event_id);
  if (!e || e->status == "draft") throw core::api_error::not_found();
  return to_member_json(*e, place_of(*sql, e->id, member), now());
}

void tell(db::tx& t, const std::string& member, const std::string& title,
          const std::string& message, const std::string& link) {
  notifications::notify(t, member,
                        {.type = "event", .title = title, .message = message, .link = link});
}

std::string link_of(const event& e) {
  return e.kind == "virtual" ? "/virtual-events" : "/events";
}

// "Thu 03 Dec 2026, 18:30 IST": e-mails speak India's time; the invitation carries UTC, which
// every calendar shows in its own zone.
std::string in_ist(const std::string& iso) {
  const auto at = core::from_iso8601(iso);
  if (!at) return iso;
  return fmt::format("{:%a %d %b %Y, %H:%M} IST",
                     std::chrono::floor<std::chrono::seconds>(*at + core::k_india_offset));
}

// The cancellation, with an invitation marked cancelled: calendars that took the first one drop
// the event (same UID).
void mail_cancellation(db::tx& t, const std::string& member, const event& e,
                       const std::string& base) {
  const auto contact = profiles::mail_contact_of(t.sql(), member);
  if (!contact) return;
  const auto url = base + link_of(e);
  mail::enqueue(t, {.to = contact->email,
                    .subject = fmt::format("Cancelled: {}", e.title),
                    .body_text = fmt::format(
                        "Hello {},\n\n{} on {} has been cancelled by the organisers. Your "
                        "registration is withdrawn; there is nothing you need to do.\n\nOther "
                        "events: {}\n\n— Sangam\n",
                        contact->first_name, e.title, in_ist(e.starts_at), url),
                    .attachment = mail::attachment{
                        .filename = "invite.ics",
                        .content_type = "text/calendar; charset=utf-8; method=PUBLISH",
                        .content = invitation_ics(e, url)}});
}

// "Your seat at …", with the invitation for the member's calendar.
void mail_seat(db::tx& t, const std::string& member, const event& e, const std::string& base) {
  const auto contact = profiles::mail_contact_of(t.sql(), member);
  if (!contact) return;
  const auto url = base + link_of(e);
  mail::enqueue(
      t, {.to = contact->email,
          .subject = fmt::format("Your seat at {}", e.title),
          .body_text = fmt::format(
              "Hello {},\n\nYou have a seat at {}.\n\nWhen: {} (the attached invitation puts it "
              "in your calendar)\n{}\nDetails and your registration: {}\n\n— Sangam\n",
              contact->first_name, e.title, in_ist(e.starts_at),
              e.location ? "Where: " + *e.location + "\n" : std::string(), url),
          .attachment =
              mail::attachment{.filename = "invite.ics",
                               .content_type = "text/calendar; charset=utf-8; method=PUBLISH",
                               .content = invitation_ics(e, url)}});
}

}  // namespace

void add_routes(http::router& routes, const context& ctx) {
  // An organiser who leaves keeps their events, named as text.
  ctx.personal.add(
      {.table = "events",
       .rows = "organizer_id = :member",
       .erase = {"UPDATE events SET organizer_id = NULL WHERE organizer_id = :member"}});
  ctx.personal.add({.table = "event_registrations", .rows = "member_id = :member"});
  auto& db = ctx.db;
  auto& writer = ctx.writer;
  constexpr http::route_options admin_only{.who = http::access::admin};

  routes.add(http::method::get, "/api/events", [&db](const http::request& req) {
    listing which{.kind = http::query_param(req.query, "kind").value_or("startup"),
                  .query = http::query_param(req.query, "q").value_or(""),
                  .type = http::query_param(req.query, "type").value_or(""),
                  .past = http::query_param(req.query, "when").value_or("") == "past"};
    if (which.kind != "startup" && which.kind != "virtual") {
      throw core::api_error::validation({{"kind", "Choose startup or virtual."}});
    }
    const auto at = now();
    auto sql = db.acquire();
    json list = json::array();
    for (const auto& e : list_events(*sql, which, at)) {
      list.push_back(to_member_json(e, place_of(*sql, e.id, req.subject), at));
    }
    return http::json_response(200, {{"events", std::move(list)}});
  });

  // The side panel's Upcoming Events: what I hold a seat or a place in line for.
  routes.add(http::method::get, "/api/events/mine", [&db](const http::request& req) {
    constexpr int k_upcoming = 5;
    const auto at = now();
    auto sql = db.acquire();
    json list = json::array();
    for (const auto& e : my_events(*sql, req.subject, at, k_upcoming)) {
      list.push_back(to_member_json(e, place_of(*sql, e.id, req.subject), at));
    }
    return http::json_response(200, {{"events", std::move(list)}});
  });

  routes.add(http::method::get, "/api/events/:id", [&db](const http::request& req) {
    return http::json_response(200, member_view(db, req.param("id"), req.subject));
  });

  routes.add(http::method::post, "/api/events/:id/registration",
             [&db, &writer, url = ctx.public_url](const http::request& req) {
               const std::string id(req.param("id"));
               writer.run([&](db::tx& t) {
                 const bool had_place = place_of(t.sql(), id, req.subject).has_value();
                 const auto got = register_member(t, id, req.subject, now());
                 if (!had_place && got.registered)
                   mail_seat(t, req.subject, *find_event(t.sql(), id), url());
               });
               return http::json_response(200, member_view(db, id, req.subject));
             });

  routes.add(http::method::del, "/api/events/:id/registration",
             [&db, &writer, url = ctx.public_url](const http::request& req) {
               const std::string id(req.param("id"));
               writer.run([&](db::tx& t) {
                 const auto promoted = unregister_member(t, id, req.subject, now());
                 if (!promoted) return;
                 const auto e = find_event(t.sql(), id);
                 tell(t, *promoted, "You have a seat",
                      fmt::format("A seat opened at {}: you are registered.", e->title),
                      link_of(*e));
                 mail_seat(t, *promoted, *e, url());
               });
               return http::json_response(200, member_view(db, id, req.subject));
             });

  routes.add(
      http::method::post, "/api/admin/events",
      [&writer](const http::request& req) {
        auto e = parse_event(http::parse_json_object(req));
        e.id = core::new_uuid_v7();
        writer.run([&](db::tx& t) {
          insert_event(t, e);
          db::record_audit(t, {.actor_kind = "admin",
                               .actor_id = req.subject,
                               .action = "event.created",
                               .target_kind = "event",
                               .target_id = e.id,
                               .to_status = e.status});
        });
        return http::json_response(201, to_member_json(e, std::nullopt, now()));
      },
      admin_only);

  routes.add(
      http::method::post, "/api/admin/events/:id/cancel",
      [&db, &writer, url = ctx.public_url](const http::request& req) {
        const std::string id(req.param("id"));
        const bool done = writer.run([&](db::tx& t) {
          const auto holders = cancel_event(t, id);
          if (!holders) return false;
          const auto e = find_event(t.sql(), id);
          for (const auto& member : *holders) {
            tell(t, member, "Event cancelled",
                 fmt::format("{} has been cancelled by the organisers.", e->title), link_of(*e));
            mail_cancellation(t, member, *e, url());
          }
          db::record_audit(t, {.actor_kind = "admin",
                               .actor_id = req.subject,
                               .action = "event.cancelled",
                               .target_kind = "event",
                               .target_id = id,
                               .to_status = std::string("cancelled")});
          return true;
        });
        if (!done) throw core::api_error::not_found();
        auto sql = db.acquire();
        return http::json_response(200, to_member_json(*find_event(*sql, id), std::nullopt, now()));
      },
      admin_only);
}

}  // namespace sangam::features::events
