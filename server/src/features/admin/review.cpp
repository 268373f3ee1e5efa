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
#include "features/applications/answers.hpp"
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
// updated_at (read_founder_request counts from the status column). Profiles are the profiles
// feature's to read and move (features/profiles/review_queue.hpp).
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
#define SANGAM_AUDIT_COLUMNS                                                          \
  "SELECT a.id, COALESCE(d.email, a.actor_id), a.action, a.target_kind, a.target_id," \
  " a.from_status, a.to_status, a.created_at, a.note FROM audit_log a"                \
  " LEFT JOIN administrators d ON d.id = a.actor_id"
constexpr const char* k_page_audit =
    SANGAM_AUDIT_COLUMNS " ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_audit_about = SANGAM_AUDIT_COLUMNS
    " WHERE a.target_id = :target ORDER BY a.created_at DESC, a.id DESC LIMIT :limit";
#undef SANGAM_AUDIT_COLUMNS
constexpr const char* k_insert_test_pitch =
    "INSERT INTO pitches (id, founder_email, target_type, target_id, target_name, message,"
    " pitch_deck_link, status, created_at, updated_at, sender_id, test_data) VALUES (:id, :email,"
    " 'investor', NULL, 'Test Investor', 'A test pitch made from the admin screen.', NULL,"
    " 'pending', :now, :now2, :sender, 1)";
// Test data goes in this order: what the test profiles sent, then the profiles.
constexpr const char* k_delete_test_applications = "DELETE FROM applications WHERE test_data = 1";
constexpr const char* k_delete_test_pitches = "DELETE FROM pitches WHERE test_data = 1";

// The statements of an outreach table: pitches or applications.
const review_sql& sql_for(review_kind kind) {
  return kind == review_kind::pitches ? k_pitches_sql : k_applications_sql;
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

audit_row read_audit_row(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .actor_email = r.get<std::string>(1),
          .action = r.get<std::string>(2),
          .target_kind = r.get<std::string>(3),
          .target_id = r.get<std::string>(4),
          .from_status = db::text_at(r, 5),
          .to_status = db::text_at(r, 6),
          .note = db::text_at(r, 8),
          .created_at = r.get<std::string>(7)};
}

// The audit log's name of what was decided: the table's.
const char* target_kind_of(review_kind kind) {
  return kind == review_kind::profiles ? "profiles" : sql_for(kind).target_kind;
}

review_item read_item(review_kind kind, const soci::row& r) {
  if (kind == review_kind::pitches) return pitch_row{read_founder_request(r, 7), db::text_at(r, 6)};
  return application_row{read_founder_request(r, 6)};
}

std::vector<review_item> read_items(review_kind kind, soci::rowset<soci::row>& rows) {
  std::vector<review_item> items;
  for (const auto& r : rows) items.push_back(read_item(kind, r));
  return items;
}

using test_data_bounds = profiles::test_mark;

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

// How many items of `kind` have each status.
std::vector<std::pair<std::string, int>> status_counts(soci::session& sql, review_kind kind,
                                                       test_data_bounds test) {
  if (kind == review_kind::profiles) return profiles::review_status_counts(sql, test);
  std::vector<std::pair<std::string, int>> counts;
  soci::rowset<soci::row> rows =
      (sql.prepare << sql_for(kind).counts, soci::use(test.lo), soci::use(test.hi));
  for (const auto& r : rows) {
    counts.emplace_back(r.get<std::string>(0), static_cast<int>(db::integer_at(r, 1)));
  }
  return counts;
}

std::vector<review_item> page_of(soci::session& sql, review_kind kind, const page_request& request,
                                 test_data_bounds test) {
  const int limit = request.page_size;
  const int offset = (request.page - 1) * request.page_size;
  if (kind == review_kind::profiles) {
    auto rows = profiles::profiles_for_review(sql, request.status, test, limit, offset);
    return {std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())};
  }
  const auto& q = sql_for(kind);
  if (request.status) {
    soci::rowset<soci::row> rows =
        (sql.prepare << q.page_by_status, soci::use(*request.status), soci::use(test.lo),
         soci::use(test.hi), soci::use(limit), soci::use(offset));
    return read_items(kind, rows);
  }
  soci::rowset<soci::row> rows = (sql.prepare << q.page_all, soci::use(test.lo), soci::use(test.hi),
                                  soci::use(limit), soci::use(offset));
  return read_items(kind, rows);
}

std::optional<std::string> status_of(db::tx& t, review_kind kind, const std::string& id) {
  if (kind == review_kind::profiles) return profiles::review_status_of(t, id);
  std::string status;
  soci::indicator found = soci::i_null;
  if (!t.fetch(sql_for(kind).status_of, soci::use(id), soci::into(status, found)) ||
      found != soci::i_ok) {
    return std::nullopt;
  }
  return status;
}

void set_status(db::tx& t, const decision& d, const std::string& now) {
  if (d.kind == review_kind::profiles) {
    profiles::set_review_status(t, d.id, d.to_status, now);
  } else {
    t.execute(sql_for(d.kind).set_status, soci::use(d.to_status), soci::use(now), soci::use(d.id));
  }
}

// The count of one status (the table allows only these three).
int& count_of(review_counts& counts, std::string_view status) {
  if (status == "approved") return counts.approved;
  if (status == "rejected") return counts.rejected;
  return counts.pending;
}

// Senders' names, as profiles tells them (profiles::name_of), once per sender on a page.
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
  if (kind == review_kind::profiles) {
    if (auto p = profiles::profile_for_review_by_id(sql, id)) found.emplace_back(std::move(*p));
  } else {
    soci::rowset<soci::row> rows = (sql.prepare << sql_for(kind).by_id, soci::use(id));
    found = read_items(kind, rows);
  }
  if (found.empty()) throw core::api_error::not_found();
  name_senders(sql, found);
  return std::move(found.front());
}

}  // namespace

std::optional<review_kind> review_kind_from(std::string_view name) {
  if (name == "profiles") return review_kind::profiles;
  if (name == "pitches") return review_kind::pitches;
  if (name == "applications") return review_kind::applications;
  return std::nullopt;
}

review_page list(db::pool& db, review_kind kind, const page_request& request) {
  auto sql = db.acquire();
  review_page page{.page = request.page, .page_size = request.page_size};
  auto& counts = page.counts;
  const auto test = bounds_of(request.test_data);
  for (const auto& [status, n] : status_counts(*sql, kind, test)) {
    count_of(counts, status) = n;
    counts.total += n;
  }
  page.items = page_of(*sql, kind, request, test);
  name_senders(*sql, page.items);
  page.total = request.status ? count_of(counts, *request.status) : counts.total;
  return page;
}

review_item decide(db::writer& writer, const decision& d, std::string_view link_base) {
  return writer.run([&](db::tx& t) {
    const auto current = status_of(t, d.kind, d.id);
    if (!current) throw core::api_error::not_found();
    const auto& from = *current;
    if (from != "pending") {
      throw core::api_error(409, "not_pending",
                            fmt::format("This item is already {}; only pending items can be "
                                        "approved or rejected.",
                                        from));
    }
    const std::string now = core::now_iso8601();
    set_status(t, d, now);
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = d.admin_id,
                         .action = d.to_status == "approved" ? "approve" : "reject",
                         .target_kind = target_kind_of(d.kind),
                         .target_id = d.id,
                         .from_status = from,
                         .to_status = d.to_status,
                         .note = d.reason});
    if (d.kind == review_kind::profiles && d.to_status == "approved") {
      auth::send_invitation(t, d.id, link_base);
    } else if (d.kind == review_kind::profiles) {
      applications::answer_rejection(t, d.id, d.admin_id, d.reason, d.reapply_after_days);
    } else if (d.kind != review_kind::profiles) {
      pitches::deliver_decision(t,
                                d.kind == review_kind::pitches
                                    ? pitches::request_table::pitches
                                    : pitches::request_table::applications,
                                d.id, d.to_status, link_base);
    }
    return fetch_item(t.sql(), d.kind, d.id);
  });
}

audit_page audit_log(db::pool& db, int page, int page_size) {
  auto sql = db.acquire();
  audit_page result{.page = page, .page_size = page_size};
  *sql << k_count_audit, soci::into(result.total);
  const int offset = (page - 1) * page_size;
  soci::rowset<soci::row> rows =
      (sql->prepare << k_page_audit, soci::use(page_size), soci::use(offset));
  for (const auto& r : rows) result.items.push_back(read_audit_row(r));
  return result;
}

std::vector<audit_row> audit_about(soci::session& sql, std::string_view target_id, int limit) {
  const std::string target(target_id);
  std::vector<audit_row> found;
  soci::rowset<soci::row> rows =
      (sql.prepare << k_audit_about, soci::use(target), soci::use(limit));
  for (const auto& r : rows) found.push_back(read_audit_row(r));
  return found;
}

test_account create_test_account(db::writer& writer) {
  const std::string profile_id = core::new_uuid_v7();
  const std::string pitch_id = core::new_uuid_v7();
  const std::string email = "test+" + core::random_hex(4) + "@sangam.test";
  const std::string now = core::now_iso8601();
  return writer.run([&](db::tx& t) {
    profiles::add_test_profile(t, profile_id, email, now);
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
    removed.profiles = profiles::remove_test_profiles(t);
    db::record_audit(t, {.actor_kind = "admin",
                         .actor_id = std::string(admin_id),
                         .action = "remove_test_data",
                         .target_kind = "test_data",
                         .target_id = "all"});
    return removed;
  });
}

int count_profiles(db::pool& db) {
  auto sql = db.acquire();
  return profiles::count_profiles(*sql);
}

}  // namespace sangam::features::admin
