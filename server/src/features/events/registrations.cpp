#include "features/events/registrations.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"

namespace sangam::features::events {
namespace {

constexpr const char* k_state_of =
    "SELECT state, queued FROM event_registrations WHERE event_id = :e AND member_id = :m";
constexpr const char* k_waiting_before =
    "SELECT COUNT(*) FROM event_registrations WHERE event_id = :e AND state = 'waiting'"
    " AND queued <= :q";
// Takes the next number in line and, on PostgreSQL, holds the event's row until commit: two
// registrations for one event go one after the other, whatever the instance.
constexpr const char* k_next_queued =
    "UPDATE events SET last_queued = last_queued + 1 WHERE id = :e RETURNING last_queued,"
    " status, ends_at";
constexpr const char* k_take_seat =
    "UPDATE events SET registered = registered + 1 WHERE id = :e AND registered < capacity";
constexpr const char* k_free_seat =
    "UPDATE events SET registered = registered - 1 WHERE id = :e AND registered > 0"
    " RETURNING status, ends_at";
constexpr const char* k_insert =
    "INSERT INTO event_registrations (event_id, member_id, state, queued, created_at)"
    " VALUES (:e, :m, :state, :q, :at)";
constexpr const char* k_delete =
    "DELETE FROM event_registrations WHERE event_id = :e AND member_id = :m";
constexpr const char* k_first_waiting =
    "SELECT member_id FROM event_registrations WHERE event_id = :e AND state = 'waiting'"
    " ORDER BY queued LIMIT 1";
constexpr const char* k_status_of = "SELECT status, ends_at FROM events WHERE id = :e";
constexpr const char* k_holders =
    "SELECT member_id FROM event_registrations WHERE event_id = :e AND state = 'registered'"
    " ORDER BY queued";
constexpr const char* k_waiting_count =
    "SELECT COUNT(*) FROM event_registrations WHERE event_id = :e AND state = 'waiting'";
constexpr const char* k_attended =
    "SELECT COUNT(*) FROM event_registrations r JOIN events e ON e.id = r.event_id"
    " WHERE r.member_id = :m AND r.state = 'registered' AND e.status = 'published'"
    " AND e.ends_at <= :now AND e.ends_at >= :since";
constexpr const char* k_promote =
    "UPDATE event_registrations SET state = 'registered' WHERE event_id = :e AND member_id = :m";

// The first in line gets a free seat, if there is one and anybody waits.
std::optional<std::string> seat_next(db::tx& t, const std::string& event) {
  std::string next;
  if (!t.fetch(k_first_waiting, soci::use(event), soci::into(next))) return std::nullopt;
  if (t.execute(k_take_seat, soci::use(event)) == 0) return std::nullopt;
  t.execute(k_promote, soci::use(event), soci::use(next));
  return next;
}

place read_place(soci::session& sql, const std::string& event, const std::string& state,
                 long long queued) {
  if (state == "registered") return {.registered = true, .position = 0};
  long long ahead = 0;
  sql << k_waiting_before, soci::use(event), soci::use(queued), soci::into(ahead);
  return {.registered = false, .position = ahead};
}

}  // namespace

std::optional<place> place_of(soci::session& sql, std::string_view event_id,
                              std::string_view member_id) {
  const std::string event(event_id), member(member_id);
  std::string state;
  long long queued = 0;
  sql << k_state_of, soci::use(event), soci::use(member), soci::into(state), soci::into(queued);
  if (!sql.got_data()) return std::nullopt;
  return read_place(sql, event, state, queued);
}

place register_member(db::tx& t, std::string_view event_id, std::string_view member_id,
                      clock_time now) {
  const std::string event(event_id), member(member_id);
  if (auto existing = place_of(t.sql(), event, member)) return *existing;
  long long queued = 0;
  std::string status, ends_at;
  if (!t.fetch(k_next_queued, soci::use(event), soci::into(queued), soci::into(status),
               soci::into(ends_at)) ||
      status == "draft") {
    throw core::api_error::not_found();
  }
  if (status == "cancelled") {
    throw core::api_error(409, "event_cancelled", "This event has been cancelled.");
  }
  if (ends_at <= core::to_iso8601(now)) {
    throw core::api_error(409, "event_over", "This event is over.");
  }
  const bool seat = t.execute(k_take_seat, soci::use(event)) == 1;
  const std::string state = seat ? "registered" : "waiting";
  const auto at = core::to_iso8601(now);
  t.execute(k_insert, soci::use(event), soci::use(member), soci::use(state), soci::use(queued),
            soci::use(at));
  return read_place(t.sql(), event, state, queued);
}

std::optional<std::string> unregister_member(db::tx& t, std::string_view event_id,
                                             std::string_view member_id, clock_time now) {
  const std::string event(event_id), member(member_id);
  std::string state;
  long long queued = 0;
  if (!t.fetch(k_state_of, soci::use(event), soci::use(member), soci::into(state),
               soci::into(queued))) {
    return std::nullopt;
  }
  t.execute(k_delete, soci::use(event), soci::use(member));
  if (state != "registered") return std::nullopt;
  std::string status, ends_at;
  t.fetch(k_free_seat, soci::use(event), soci::into(status), soci::into(ends_at));
  if (status != "published" || ends_at <= core::to_iso8601(now)) return std::nullopt;
  return seat_next(t, event);
}

std::vector<std::string> seat_from_waiting_list(db::tx& t, std::string_view event_id,
                                                clock_time now) {
  const std::string event(event_id);
  std::vector<std::string> seated;
  std::string status, ends_at;
  if (!t.fetch(k_status_of, soci::use(event), soci::into(status), soci::into(ends_at)) ||
      status != "published" || ends_at <= core::to_iso8601(now)) {
    return seated;
  }
  while (auto next = seat_next(t, event)) seated.push_back(std::move(*next));
  return seated;
}

std::vector<std::string> seat_holders(soci::session& sql, std::string_view event_id) {
  const std::string event(event_id);
  std::vector<std::string> holders;
  soci::rowset<std::string> rows = (sql.prepare << k_holders, soci::use(event));
  for (const auto& member : rows) holders.push_back(member);
  return holders;
}

long long attended_count(soci::session& sql, std::string_view member_id, clock_time now,
                         std::optional<clock_time> since) {
  const std::string member(member_id), at = core::to_iso8601(now),
                                       from = since ? core::to_iso8601(*since) : std::string();
  long long n = 0;
  sql << k_attended, soci::use(member), soci::use(at), soci::use(from), soci::into(n);
  return n;
}

long long waiting_count(soci::session& sql, std::string_view event_id) {
  const std::string event(event_id);
  long long n = 0;
  sql << k_waiting_count, soci::use(event), soci::into(n);
  return n;
}

}  // namespace sangam::features::events
