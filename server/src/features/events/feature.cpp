#include "features/events/feature.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/background.hpp"
#include "features/discover/connect.hpp"
#include "features/discover/members_repo.hpp"
#include "features/events/catalog.hpp"
#include "features/events/letters.hpp"
#include "features/events/registrations.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace sangam::features::events {
namespace {

using nlohmann::json;

auto now() {
  return core::now();
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

// Seats given from the waiting list: a bell item and the e-mail with the invitation.
void tell_seated(db::tx& t, const std::vector<std::string>& seated, const event& e,
                 const std::string& base) {
  for (const auto& member : seated) {
    tell(t, member, "You have a seat",
         fmt::format("A seat opened at {}: you are registered.", e.title), link_of(e));
    mail_seat(t, member, e, base);
  }
}

json admin_view(soci::session& sql, const event& e) {
  return to_admin_json(e, waiting_count(sql, e.id), now());
}

using http::request;
using http::response;

response upcoming(const context& ctx, const request& req) {
  listing which{.kind = http::query_param(req.query, "kind").value_or("startup"),
                .query = http::query_param(req.query, "q").value_or(""),
                .type = http::query_param(req.query, "type").value_or(""),
                .past = http::query_param(req.query, "when").value_or("") == "past"};
  if (which.kind != "startup" && which.kind != "virtual") {
    throw core::api_error::validation({{"kind", "Choose startup or virtual."}});
  }
  const auto at = now();
  auto sql = ctx.db.acquire();
  json list = json::array();
  for (const auto& e : list_events(*sql, which, at)) {
    list.push_back(to_member_json(e, place_of(*sql, e.id, req.subject), at));
  }
  return http::json_response(200, {{"events", std::move(list)}});
}

// The side panel's Upcoming Events: what I hold a seat or a place in line for.
response mine(const context& ctx, const request& req) {
  constexpr int k_upcoming = 5;
  const auto at = now();
  auto sql = ctx.db.acquire();
  json list = json::array();
  for (const auto& e : my_events(*sql, req.subject, at, k_upcoming)) {
    list.push_back(to_member_json(e, place_of(*sql, e.id, req.subject), at));
  }
  return http::json_response(200, {{"events", std::move(list)}});
}

response one(const context& ctx, const request& req) {
  return http::json_response(200, member_view(ctx.db, req.param("id"), req.subject));
}

// Who of my connections holds a seat: named up to k_going_named, counted in full.
response going(const context& ctx, const request& req) {
  constexpr std::size_t k_going_named = 24;
  auto sql = ctx.db.acquire();
  const auto e = find_event(*sql, req.param("id"));
  if (!e || e->status == "draft") throw core::api_error::not_found();
  auto partners = discover::connection_partners(*sql, req.subject);
  std::ranges::sort(partners);
  std::vector<std::string> seated;
  for (auto& member : seat_holders(*sql, e->id)) {
    if (std::ranges::binary_search(partners, member)) seated.push_back(std::move(member));
  }
  const auto total = seated.size();
  if (seated.size() > k_going_named) seated.resize(k_going_named);
  json named = json::array();
  for (const auto& card : discover::member_cards(*sql, seated, false)) {
    named.push_back({{"id", card["id"]}, {"name", card["name"]}, {"photoUrl", card["photoUrl"]}});
  }
  return http::json_response(200, {{"connections", std::move(named)}, {"total", total}});
}

response take_place(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) {
    const bool had_place = place_of(t.sql(), id, req.subject).has_value();
    const auto got = register_member(t, id, req.subject, now());
    if (!had_place && got.registered) {
      mail_seat(t, req.subject, *find_event(t.sql(), id), ctx.public_url());
    }
  });
  return http::json_response(200, member_view(ctx.db, id, req.subject));
}

response give_up_place(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) {
    const auto promoted = unregister_member(t, id, req.subject, now());
    if (promoted) tell_seated(t, {*promoted}, *find_event(t.sql(), id), ctx.public_url());
  });
  return http::json_response(200, member_view(ctx.db, id, req.subject));
}

response create(const context& ctx, const request& req) {
  auto e = parse_event(http::parse_json_object(req));
  e.id = core::new_uuid_v7();
  ctx.writer.run([&](db::tx& t) {
    insert_event(t, e);
    db::record_admin_change(t, req.subject, "event", "created", e.id, e.status);
  });
  return http::json_response(201, to_admin_json(e, 0, now()));
}

response every_event(const context& ctx, const request&) {
  auto sql = ctx.db.acquire();
  json list = json::array();
  for (const auto& e : list_all_events(*sql)) list.push_back(admin_view(*sql, e));
  return http::json_response(200, {{"events", std::move(list)}});
}

response admin_answer(const context& ctx, std::string_view id) {
  auto sql = ctx.db.acquire();
  return http::json_response(200, admin_view(*sql, *find_event(*sql, id)));
}

// What an administrator's change may not do to places members hold; api_error otherwise.
void check_change(db::tx& t, const event& current, const event& changed) {
  if (changed.capacity < current.registered) {
    throw core::api_error::validation(
        {{"capacity", fmt::format("{} members already hold a seat.", current.registered)}});
  }
  if (changed.status == "draft" && current.status != "draft" &&
      (current.registered > 0 || waiting_count(t.sql(), current.id) > 0)) {
    throw core::api_error(409, "members_hold_places",
                          "Members hold places at this event: cancel it instead.");
  }
}

// A new time or place reaches the calendars of those with a seat.
void tell_of_new_time_or_place(db::tx& t, const event& current, const event& changed,
                               const std::string& base) {
  if (changed.status != "published" ||
      (changed.starts_at == current.starts_at && changed.ends_at == current.ends_at &&
       changed.location == current.location)) {
    return;
  }
  for (const auto& member : seat_holders(t.sql(), changed.id)) {
    mail_about(t, member, changed, base, fmt::format("Changed: {}", changed.title),
               fmt::format("{} has a new time or place. The attached invitation updates "
                           "your calendar.",
                           changed.title));
  }
}

response change(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  const auto patch = http::parse_json_object(req);
  const auto base = ctx.public_url();
  ctx.writer.run([&](db::tx& t) {
    const auto current = find_event(t.sql(), id);
    if (!current) throw core::api_error::not_found();
    if (current->status == "cancelled") {
      throw core::api_error(409, "event_cancelled", "A cancelled event cannot be changed.");
    }
    const auto changed = apply_patch(*current, patch);
    check_change(t, *current, changed);
    if (!update_event(t, changed)) {
      throw core::api_error(409, "event_changed",
                            "The event changed meanwhile. Reload it and try again.");
    }
    tell_seated(t, seat_from_waiting_list(t, id, now()), changed, base);
    tell_of_new_time_or_place(t, *current, changed, base);
    db::record_admin_change(t, req.subject, "event", "updated", id, changed.status);
  });
  return admin_answer(ctx, id);
}

response remove(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  ctx.writer.run([&](db::tx& t) {
    const auto current = find_event(t.sql(), id);
    if (!current) throw core::api_error::not_found();
    if (current->status == "published" &&
        (current->registered > 0 || waiting_count(t.sql(), id) > 0)) {
      throw core::api_error(409, "members_hold_places",
                            "Members hold places at this event: cancel it first.");
    }
    delete_event(t, id);
    db::record_admin_change(t, req.subject, "event", "deleted", id);
  });
  return response{.status = 204, .content_type = ""};
}

response cancel(const context& ctx, const request& req) {
  const std::string id(req.param("id"));
  const auto base = ctx.public_url();
  const bool done = ctx.writer.run([&](db::tx& t) {
    const auto holders = cancel_event(t, id);
    if (!holders) return false;
    const auto e = find_event(t.sql(), id);
    for (const auto& member : *holders) {
      tell(t, member, "Event cancelled",
           fmt::format("{} has been cancelled by the organisers.", e->title), link_of(*e));
      mail_cancellation(t, member, *e, base);
    }
    db::record_admin_change(t, req.subject, "event", "cancelled", id, "cancelled");
    return true;
  });
  if (!done) throw core::api_error::not_found();
  return admin_answer(ctx, id);
}

using http::method;
constexpr auto admin = http::access::admin;
constexpr route<context> k_routes[] = {
    {.verb = method::get, .path = "/api/events", .answer = &upcoming},
    {.verb = method::get, .path = "/api/events/mine", .answer = &mine},
    {.verb = method::get, .path = "/api/events/:id", .answer = &one},
    {.verb = method::get, .path = "/api/events/:id/going", .answer = &going},
    {.verb = method::post, .path = "/api/events/:id/registration", .answer = &take_place},
    {.verb = method::del, .path = "/api/events/:id/registration", .answer = &give_up_place},
    {.verb = method::post, .path = "/api/admin/events", .answer = &create, .who = admin},
    {.verb = method::get, .path = "/api/admin/events", .answer = &every_event, .who = admin},
    {.verb = method::patch, .path = "/api/admin/events/:id", .answer = &change, .who = admin},
    {.verb = method::del, .path = "/api/admin/events/:id", .answer = &remove, .who = admin},
    {.verb = method::post, .path = "/api/admin/events/:id/cancel", .answer = &cancel, .who = admin},
};

void install(http::router& routes, const context& ctx) {
  // An organiser who leaves keeps their events, named as text.
  ctx.personal.add(
      {.table = "events",
       .rows = "organizer_id = :member",
       .erase = {"UPDATE events SET organizer_id = NULL WHERE organizer_id = :member"}});
  ctx.personal.add({.table = "event_registrations", .rows = "member_id = :member"});
  // Reminders an hour before virtual events, checked every minute.
  run_once_started(ctx, "event reminders", [&writer = ctx.writer, url = ctx.public_url] {
    const auto at = now();
    const auto public_url = url();
    writer.run([&](db::tx& t) { send_reminders(t, at, public_url); });
    return at + std::chrono::minutes(1);
  });
  add_routes(routes, ctx, std::make_shared<const context>(ctx), k_routes);
}

}  // namespace

const feature k_feature{.name = "events", .install = &install};

}  // namespace sangam::features::events
