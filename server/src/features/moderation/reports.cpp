#include "features/moderation/reports.hpp"

#include <soci/soci.h>

#include <array>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/rows.hpp"
#include "features/profiles/members.hpp"

namespace sangam::features::moderation {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 5> k_reasons{"spam", "harassment", "fake_profile",
                                                    "inappropriate", "other"};

constexpr const char* k_insert =
    "INSERT INTO reports (id, reporter_id, target_id, reason, details, status, created_at)"
    " VALUES (:id, :reporter, :target, :reason, :details, 'open', :at)";
#define SANGAM_REPORT_COLUMNS                                                                   \
  "SELECT r.id, r.reason, r.details, r.status, r.created_at, r.resolved_at, r.resolution_note," \
  " r.reporter_id, rp.first_name, rp.last_name, rp.email, r.target_id, tp.first_name,"          \
  " tp.last_name, tp.email FROM reports r JOIN profiles rp ON rp.id = r.reporter_id"            \
  " JOIN profiles tp ON tp.id = r.target_id"
constexpr const char* k_page_all =
    SANGAM_REPORT_COLUMNS " ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_page_by_status = SANGAM_REPORT_COLUMNS
    " WHERE r.status = :status ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_by_id = SANGAM_REPORT_COLUMNS " WHERE r.id = :id";
#undef SANGAM_REPORT_COLUMNS
constexpr const char* k_counts = "SELECT status, COUNT(*) FROM reports GROUP BY status";
constexpr const char* k_status_of = "SELECT status FROM reports WHERE id = :id";
constexpr const char* k_resolve =
    "UPDATE reports SET status = :status, resolved_at = :at, resolved_by = :admin,"
    " resolution_note = :note WHERE id = :id AND status = 'open'";
constexpr const char* k_insert_audit =
    "INSERT INTO audit_log (id, actor_kind, actor_id, action, target_kind, target_id, from_status,"
    " to_status, created_at) VALUES (:id, 'admin', :actor, 'report_resolved', 'report', :target,"
    " 'open', :to_status, :at)";

std::string full_name(const soci::row& r, std::size_t first) {
  return profiles::full_name(db::text_at(r, first).value_or(""),
                             db::text_at(r, first + 1).value_or(""));
}

json or_null(const std::optional<std::string>& text) {
  return text ? json(*text) : json(nullptr);
}

json report_json(const soci::row& r) {
  return {{"id", r.get<std::string>(0)},
          {"reason", r.get<std::string>(1)},
          {"details", or_null(db::text_at(r, 2))},
          {"status", r.get<std::string>(3)},
          {"createdAt", r.get<std::string>(4)},
          {"resolvedAt", or_null(db::text_at(r, 5))},
          {"resolutionNote", or_null(db::text_at(r, 6))},
          {"reporter",
           {{"id", r.get<std::string>(7)},
            {"name", full_name(r, 8)},
            {"email", r.get<std::string>(10)}}},
          {"target",
           {{"id", r.get<std::string>(11)},
            {"name", full_name(r, 12)},
            {"email", r.get<std::string>(14)}}}};
}

json fetch_report(soci::session& sql, const std::string& id) {
  soci::rowset<soci::row> rows = (sql.prepare << k_by_id, soci::use(id));
  for (const auto& r : rows) return report_json(r);
  throw core::api_error::not_found();
}

}  // namespace

bool is_report_reason(std::string_view reason) {
  for (const auto known : k_reasons) {
    if (known == reason) return true;
  }
  return false;
}

std::string file_report(db::writer& writer, const new_report& report) {
  const auto id = core::new_uuid_v7();
  const auto at = core::now_iso8601();
  const std::string details = report.details.value_or("");
  soci::indicator details_ind = report.details ? soci::i_ok : soci::i_null;
  writer.run([&](db::tx& t) {
    t.execute(k_insert, soci::use(id), soci::use(report.reporter_id), soci::use(report.target_id),
              soci::use(report.reason), soci::use(details, details_ind), soci::use(at));
  });
  return id;
}

json list_reports(db::pool& db, const report_page_request& request) {
  auto sql = db.acquire();
  json counts = {{"open", 0}, {"dismissed", 0}, {"actioned", 0}};
  long long all = 0;
  {
    soci::rowset<soci::row> rows = (sql->prepare << k_counts);
    for (const auto& r : rows) {
      const auto n = db::integer_at(r, 1);
      counts[r.get<std::string>(0)] = n;
      all += n;
    }
  }
  const int limit = request.page_size;
  const int offset = (request.page - 1) * request.page_size;
  json items = json::array();
  if (request.status) {
    soci::rowset<soci::row> rows = (sql->prepare << k_page_by_status, soci::use(*request.status),
                                    soci::use(limit), soci::use(offset));
    for (const auto& r : rows) items.push_back(report_json(r));
  } else {
    soci::rowset<soci::row> rows =
        (sql->prepare << k_page_all, soci::use(limit), soci::use(offset));
    for (const auto& r : rows) items.push_back(report_json(r));
  }
  return {{"items", std::move(items)},
          {"total", request.status ? counts[*request.status].get<long long>() : all},
          {"page", request.page},
          {"pageSize", request.page_size},
          {"counts", std::move(counts)}};
}

json resolve_report(db::writer& writer, const resolution& r) {
  const auto at = core::now_iso8601();
  const auto audit_id = core::new_uuid_v7();
  const std::string note = r.note.value_or("");
  soci::indicator note_ind = r.note ? soci::i_ok : soci::i_null;
  return writer.run([&](db::tx& t) {
    std::string status;
    if (!t.fetch(k_status_of, soci::use(r.report_id), soci::into(status))) {
      throw core::api_error::not_found();
    }
    if (status != "open") {
      throw core::api_error(409, "already_resolved", "This report has already been resolved.");
    }
    t.execute(k_resolve, soci::use(r.status), soci::use(at), soci::use(r.admin_id),
              soci::use(note, note_ind), soci::use(r.report_id));
    t.execute(k_insert_audit, soci::use(audit_id), soci::use(r.admin_id), soci::use(r.report_id),
              soci::use(r.status), soci::use(at));
    return fetch_report(t.sql(), r.report_id);
  });
}

}  // namespace sangam::features::moderation
