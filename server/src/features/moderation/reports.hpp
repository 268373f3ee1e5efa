#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

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
};

// Returns the report's id.
std::string file_report(db::writer& writer, const new_report& report);

struct report_page_request final {
  std::optional<std::string> status;  // open, dismissed or actioned; all when empty
  int page = 1;
  int page_size = 50;
};

// {"items": [...], "total", "page", "pageSize", "counts": {"open", "dismissed", "actioned"}}
nlohmann::json list_reports(db::pool& db, const report_page_request& request);

struct resolution final {
  std::string report_id;
  std::string status;  // dismissed or actioned
  std::optional<std::string> note;
  std::string admin_id;
};

// Resolves an open report and writes the audit log, in one transaction; 404 for an unknown
// report, 409 for one already resolved. Returns the report as listed.
nlohmann::json resolve_report(db::writer& writer, const resolution& r);

}  // namespace sangam::features::moderation
