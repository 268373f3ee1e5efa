#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "db/tx.hpp"
#include "features/events/registrations.hpp"

namespace sangam::features::events {

// SPEC section 3: a startup event's type, a virtual event's category.
inline constexpr std::string_view k_startup_types[] = {"networking", "pitch", "workshop",
                                                       "conference"};
inline constexpr std::string_view k_virtual_types[] = {"pitch", "masterclass", "networking",
                                                       "mentorship"};

struct event final {
  std::string id;
  std::string kind;  // startup or virtual
  std::string title;
  std::string description;
  std::string type;
  std::string starts_at;
  std::string ends_at;
  std::optional<std::string> location;
  long long price_rupees = 0;
  long long capacity = 0;
  long long registered = 0;
  std::optional<std::string> organizer;
  std::optional<std::string> organizer_id;
  std::optional<std::string> image_url;
  std::vector<std::string> tags;
  std::optional<std::string> join_url;
  std::string status;      // draft, published, cancelled
  long long revision = 0;  // raised by every change an administrator makes
};

// An administrator's new event, from the JSON of POST /api/admin/events: 400 naming each field
// that is wrong.
event parse_event(const nlohmann::json& body);
// An administrator's change (PATCH /api/admin/events/:id) applied to `current`: only the fields
// sent change, checked as parse_event checks them; `status` draft or published. 400 naming each
// field that is wrong.
event apply_patch(const event& current, const nlohmann::json& patch);
// Adds the event; one with its id already there is left alone (the demo content loads twice).
void insert_event(db::tx& t, const event& e);
// Writes the changed event (revision raised) unless it was cancelled meanwhile or holds more
// seats than its new capacity; false then.
bool update_event(db::tx& t, const event& e);
// Removes the event and every place at it.
void delete_event(db::tx& t, std::string_view event_id);
// published → cancelled; false when there is no such event or it was cancelled already. The
// members holding a seat or a place in line, to be told.
std::optional<std::vector<std::string>> cancel_event(db::tx& t, std::string_view event_id);

struct listing final {
  std::string kind;
  std::string query;  // case-insensitive, in title, description or tags
  std::string type;   // lower-cased; empty for all
  bool past = false;
};
std::vector<event> list_events(soci::session& sql, const listing& which, clock_time now);
// The member's events to come (a seat or a place in line), soonest first.
std::vector<event> my_events(soci::session& sql, std::string_view member_id, clock_time now,
                             int limit);
std::optional<event> find_event(soci::session& sql, std::string_view event_id);
// Every event, drafts and cancelled ones too, latest start first.
std::vector<event> list_all_events(soci::session& sql);
// Virtual events that start within the hour and whose seat holders were not reminded yet; each is
// marked reminded in the caller's transaction.
std::vector<event> take_events_to_remind(db::tx& t, clock_time now);

// What a member sees: the join link only with a seat, `myPlace` null or {registered, position}.
nlohmann::json to_member_json(const event& e, const std::optional<place>& mine, clock_time now);
// What administrators see: the join link and the length of the waiting list too.
nlohmann::json to_admin_json(const event& e, long long waiting, clock_time now);

}  // namespace sangam::features::events
