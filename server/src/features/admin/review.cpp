#include "features/admin/review.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <chrono>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "db/rows.hpp"
#include "features/auth/invitations.hpp"
#include "features/pitches/delivery.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::admin {
namespace {

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

#define SANGAM_REVIEW_SQL(table, columns)                                   \
  review_sql {                                                              \
#table,                                                                 \
        "SELECT status, COUNT(*) FROM " #table                              \
        " WHERE test_data BETWEEN :lo AND :hi"                              \
        " GROUP BY status",                                                 \
        "SELECT " columns " FROM " #table                                   \
        " WHERE test_data BETWEEN :lo AND :hi"                              \
        " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset",   \
        "SELECT " columns " FROM " #table                                   \
        " WHERE status = :status AND test_data BETWEEN :lo AND :hi"         \
        " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset",   \
        "SELECT " columns " FROM " #table " WHERE id = :id",                \
        "SELECT status FROM " #table " WHERE id = :id",                     \
        "UPDATE " #table                                                    \
        " SET status = :to, updated_at = :now WHERE id = :id AND status = " \
        "'pending'"                                                         \
  }

// The sender and the test mark come last in both outreach tables, after created_at and
// updated_at (read_founder_request counts from the status column).
const review_sql k_profiles_sql = SANGAM_REVIEW_SQL(
    profiles,
    "id, first_name, last_name, email, profile_url, company, role, industry, bio, interests,"
    " goals, plan, status, created_at, updated_at, test_data");
const review_sql k_pitches_sql = SANGAM_REVIEW_SQL(
    pitches,
    "id, founder_email, target_type, target_id, target_name, message, pitch_deck_link, status,"
    " created_at, updated_at, sender_id, test_data");
const review_sql k_applications_sql = SANGAM_REVIEW_SQL(
    applications,
    "id, founder_email, target_type, target_id, target_name, message, status, created_at,"
    " updated_at, sender_id, test_data");
#undef SANGAM_REVIEW_SQL

constexpr const char* k_count_audit = "SELECT COUNT(*) FROM audit_log";
constexpr const char* k_page_audit =
    "SELECT a.id, COALESCE(d.email, a.actor_id), a.action, a.target_kind, a.target_id,"
    " a.from_status, a.to_status, a.created_at FROM audit_log a"
    " LEFT JOIN administrators d ON d.id = a.actor_id"
    " ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset";
// test_data 2 is the stand-in for erased members (migration 011), not a profile anyone made.
constexpr const char* k_count_profiles = "SELECT COUNT(*) FROM profiles WHERE test_data < 2";
constexpr const char* k_insert_test_profile =
    "INSERT INTO profiles (id, first_name, last_name, email, company, role, industry, bio,"
    " interests, goals, plan, status, created_at, updated_at, test_data) VALUES (:id, 'Test',"
    " 'Founder', :email, 'Test Ventures', 'Founder', 'SaaS',"
    " 'A test account made from the admin screen.', '[\"Technology\"]', '[\"Build Network\"]',"
    " 'core', 'pending', :now, :now2, 1)";
constexpr const char* k_insert_test_pitch =
    "INSERT INTO pitches (id, founder_email, target_type, target_id, target_name, message,"
    " pitch_deck_link, status, created_at, updated_at, sender_id, test_data) VALUES (:id, :email,"
    " 'investor', NULL, 'Test Investor', 'A test pitch made from the admin screen.', NULL,"
    " 'pending', :now, :now2, :sender, 1)";
// Test data goes in this order: what the test profiles sent, then the profiles.
constexpr const char* k_delete_test_applications = "DELETE FROM applications WHERE test_data = 1";
constexpr const char* k_delete_test_pitches = "DELETE FROM pitches WHERE test_data = 1";
constexpr const char* k_delete_test_profiles = "DELETE FROM profiles WHERE test_data = 1";

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

profile_row read_profile(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .first_name = db::text_at(r, 1),
          .last_name = db::text_at(r, 2),
          .email = r.get<std::string>(3),
          .profile_url = db::text_at(r, 4),
          .company = db::text_at(r, 5),
          .role = db::text_at(r, 6),
          .industry = db::text_at(r, 7),
          .bio = db::text_at(r, 8),
          .interests = db::string_list_at(r, 9),
          .goals = db::string_list_at(r, 10),
          .plan = db::text_at(r, 11),
          .status = r.get<std::string>(12),
          .created_at = r.get<std::string>(13),
          .updated_at = r.get<std::string>(14),
          .test_data = db::integer_at(r, 15) != 0};
}

// The columns a pitch and an application share; a pitch's deck link comes before its status.
founder_request read_founder_request(const soci::row& r, std::size_t status_column) {
  return {.id = r.get<std::string>(0),
          .founder_email = r.get<std::string>(1),
          .target_type = r.get<std::string>(2),
          .target_id = db::text_at(r, 3),
          .target_name = db::text_at(r, 4),
          .message = r.get<std::string>(5),
          .status = r.get<std::string>(status_column),
          .created_at = r.get<std::string>(status_column + 1),
          .updated_at = r.get<std::string>(status_column + 2),
          .sender_id = db::text_at(r, status_column + 3),
          .sender_name = std::nullopt,
          .test_data = db::integer_at(r, status_column + 4) != 0};
}

review_item read_item(review_kind kind, const soci::row& r) {
  switch (kind) {
    case review_kind::pitches:
      return pitch_row{read_founder_request(r, 7), db::text_at(r, 6)};
    case review_kind::applications:
      return application_row{read_founder_request(r, 6)};
    default:
      return read_profile(r);
  }
}

// The count of one status (the table allows only these three).
int& count_of(review_counts& counts, std::string_view status) {
  if (status == "approved") return counts.approved;
  if (status == "rejected") return counts.rejected;
  return counts.pending;
}

// Senders' names come from profiles' accessor, once per sender on a page.
void name_senders(soci::session& sql, std::vector<review_item>& items) {
  std::unordered_map<std::string, std::string> names;
  for (auto& item : items) {
    std::visit(
        [&](auto& row) {
          if constexpr (std::is_base_of_v<founder_request, std::decay_t<decltype(row)>>) {
            if (!row.sender_id) return;
            const auto [it, fresh] = names.try_emplace(*row.sender_id);
            if (fresh) it->second = profiles::name_of(sql, *row.sender_id);
            if (!it->second.empty()) row.sender_name = it->second;
          }
        },
        item);
  }
}

review_item fetch_item(soci::session& sql, review_kind kind, const std::string& id) {
  std::vector<review_item> found;
  {
    soci::rowset<soci::row> rows = (sql.prepare << sql_for(kind).by_id, soci::use(id));
    for (const auto& r : rows) found.push_back(read_item(kind, r));
  }
  if (found.empty()) throw core::api_error::not_found();
  name_senders(sql, found);
  return std::move(found.front());
}

struct test_data_bounds final {
  int lo = 0;
  int hi = 1;
};

test_data_bounds bounds_of(test_data_filter filter) {
  switch (filter) {
    case test_data_filter::only:
      return {1, 1};
    case test_data_filter::hidden:
      return {0, 0};
    default:
      return {0, 1};
  }
}

}  // namespace

std::optional<review_kind> review_kind_from(std::string_view name) {
  if (name == "profiles") return review_kind::profiles;
  if (name == "pitches") return review_kind::pitches;
  if (name == "applications") return review_kind::applications;
  return std::nullopt;
}

review_page list(db::pool& db, review_kind kind, const page_request& request) {
  const auto& q = sql_for(kind);
  auto sql = db.acquire();
  review_page page{.page = request.page, .page_size = request.page_size};
  auto& counts = page.counts;
  const auto test = bounds_of(request.test_data);
  {
    soci::rowset<soci::row> rows =
        (sql->prepare << q.counts, soci::use(test.lo), soci::use(test.hi));
    for (const auto& r : rows) {
      const auto n = static_cast<int>(db::integer_at(r, 1));
      count_of(counts, r.get<std::string>(0)) = n;
      counts.total += n;
    }
  }
  const int limit = request.page_size;
  const int offset = (request.page - 1) * request.page_size;
  if (request.status) {
    soci::rowset<soci::row> rows =
        (sql->prepare << q.page_by_status, soci::use(*request.status), soci::use(test.lo),
         soci::use(test.hi), soci::use(limit), soci::use(offset));
    for (const auto& r : rows) page.items.push_back(read_item(kind, r));
  } else {
    soci::rowset<soci::row> rows = (sql->prepare << q.page_all, soci::use(test.lo),
                                    soci::use(test.hi), soci::use(limit), soci::use(offset));
    for (const auto& r : rows) page.items.push_back(read_item(kind, r));
  }
  name_senders(*sql, page.items);
  page.total = request.status ? count_of(counts, *request.status) : counts.total;
  return page;
}

review_item decide(db::writer& writer, const decision& d, std::string_view link_base) {
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
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = d.admin_id,
                         .action = d.to_status == "approved" ? "approve" : "reject",
                         .target_kind = q.target_kind,
                         .target_id = d.id,
                         .from_status = from,
                         .to_status = d.to_status});
    if (d.kind == review_kind::profiles && d.to_status == "approved") {
      auth::send_invitation(t, d.id, link_base);
    } else if (d.kind != review_kind::profiles) {
      pitches::deliver_decision(t,
                                d.kind == review_kind::pitches
                                    ? pitches::request_table::pitches
                                    : pitches::request_table::applications,
                                d.id, d.to_status, link_base);
    }
    return fetch_item(sql, d.kind, d.id);
  });
}

audit_page audit_log(db::pool& db, int page, int page_size) {
  auto sql = db.acquire();
  audit_page result{.page = page, .page_size = page_size};
  *sql << k_count_audit, soci::into(result.total);
  const int offset = (page - 1) * page_size;
  soci::rowset<soci::row> rows =
      (sql->prepare << k_page_audit, soci::use(page_size), soci::use(offset));
  for (const auto& r : rows) {
    result.items.push_back({.id = r.get<std::string>(0),
                            .actor_email = r.get<std::string>(1),
                            .action = r.get<std::string>(2),
                            .target_kind = r.get<std::string>(3),
                            .target_id = r.get<std::string>(4),
                            .from_status = db::text_at(r, 5),
                            .to_status = db::text_at(r, 6),
                            .created_at = r.get<std::string>(7)});
  }
  return result;
}

test_account create_test_account(db::writer& writer) {
  const std::string profile_id = core::new_uuid_v7();
  const std::string pitch_id = core::new_uuid_v7();
  const std::string email = "test+" + core::random_hex(4) + "@sangam.test";
  const std::string now = core::now_iso8601();
  return writer.run([&](db::tx& t) {
    t.execute(k_insert_test_profile, soci::use(profile_id), soci::use(email), soci::use(now),
              soci::use(now));
    t.execute(k_insert_test_pitch, soci::use(pitch_id), soci::use(email), soci::use(now),
              soci::use(now), soci::use(profile_id));
    return test_account{
        .profile = std::get<profile_row>(fetch_item(t.sql(), review_kind::profiles, profile_id)),
        .pitch = std::get<pitch_row>(fetch_item(t.sql(), review_kind::pitches, pitch_id))};
  });
}

removed_test_data remove_test_data(db::writer& writer, std::string_view admin_id) {
  return writer.run([&](db::tx& t) {
    removed_test_data removed;
    removed.applications = static_cast<int>(t.execute(k_delete_test_applications));
    removed.pitches = static_cast<int>(t.execute(k_delete_test_pitches));
    removed.profiles = static_cast<int>(t.execute(k_delete_test_profiles));
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = std::string(admin_id),
                         .action = "remove_test_data",
                         .target_kind = "test_data",
                         .target_id = "all"});
    return removed;
  });
}

int count_profiles(db::pool& db) {
  int n = 0;
  auto sql = db.acquire();
  *sql << k_count_profiles, soci::into(n);
  return n;
}

}  // namespace sangam::features::admin
