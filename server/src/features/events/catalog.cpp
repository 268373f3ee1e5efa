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

namespace sangam::features::events {
namespace {

using nlohmann::json;

constexpr std::size_t k_title_max = 120;
constexpr std::size_t k_description_max = 4000;
constexpr std::size_t k_text_max = 200;
constexpr std::size_t k_tags_max = 10;
constexpr long long k_price_max = 1'000'000;
constexpr long long k_capacity_max = 100'000;
constexpr int k_list_limit = 200;

#define SANGAM_EVENT_COLUMNS                                                               \
  "SELECT id, kind, title, description, type, starts_at, ends_at, location, price_rupees," \
  " capacity, registered, organizer, organizer_id, image_url, tags, join_url, status FROM events"
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
#undef SANGAM_EVENT_COLUMNS
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
          .status = r.get<std::string>(16)};
}

std::optional<std::string> optional_text(const json& body, const char* key, std::size_t max,
                                         core::field_errors& errors) {
  if (!body.contains(key) || body[key].is_null()) return std::nullopt;
  if (!body[key].is_string()) {
    errors[key] = "Must be text.";
    return std::nullopt;
  }
  const auto text = std::string(core::trim(body[key].get<std::string>()));
  if (core::utf8_length(text) > max) errors[key] = "Too long.";
  return text.empty() ? std::nullopt : std::optional(text);
}

bool is_web_url(const std::string& url) {
  const auto lower = core::ascii_lower(url);
  return (lower.starts_with("https://") || lower.starts_with("http://")) && url.size() > 8 &&
         url.find_first_of(" \t\r\n<>\"") == std::string::npos;
}

long long whole_number(const json& body, const char* key, long long min, long long max,
                       core::field_errors& errors) {
  if (!body.contains(key) || !body[key].is_number_integer()) {
    errors[key] = "Must be a whole number.";
    return 0;
  }
  const auto n = body[key].get<long long>();
  if (n < min || n > max) errors[key] = fmt::format("Must be from {} to {}.", min, max);
  return n;
}

// An instant as RFC 3339 in UTC, with or without milliseconds ("2026-12-05T12:30:00Z").
std::optional<clock_time> instant_of(const json& body, const char* key) {
  auto text = body.contains(key) && body[key].is_string() ? body[key].get<std::string>() : "";
  if (text.size() == 20 && text.back() == 'Z') text.insert(19, ".000");
  return core::from_iso8601(text);
}

}  // namespace

event parse_event(const json& body) {
  core::field_errors errors;
  event e;
  e.kind = body.value("kind", "");
  if (e.kind != "startup" && e.kind != "virtual") errors["kind"] = "Choose startup or virtual.";
  e.title = optional_text(body, "title", k_title_max, errors).value_or("");
  if (e.title.empty() && !errors.contains("title")) errors["title"] = "Required.";
  e.description = optional_text(body, "description", k_description_max, errors).value_or("");
  if (e.description.empty() && !errors.contains("description")) errors["description"] = "Required.";
  e.type = core::ascii_lower(body.value("type", ""));
  const auto allowed = [&](auto& list) {
    return std::ranges::find(list, std::string_view(e.type)) != std::end(list);
  };
  if (!(e.kind == "virtual" ? allowed(k_virtual_types) : allowed(k_startup_types))) {
    errors["type"] = e.kind == "virtual" ? "Choose pitch, masterclass, networking or mentorship."
                                         : "Choose networking, pitch, workshop or conference.";
  }
  const auto starts = instant_of(body, "startsAt");
  const auto ends = instant_of(body, "endsAt");
  if (!starts) errors["startsAt"] = "A time like 2026-12-05T12:30:00.000Z.";
  if (!ends) errors["endsAt"] = "A time like 2026-12-05T14:30:00.000Z.";
  if (starts && ends && *ends <= *starts) errors["endsAt"] = "Must be after the start.";
  if (starts) e.starts_at = core::to_iso8601(*starts);
  if (ends) e.ends_at = core::to_iso8601(*ends);
  e.location = optional_text(body, "location", k_text_max, errors);
  e.organizer = optional_text(body, "organizer", k_text_max, errors);
  e.image_url = optional_text(body, "imageUrl", 500, errors);
  if (e.image_url && !is_web_url(*e.image_url)) errors["imageUrl"] = "An http or https address.";
  e.join_url = optional_text(body, "joinUrl", 500, errors);
  if (e.join_url && !is_web_url(*e.join_url)) errors["joinUrl"] = "An http or https address.";
  if (e.kind == "virtual" && !e.join_url && !errors.contains("joinUrl")) {
    errors["joinUrl"] = "A virtual event needs its join link.";
  }
  e.price_rupees =
      body.contains("priceRupees") ? whole_number(body, "priceRupees", 0, k_price_max, errors) : 0;
  e.capacity = whole_number(body, "capacity", 1, k_capacity_max, errors);
  if (body.contains("tags")) {
    if (!body["tags"].is_array() || body["tags"].size() > k_tags_max) {
      errors["tags"] = fmt::format("At most {} tags.", k_tags_max);
    } else {
      for (const auto& tag : body["tags"]) {
        if (!tag.is_string() || core::utf8_length(tag.get<std::string>()) > 30) {
          errors["tags"] = "Each tag is text of at most 30 characters.";
          break;
        }
        const auto text = std::string(core::trim(tag.get<std::string>()));
        if (!text.empty()) e.tags.push_back(text);
      }
    }
  }
  e.status = body.value("publish", true) ? "published" : "draft";
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return e;
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

json to_member_json(const event& e, const std::optional<place>& mine, clock_time now) {
  const auto at = core::to_iso8601(now);
  json place_json = nullptr;
  if (mine) place_json = {{"registered", mine->registered}, {"position", mine->position}};
  const bool seat = mine && mine->registered;
  const auto or_null = [](const std::optional<std::string>& v) {
    return v ? json(*v) : json(nullptr);
  };
  return {{"id", e.id},
          {"kind", e.kind},
          {"title", e.title},
          {"description", e.description},
          {"type", e.type},
          {"startsAt", e.starts_at},
          {"endsAt", e.ends_at},
          {"location", or_null(e.location)},
          {"priceRupees", e.price_rupees},
          {"capacity", e.capacity},
          {"attendees", e.registered},
          {"organizer", or_null(e.organizer)},
          {"organizerId", or_null(e.organizer_id)},
          {"imageUrl", or_null(e.image_url)},
          {"tags", e.tags},
          {"status", e.status},
          {"isLive", e.status == "published" && e.starts_at <= at && at < e.ends_at},
          {"isPast", e.ends_at <= at},
          {"myPlace", place_json},
          // Only a seat opens the door.
          {"joinUrl", seat ? or_null(e.join_url) : json(nullptr)}};
}

}  // namespace sangam::features::events
