#include "features/events/catalog.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"
#include "http/json_fields.hpp"

namespace sangam::features::events {
namespace {

using nlohmann::json;

constexpr std::size_t k_title_max = 120;
constexpr std::size_t k_description_max = 4000;
constexpr std::size_t k_text_max = 200;
constexpr std::size_t k_tags_max = 10;
constexpr std::size_t k_tag_max = 30;
constexpr long long k_price_max = 1'000'000;
constexpr long long k_capacity_max = 100'000;
constexpr int k_list_limit = 200;

#define SANGAM_EVENT_COLUMNS                                                                    \
  "SELECT id, kind, title, description, type, starts_at, ends_at, location, price_rupees,"      \
  " capacity, registered, organizer, organizer_id, image_url, tags, join_url, status, revision" \
  " FROM events"
constexpr const char* k_insert =
    "INSERT INTO events (id, kind, title, description, type, starts_at, ends_at, location,"
    " price_rupees, capacity, organizer, organizer_id, image_url, tags, join_url, status,"
    " created_at, updated_at) VALUES (:id, :kind, :title, :description, :type, :starts, :ends,"
    " :location, :price, :capacity, :organizer, :organizer_id, :image, :tags, :join, :status,"
    " :at, :at2) ON CONFLICT (id) DO NOTHING";
constexpr const char* k_one = SANGAM_EVENT_COLUMNS " WHERE id = :id";
constexpr const char* k_upcoming = SANGAM_EVENT_COLUMNS
    " WHERE kind = :kind AND status <> 'draft' AND ends_at > :now"
    " AND (LOWER(title) LIKE :q OR LOWER(description) LIKE :q2 OR LOWER(tags) LIKE :q3)"
    " AND (:type = '' OR type = :type2) ORDER BY starts_at, id LIMIT :n";
constexpr const char* k_past = SANGAM_EVENT_COLUMNS
    " WHERE kind = :kind AND status = 'published' AND ends_at <= :now"
    " AND (LOWER(title) LIKE :q OR LOWER(description) LIKE :q2 OR LOWER(tags) LIKE :q3)"
    " AND (:type = '' OR type = :type2) ORDER BY starts_at DESC, id LIMIT :n";
constexpr const char* k_mine = SANGAM_EVENT_COLUMNS
    " WHERE status = 'published' AND ends_at > :now AND id IN"
    " (SELECT event_id FROM event_registrations WHERE member_id = :me)"
    " ORDER BY starts_at, id LIMIT :n";
constexpr const char* k_all = SANGAM_EVENT_COLUMNS " ORDER BY starts_at DESC, id LIMIT :n";
constexpr const char* k_to_remind = SANGAM_EVENT_COLUMNS
    " WHERE kind = 'virtual' AND status = 'published' AND reminded = 0 AND starts_at > :now"
    " AND starts_at <= :soon ORDER BY starts_at, id";
#undef SANGAM_EVENT_COLUMNS
constexpr const char* k_mark_reminded = "UPDATE events SET reminded = 1 WHERE id = :id";
constexpr const char* k_update =
    "UPDATE events SET title = :title, description = :description, type = :type,"
    " starts_at = :starts, ends_at = :ends, location = :location, price_rupees = :price,"
    " capacity = :capacity, organizer = :organizer, image_url = :image, tags = :tags,"
    " join_url = :join, status = :status, revision = revision + 1, updated_at = :at,"
    " reminded = CASE WHEN starts_at = :starts2 THEN reminded ELSE 0 END"
    " WHERE id = :id AND status <> 'cancelled' AND registered <= :capacity2";
constexpr const char* k_delete = "DELETE FROM events WHERE id = :id";
constexpr const char* k_cancel =
    "UPDATE events SET status = 'cancelled', updated_at = :at WHERE id = :id"
    " AND status <> 'cancelled'";
constexpr const char* k_holders = "SELECT member_id FROM event_registrations WHERE event_id = :id";

event read_event(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .kind = r.get<std::string>(1),
          .title = r.get<std::string>(2),
          .description = r.get<std::string>(3),
          .type = r.get<std::string>(4),
          .starts_at = r.get<std::string>(5),
          .ends_at = r.get<std::string>(6),
          .location = db::text_at(r, 7),
          .price_rupees = db::integer_at(r, 8),
          .capacity = db::integer_at(r, 9),
          .registered = db::integer_at(r, 10),
          .organizer = db::text_at(r, 11),
          .organizer_id = db::text_at(r, 12),
          .image_url = db::text_at(r, 13),
          .tags = db::string_list_at(r, 14),
          .join_url = db::text_at(r, 15),
          .status = r.get<std::string>(16),
          .revision = db::integer_at(r, 17)};
}

// An event as the body that would create it, for a change to be laid over.
json to_input_json(const event& e) {
  const auto or_null = [](const std::optional<std::string>& v) {
    return v ? json(*v) : json(nullptr);
  };
  return {{"kind", e.kind},
          {"title", e.title},
          {"description", e.description},
          {"type", e.type},
          {"startsAt", e.starts_at},
          {"endsAt", e.ends_at},
          {"location", or_null(e.location)},
          {"priceRupees", e.price_rupees},
          {"capacity", e.capacity},
          {"organizer", or_null(e.organizer)},
          {"imageUrl", or_null(e.image_url)},
          {"tags", e.tags},
          {"joinUrl", or_null(e.join_url)}};
}

// An instant as RFC 3339 in UTC, with or without milliseconds ("2026-12-05T12:30:00Z").
std::optional<clock_time> instant_of(const json& body, const char* key) {
  auto text = body.contains(key) && body[key].is_string() ? body[key].get<std::string>() : "";
  if (text.size() == 20 && text.back() == 'Z') text.insert(19, ".000");
  return core::from_iso8601(text);
}

}  // namespace

event parse_event(const json& body) {
  http::json_fields in(body);
  event e;
  e.kind = body.value("kind", "");
  if (e.kind != "startup" && e.kind != "virtual") in.fail("kind", "Choose startup or virtual.");
  e.title = in.line("title", k_title_max);
  e.description = in.text("description", k_description_max);
  e.type = core::ascii_lower(body.value("type", ""));
  const auto allowed = [&](auto& list) {
    return std::ranges::find(list, std::string_view(e.type)) != std::end(list);
  };
  if (!(e.kind == "virtual" ? allowed(k_virtual_types) : allowed(k_startup_types))) {
    in.fail("type", e.kind == "virtual" ? "Choose pitch, masterclass, networking or mentorship."
                                        : "Choose networking, pitch, workshop or conference.");
  }
  const auto starts = instant_of(body, "startsAt");
  const auto ends = instant_of(body, "endsAt");
  if (!starts) in.fail("startsAt", "A time like 2026-12-05T12:30:00.000Z.");
  if (!ends) in.fail("endsAt", "A time like 2026-12-05T14:30:00.000Z.");
  if (starts && ends && *ends <= *starts) in.fail("endsAt", "Must be after the start.");
  if (starts) e.starts_at = core::to_iso8601(*starts);
  if (ends) e.ends_at = core::to_iso8601(*ends);
  e.location = in.optional_line("location", k_text_max);
  e.organizer = in.optional_line("organizer", k_text_max);
  e.image_url = in.optional_url("imageUrl");
  e.join_url = in.optional_url("joinUrl");
  if (e.kind == "virtual" && !e.join_url)
    in.fail("joinUrl", "A virtual event needs its join link.");
  e.price_rupees = in.has("priceRupees") ? in.whole_number("priceRupees", 0, k_price_max) : 0;
  e.capacity = in.whole_number("capacity", 1, k_capacity_max);
  e.tags = in.text_list("tags", k_tags_max, k_tag_max);
  e.status = body.value("publish", true) ? "published" : "draft";
  in.check();
  return e;
}

event apply_patch(const event& current, const json& patch) {
  core::field_errors errors;
  if (patch.contains("kind") && patch["kind"] != current.kind) {
    errors["kind"] = "An event's kind cannot change.";
  }
  auto status = current.status;
  if (patch.contains("status")) {
    const auto wanted = patch["status"].is_string() ? patch["status"].get<std::string>() : "";
    if (wanted == "draft" || wanted == "published") {
      status = wanted;
    } else {
      errors["status"] = "Choose draft or published.";
    }
  }
  auto merged = to_input_json(current);
  for (const auto& [key, value] : patch.items()) {
    if (key != "kind" && key != "status" && key != "publish" && merged.contains(key))
      merged[key] = value;
  }
  event changed;
  try {
    changed = parse_event(merged);
  } catch (const core::api_error& e) {
    errors.merge(core::field_errors(e.fields()));
  }
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  changed.id = current.id;
  changed.organizer_id = current.organizer_id;
  changed.registered = current.registered;
  changed.revision = current.revision + 1;
  changed.status = status;
  return changed;
}

void insert_event(db::tx& t, const event& e) {
  const auto at = core::now_iso8601();
  const auto tags = json(e.tags).dump();
  const auto text = [](const std::optional<std::string>& v) { return v.value_or(""); };
  const auto ind = [](const std::optional<std::string>& v) {
    return v ? soci::i_ok : soci::i_null;
  };
  const std::string location = text(e.location), organizer = text(e.organizer),
                    organizer_id = text(e.organizer_id), image = text(e.image_url),
                    join = text(e.join_url);
  auto location_ind = ind(e.location), organizer_ind = ind(e.organizer),
       organizer_id_ind = ind(e.organizer_id), image_ind = ind(e.image_url),
       join_ind = ind(e.join_url);
  t.sql() << k_insert, soci::use(e.id), soci::use(e.kind), soci::use(e.title),
      soci::use(e.description), soci::use(e.type), soci::use(e.starts_at), soci::use(e.ends_at),
      soci::use(location, location_ind), soci::use(e.price_rupees), soci::use(e.capacity),
      soci::use(organizer, organizer_ind), soci::use(organizer_id, organizer_id_ind),
      soci::use(image, image_ind), soci::use(tags), soci::use(join, join_ind), soci::use(e.status),
      soci::use(at), soci::use(at);
}

bool update_event(db::tx& t, const event& e) {
  const auto at = core::now_iso8601();
  const auto tags = json(e.tags).dump();
  const auto ind = [](const std::optional<std::string>& v) {
    return v ? soci::i_ok : soci::i_null;
  };
  const std::string location = e.location.value_or(""), organizer = e.organizer.value_or(""),
                    image = e.image_url.value_or(""), join = e.join_url.value_or("");
  auto location_ind = ind(e.location), organizer_ind = ind(e.organizer),
       image_ind = ind(e.image_url), join_ind = ind(e.join_url);
  return t.execute(k_update, soci::use(e.title), soci::use(e.description), soci::use(e.type),
                   soci::use(e.starts_at), soci::use(e.ends_at), soci::use(location, location_ind),
                   soci::use(e.price_rupees), soci::use(e.capacity),
                   soci::use(organizer, organizer_ind), soci::use(image, image_ind),
                   soci::use(tags), soci::use(join, join_ind), soci::use(e.status), soci::use(at),
                   soci::use(e.starts_at), soci::use(e.id), soci::use(e.capacity)) == 1;
}

void delete_event(db::tx& t, std::string_view event_id) {
  const std::string id(event_id);
  t.execute(k_delete, soci::use(id));
}

std::optional<std::vector<std::string>> cancel_event(db::tx& t, std::string_view event_id) {
  const std::string id(event_id), at = core::now_iso8601();
  if (t.execute(k_cancel, soci::use(at), soci::use(id)) == 0) return std::nullopt;
  std::vector<std::string> holders;
  soci::rowset<std::string> rows = (t.sql().prepare << k_holders, soci::use(id));
  for (const auto& member : rows) holders.push_back(member);
  return holders;
}

std::vector<event> list_events(soci::session& sql, const listing& which, clock_time now) {
  const auto at = core::to_iso8601(now);
  const auto pattern = "%" + core::ascii_lower(which.query) + "%";
  const auto type = core::ascii_lower(which.type);
  const int limit = k_list_limit;
  std::vector<event> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << (which.past ? k_past : k_upcoming), soci::use(which.kind), soci::use(at),
       soci::use(pattern), soci::use(pattern), soci::use(pattern), soci::use(type), soci::use(type),
       soci::use(limit));
  for (const auto& r : rows) found.push_back(read_event(r));
  return found;
}

std::vector<event> my_events(soci::session& sql, std::string_view member_id, clock_time now,
                             int limit) {
  const auto at = core::to_iso8601(now);
  const std::string me(member_id);
  std::vector<event> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << k_mine, soci::use(at), soci::use(me), soci::use(limit));
  for (const auto& r : rows) found.push_back(read_event(r));
  return found;
}

std::optional<event> find_event(soci::session& sql, std::string_view event_id) {
  const std::string id(event_id);
  soci::rowset<soci::row> rows = (sql.prepare << k_one, soci::use(id));
  for (const auto& r : rows) return read_event(r);
  return std::nullopt;
}

std::vector<event> list_all_events(soci::session& sql) {
  constexpr int k_admin_limit = 500;
  const int limit = k_admin_limit;
  std::vector<event> found;
  soci::rowset<soci::row> rows = (sql.prepare << k_all, soci::use(limit));
  for (const auto& r : rows) found.push_back(read_event(r));
  return found;
}

std::vector<event> take_events_to_remind(db::tx& t, clock_time now) {
  const auto at = core::to_iso8601(now), soon = core::to_iso8601(now + std::chrono::hours(1));
  std::vector<event> found;
  {
    soci::rowset<soci::row> rows = (t.sql().prepare << k_to_remind, soci::use(at), soci::use(soon));
    for (const auto& r : rows) found.push_back(read_event(r));
  }
  for (const auto& e : found) t.execute(k_mark_reminded, soci::use(e.id));
  return found;
}

json to_member_json(const event& e, const std::optional<place>& mine, clock_time now) {
  const auto at = core::to_iso8601(now);
  // The fields an event is made of, then what the member sees of it.
  auto out = to_input_json(e);
  out["id"] = e.id;
  out["attendees"] = e.registered;
  out["organizerId"] = e.organizer_id ? json(*e.organizer_id) : json(nullptr);
  out["status"] = e.status;
  out["isLive"] = e.status == "published" && e.starts_at <= at && at < e.ends_at;
  out["isPast"] = e.ends_at <= at;
  out["myPlace"] =
      mine ? json{{"registered", mine->registered}, {"position", mine->position}} : json(nullptr);
  // Only a seat opens the door.
  if (!mine || !mine->registered) out["joinUrl"] = nullptr;
  return out;
}

json to_admin_json(const event& e, long long waiting, clock_time now) {
  auto out = to_member_json(e, std::nullopt, now);
  out.erase("myPlace");
  out["joinUrl"] = e.join_url ? json(*e.join_url) : json(nullptr);
  out["waiting"] = waiting;
  return out;
}

}  // namespace sangam::features::events
