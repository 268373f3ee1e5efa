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
  std::string status;  // draft, published, cancelled
};

// An administrator's new event, from the JSON of POST /api/admin/events: 400 naming each field
// that is wrong.
event parse_event(const nlohmann::json& body);
// Adds the event; one with its id already there is left alone (the demo content loads twice).
void insert_event(db::tx& t, const event& e);
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

// What a member sees: the join link only with a seat, `myPlace` null or {registered, position}.
nlohmann::json to_member_json(const event& e, const std::optional<place>& mine, clock_time now);

}  // namespace sangam::features::events
