#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"

namespace sangam::features::moderation {

// spam, harassment, fake_profile, inappropriate or other.
bool is_report_reason(std::string_view reason);

struct new_report final {
  std::string reporter_id;
  std::string target_id;
  std::string reason;
  std::optional<std::string> details;
  // A reported message: its id and its text as it was.
  std::optional<std::string> message_id;
  std::optional<std::string> message_body;
};

// The reason and details of a report request's body into `report`; api_error 400 when the
// reason is not one of the five or the details are too long.
void read_reason(const nlohmann::json& body, new_report& report);

// Returns the report's id.
std::string file_report(db::writer& writer, const new_report& report);

struct report_page_request final {
  std::optional<std::string> status;  // open, dismissed or actioned; all when empty
  int page = 1;
  int page_size = 50;
};

// The member who filed a report, or the one it is about.
struct report_party final {
  std::string id;
  std::string name;
  std::string email;
};

struct report_row final {
  std::string id;
  std::string reason;
  std::optional<std::string> details;
  std::string status;
  std::string created_at;
  std::optional<std::string> resolved_at;
  std::optional<std::string> resolution_note;
  std::optional<std::string> message_body;  // the reported message's text, for a message report
  std::optional<std::string> message_id;
  report_party reporter;
  report_party target;
};

struct report_counts final {
  long long open = 0;
  long long dismissed = 0;
  long long actioned = 0;
};

// Newest first.
struct report_page final {
  std::vector<report_row> items;
  long long total = 0;  // of the requested status
  int page = 1;
  int page_size = 0;
  report_counts counts;
};

report_page list_reports(db::pool& db, const report_page_request& request);

// The latest `limit` reports the member filed or is the subject of, newest first (the
// administrators' member page).
std::vector<report_row> reports_involving(soci::session& sql, std::string_view member_id,
                                          int limit);

struct resolution final {
  std::string report_id;
  std::string status;  // dismissed or actioned
  std::optional<std::string> note;
  std::string admin_id;
};

// Resolves an open report and writes the audit log, in one transaction; 404 for an unknown
// report, 409 for one already resolved. Returns the report as listed.
report_row resolve_report(db::writer& writer, const resolution& r);
// The same in the caller's transaction.
void resolve_in(db::tx& t, const resolution& r);

// A report an administrator acted on (a warning, suspension or ban of `member_id`): resolved as
// actioned with `note` if still open; api_error 404 for an unknown report, 400 for a report about
// another member.
void action_report(db::tx& t, const std::string& report_id, std::string_view member_id,
                   const std::string& admin_id, const std::string& note);

}  // namespace sangam::features::moderation
