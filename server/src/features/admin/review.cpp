#include "features/admin/review.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <chrono>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/auth/invitations.hpp"

namespace sangam::features::admin {
namespace {

using nlohmann::json;

// Table names cannot be bound, so each kind has its own constant statements.
struct review_sql final {
  const char* target_kind;
  const char* counts;
  const char* page_all;
  const char* page_by_status;
  const char* by_id;
  const char* status_of;
  const char* set_status;
};

#define SANGAM_REVIEW_SQL(table, columns)                                                \
  review_sql {                                                                           \
#table, "SELECT status, COUNT(*) FROM " #table " GROUP BY status",                   \
        "SELECT " columns " FROM " #table                                                \
        " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset",                \
        "SELECT " columns " FROM " #table                                                \
        " WHERE status = :status ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET " \
        ":offset",                                                                       \
        "SELECT " columns " FROM " #table " WHERE id = :id",                             \
        "SELECT status FROM " #table " WHERE id = :id",                                  \
        "UPDATE " #table                                                                 \
        " SET status = :to, updated_at = :now WHERE id = :id AND status = "              \
        "'pending'"                                                                      \
  }

const review_sql k_profiles_sql = SANGAM_REVIEW_SQL(
    profiles,
    "id, first_name, last_name, email, profile_url, company, role, industry, bio, interests,"
    " goals, plan, status, created_at, updated_at");
const review_sql k_pitches_sql = SANGAM_REVIEW_SQL(
    pitches,
    "id, founder_email, target_type, target_id, target_name, message, pitch_deck_link, status,"
    " created_at, updated_at");
const review_sql k_applications_sql = SANGAM_REVIEW_SQL(
    applications,
    "id, founder_email, target_type, target_id, target_name, message, status, created_at,"
    " updated_at");
#undef SANGAM_REVIEW_SQL

constexpr const char* k_insert_audit =
    "INSERT INTO audit_log (id, actor_kind, actor_id, action, target_kind, target_id, from_status,"
    " to_status, created_at) VALUES (:id, 'admin', :actor, :action, :kind, :target, :from_status,"
    " :to_status, :at)";
constexpr const char* k_count_audit = "SELECT COUNT(*) FROM audit_log";
constexpr const char* k_page_audit =
    "SELECT a.id, COALESCE(d.email, a.actor_id), a.action, a.target_kind, a.target_id,"
    " a.from_status, a.to_status, a.created_at FROM audit_log a"
    " LEFT JOIN administrators d ON d.id = a.actor_id"
    " ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_count_profiles = "SELECT COUNT(*) FROM profiles";
constexpr const char* k_insert_test_profile =
    "INSERT INTO profiles (id, first_name, last_name, email, company, role, industry, bio,"
    " interests, goals, plan, status, created_at, updated_at) VALUES (:id, 'Test', 'Founder',"
    " :email, 'Test Ventures', 'Founder', 'SaaS', 'A test account made from the admin screen.',"
    " '[\"Technology\"]', '[\"Build Network\"]', 'core', 'pending', :now, :now2)";
constexpr const char* k_insert_test_pitch =
    "INSERT INTO pitches (id, founder_email, target_type, target_id, target_name, message,"
    " pitch_deck_link, status, created_at, updated_at) VALUES (:id, :email, 'investor', NULL,"
    " 'Test Investor', 'A test pitch made from the admin screen.', NULL, 'pending', :now, :now2)";

const review_sql& sql_for(review_kind kind) {
  switch (kind) {
    case review_kind::pitches:
      return k_pitches_sql;
    case review_kind::applications:
      return k_applications_sql;
    default:
      return k_profiles_sql;
  }
}

json text_or_null(const soci::row& r, std::size_t i) {
  return r.get_indicator(i) == soci::i_null ? json(nullptr) : json(r.get<std::string>(i));
}

json list_or_empty(const soci::row& r, std::size_t i) {
  if (r.get_indicator(i) == soci::i_null) return json::array();
  auto parsed = json::parse(r.get<std::string>(i), nullptr, false);
  return parsed.is_array() ? parsed : json::array();
}

json item_json(review_kind kind, const soci::row& r) {
  if (kind == review_kind::profiles) {
    return {{"id", r.get<std::string>(0)},        {"firstName", text_or_null(r, 1)},
            {"lastName", text_or_null(r, 2)},     {"email", r.get<std::string>(3)},
            {"profileUrl", text_or_null(r, 4)},   {"company", text_or_null(r, 5)},
            {"role", text_or_null(r, 6)},         {"industry", text_or_null(r, 7)},
            {"bio", text_or_null(r, 8)},          {"interests", list_or_empty(r, 9)},
            {"goals", list_or_empty(r, 10)},      {"plan", text_or_null(r, 11)},
            {"status", r.get<std::string>(12)},   {"createdAt", r.get<std::string>(13)},
            {"updatedAt", r.get<std::string>(14)}};
  }
  json item = {{"id", r.get<std::string>(0)},         {"founderEmail", r.get<std::string>(1)},
               {"targetType", r.get<std::string>(2)}, {"targetId", text_or_null(r, 3)},
               {"targetName", text_or_null(r, 4)},    {"message", r.get<std::string>(5)}};
  std::size_t next = 6;
  if (kind == review_kind::pitches) item["pitchDeckLink"] = text_or_null(r, next++);
  item["status"] = r.get<std::string>(next++);
  item["createdAt"] = r.get<std::string>(next++);
  item["updatedAt"] = r.get<std::string>(next);
  return item;
}

json fetch_item(soci::session& sql, review_kind kind, const std::string& id) {
  soci::rowset<soci::row> rows = (sql.prepare << sql_for(kind).by_id, soci::use(id));
  for (const auto& r : rows) return item_json(kind, r);
  throw core::api_error::not_found();
}

}  // namespace

std::optional<review_kind> review_kind_from(std::string_view name) {
  if (name == "profiles") return review_kind::profiles;
  if (name == "pitches") return review_kind::pitches;
  if (name == "applications") return review_kind::applications;
  return std::nullopt;
}

json list(db::pool& db, review_kind kind, const page_request& request) {
  const auto& q = sql_for(kind);
  auto sql = db.acquire();
  json counts = {{"pending", 0}, {"approved", 0}, {"rejected", 0}, {"total", 0}};
  {
    soci::rowset<soci::row> rows = (sql->prepare << q.counts);
    for (const auto& r : rows) {
      const auto n = static_cast<int>(db::integer_at(r, 1));
      counts[r.get<std::string>(0)] = n;
      counts["total"] = counts["total"].get<int>() + n;
    }
  }
  const int limit = request.page_size;
  const int offset = (request.page - 1) * request.page_size;
  json items = json::array();
  if (request.status) {
    soci::rowset<soci::row> rows = (sql->prepare << q.page_by_status, soci::use(*request.status),
                                    soci::use(limit), soci::use(offset));
    for (const auto& r : rows) items.push_back(item_json(kind, r));
  } else {
    soci::rowset<soci::row> rows =
        (sql->prepare << q.page_all, soci::use(limit), soci::use(offset));
    for (const auto& r : rows) items.push_back(item_json(kind, r));
  }
  const int total =
      request.status ? counts[*request.status].get<int>() : counts["total"].get<int>();
  return {{"items", std::move(items)},
          {"page", request.page},
          {"pageSize", request.page_size},
          {"total", total},
          {"counts", std::move(counts)}};
}

json decide(db::writer& writer, const decision& d, std::string_view link_base) {
  const auto& q = sql_for(d.kind);
  return writer.run([&](db::tx& t) {
    auto& sql = t.sql();
    std::string from;
    soci::indicator found = soci::i_null;
    if (!t.fetch(q.status_of, soci::use(d.id), soci::into(from, found)) || found != soci::i_ok) {
      throw core::api_error::not_found();
    }
    if (from != "pending") {
      throw core::api_error(409, "not_pending",
                            fmt::format("This item is already {}; only pending items can be "
                                        "approved or rejected.",
                                        from));
    }
    const std::string now = core::now_iso8601();
    t.execute(q.set_status, soci::use(d.to_status), soci::use(now), soci::use(d.id));
    const std::string audit_id = core::new_uuid_v7();
    const std::string action = d.to_status == "approved" ? "approve" : "reject";
    const std::string target_kind = q.target_kind;
    t.execute(k_insert_audit, soci::use(audit_id), soci::use(d.admin_id), soci::use(action),
              soci::use(target_kind), soci::use(d.id), soci::use(from), soci::use(d.to_status),
              soci::use(now));
    if (d.kind == review_kind::profiles && d.to_status == "approved") {
      auth::send_invitation(t, d.id, link_base);
    }
    return fetch_item(sql, d.kind, d.id);
  });
}

json audit_log(db::pool& db, int page, int page_size) {
  auto sql = db.acquire();
  int total = 0;
  *sql << k_count_audit, soci::into(total);
  const int offset = (page - 1) * page_size;
  json items = json::array();
  soci::rowset<soci::row> rows =
      (sql->prepare << k_page_audit, soci::use(page_size), soci::use(offset));
  for (const auto& r : rows) {
    items.push_back({{"id", r.get<std::string>(0)},
                     {"actorEmail", r.get<std::string>(1)},
                     {"action", r.get<std::string>(2)},
                     {"targetKind", r.get<std::string>(3)},
                     {"targetId", r.get<std::string>(4)},
                     {"fromStatus", text_or_null(r, 5)},
                     {"toStatus", text_or_null(r, 6)},
                     {"createdAt", r.get<std::string>(7)}});
  }
  return {{"items", std::move(items)}, {"page", page}, {"pageSize", page_size}, {"total", total}};
}

json create_test_account(db::writer& writer) {
  const std::string profile_id = core::new_uuid_v7();
  const std::string pitch_id = core::new_uuid_v7();
  const std::string email = "test+" + core::random_hex(4) + "@sangam.test";
  const std::string now = core::now_iso8601();
  return writer.run([&](db::tx& t) {
    t.execute(k_insert_test_profile, soci::use(profile_id), soci::use(email), soci::use(now),
              soci::use(now));
    t.execute(k_insert_test_pitch, soci::use(pitch_id), soci::use(email), soci::use(now),
              soci::use(now));
    return json{{"profile", fetch_item(t.sql(), review_kind::profiles, profile_id)},
                {"pitch", fetch_item(t.sql(), review_kind::pitches, pitch_id)}};
  });
}

int count_profiles(db::pool& db) {
  int n = 0;
  auto sql = db.acquire();
  *sql << k_count_profiles, soci::into(n);
  return n;
}

}  // namespace sangam::features::admin
