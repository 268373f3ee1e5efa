#include "features/moderation/reports.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <vector>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "db/rows.hpp"
#include "features/profiles/profile_lookup.hpp"
#include "http/json_body.hpp"

namespace sangam::features::moderation {
namespace {

constexpr std::array<std::string_view, 5> k_reasons{"spam", "harassment", "fake_profile",
                                                    "inappropriate", "other"};

constexpr std::size_t k_details_length = 1000;
constexpr const char* k_insert =
    "INSERT INTO reports (id, reporter_id, target_id, reason, details, status, created_at,"
    " message_id, message_body)"
    " VALUES (:id, :reporter, :target, :reason, :details, 'open', :at, :message, :body)";
// The parties' names and addresses are profiles' to tell (name_parties).
#define SANGAM_REPORT_COLUMNS                                                                  \
  "SELECT id, reason, details, status, created_at, resolved_at, resolution_note, reporter_id," \
  " target_id, message_body, message_id FROM reports"
constexpr const char* k_page_all =
    SANGAM_REPORT_COLUMNS " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_page_by_status = SANGAM_REPORT_COLUMNS
    " WHERE status = :status ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset";
constexpr const char* k_by_id = SANGAM_REPORT_COLUMNS " WHERE id = :id";
constexpr const char* k_involving = SANGAM_REPORT_COLUMNS
    " WHERE reporter_id = :member OR target_id = :member2 ORDER BY created_at DESC, id DESC"
    " LIMIT :limit";
#undef SANGAM_REPORT_COLUMNS
constexpr const char* k_counts = "SELECT status, COUNT(*) FROM reports GROUP BY status";
constexpr const char* k_status_of = "SELECT status FROM reports WHERE id = :id";
constexpr const char* k_target_of = "SELECT target_id, status FROM reports WHERE id = :id";
constexpr const char* k_resolve =
    "UPDATE reports SET status = :status, resolved_at = :at, resolved_by = :admin,"
    " resolution_note = :note WHERE id = :id AND status = 'open'";

report_row read_report(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .reason = r.get<std::string>(1),
          .details = db::text_at(r, 2),
          .status = r.get<std::string>(3),
          .created_at = r.get<std::string>(4),
          .resolved_at = db::text_at(r, 5),
          .resolution_note = db::text_at(r, 6),
          .message_body = db::text_at(r, 9),
          .message_id = db::text_at(r, 10),
          .reporter = {.id = r.get<std::string>(7), .name = {}, .email = {}},
          .target = {.id = r.get<std::string>(8), .name = {}, .email = {}}};
}

// The reporters' and targets' names and addresses, in one statement for the page.
void name_parties(soci::session& sql, std::vector<report_row>& reports) {
  std::vector<std::string> ids;
  for (const auto& report : reports) {
    ids.push_back(report.reporter.id);
    ids.push_back(report.target.id);
  }
  std::ranges::sort(ids);
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  const auto people = profiles::names_and_emails(sql, ids);
  for (auto& report : reports) {
    for (auto* party : {&report.reporter, &report.target}) {
      if (const auto it = people.find(party->id); it != people.end()) {
        party->name = it->second.name;
        party->email = it->second.email;
      }
    }
  }
}

// The count of one status (the table allows only these three).
long long& count_of(report_counts& counts, std::string_view status) {
  if (status == "dismissed") return counts.dismissed;
  if (status == "actioned") return counts.actioned;
  return counts.open;
}

report_row fetch_report(soci::session& sql, const std::string& id) {
  std::vector<report_row> found;
  {
    soci::rowset<soci::row> rows = (sql.prepare << k_by_id, soci::use(id));
    for (const auto& r : rows) found.push_back(read_report(r));
  }
  if (found.empty()) throw core::api_error::not_found();
  name_parties(sql, found);
  return std::move(found.front());
}

}  // namespace

bool is_report_reason(std::string_view reason) {
  for (const auto known : k_reasons) {
    if (known == reason) return true;
  }
  return false;
}

void read_reason(const nlohmann::json& body, new_report& report) {
  const auto reason = body.find("reason");
  if (reason == body.end() || !reason->is_string() ||
      !is_report_reason(reason->get_ref<const std::string&>())) {
    throw core::api_error::validation(
        {{"reason", "Choose a reason: spam, harassment, fake profile, inappropriate or other."}});
  }
  report.reason = reason->get<std::string>();
  report.details = http::optional_text(body, "details", k_details_length,
                                       "Details must be at most 1000 characters.");
}

std::string file_report(db::writer& writer, const new_report& report) {
  const auto id = core::new_uuid_v7();
  const auto at = core::now_iso8601();
  const std::string details = report.details.value_or("");
  soci::indicator details_ind = report.details ? soci::i_ok : soci::i_null;
  const std::string message_id = report.message_id.value_or("");
  const std::string message_body = report.message_body.value_or("");
  soci::indicator message_id_ind = report.message_id ? soci::i_ok : soci::i_null;
  soci::indicator message_body_ind = report.message_body ? soci::i_ok : soci::i_null;
  writer.run([&](db::tx& t) {
    t.execute(k_insert, soci::use(id), soci::use(report.reporter_id), soci::use(report.target_id),
              soci::use(report.reason), soci::use(details, details_ind), soci::use(at),
              soci::use(message_id, message_id_ind), soci::use(message_body, message_body_ind));
  });
  return id;
}

report_page list_reports(db::pool& db, const report_page_request& request) {
  auto sql = db.acquire();
  report_page page{.page = request.page, .page_size = request.page_size};
  long long all = 0;
  {
    soci::rowset<soci::row> rows = (sql->prepare << k_counts);
    for (const auto& r : rows) {
      const auto n = db::integer_at(r, 1);
      count_of(page.counts, r.get<std::string>(0)) = n;
      all += n;
    }
  }
  const int limit = request.page_size;
  const int offset = (request.page - 1) * request.page_size;
  if (request.status) {
    soci::rowset<soci::row> rows = (sql->prepare << k_page_by_status, soci::use(*request.status),
                                    soci::use(limit), soci::use(offset));
    for (const auto& r : rows) page.items.push_back(read_report(r));
  } else {
    soci::rowset<soci::row> rows =
        (sql->prepare << k_page_all, soci::use(limit), soci::use(offset));
    for (const auto& r : rows) page.items.push_back(read_report(r));
  }
  name_parties(*sql, page.items);
  page.total = request.status ? count_of(page.counts, *request.status) : all;
  return page;
}

void resolve_in(db::tx& t, const resolution& r) {
  const auto at = core::now_iso8601();
  const std::string note = r.note.value_or("");
  soci::indicator note_ind = r.note ? soci::i_ok : soci::i_null;
  std::string status;
  if (!t.fetch(k_status_of, soci::use(r.report_id), soci::into(status))) {
    throw core::api_error::not_found();
  }
  if (status != "open") {
    throw core::api_error(409, "already_resolved", "This report has already been resolved.");
  }
  t.execute(k_resolve, soci::use(r.status), soci::use(at), soci::use(r.admin_id),
            soci::use(note, note_ind), soci::use(r.report_id));
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = r.admin_id,
                       .action = "report_resolved",
                       .target_kind = "report",
                       .target_id = r.report_id,
                       .from_status = std::string("open"),
                       .to_status = r.status});
}

report_row resolve_report(db::writer& writer, const resolution& r) {
  return writer.run([&](db::tx& t) {
    resolve_in(t, r);
    return fetch_report(t.sql(), r.report_id);
  });
}

void action_report(db::tx& t, const std::string& report_id, std::string_view member_id,
                   const std::string& admin_id, const std::string& note) {
  std::string target, status;
  if (!t.fetch(k_target_of, soci::use(report_id), soci::into(target), soci::into(status))) {
    throw core::api_error::not_found();
  }
  if (target != member_id) {
    throw core::api_error::validation({{"reportId", "This report is about another member."}});
  }
  if (status == "open") {
    resolve_in(t,
               {.report_id = report_id, .status = "actioned", .note = note, .admin_id = admin_id});
  }
}

std::vector<report_row> reports_involving(soci::session& sql, std::string_view member_id,
                                          int limit) {
  const std::string id(member_id);
  std::vector<report_row> found;
  {
    soci::rowset<soci::row> rows =
        (sql.prepare << k_involving, soci::use(id), soci::use(id), soci::use(limit));
    for (const auto& r : rows) found.push_back(read_report(r));
  }
  name_parties(sql, found);
  return found;
}

}  // namespace sangam::features::moderation
