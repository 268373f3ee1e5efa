#include "db/migrations.hpp"

#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include "core/clock.hpp"

namespace sangam::db {
namespace {

constexpr const char* k_create_schema_migrations =
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " applied_at TEXT NOT NULL)";
constexpr const char* k_count_version =
    "SELECT COUNT(*) FROM schema_migrations WHERE version = :version";
constexpr const char* k_record_version =
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (:version, :name, :at)";

bool is_blank(std::string_view s) {
  return s.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

}  // namespace

std::vector<std::string> split_statements(std::string_view sql) {
  std::vector<std::string> statements;
  std::string current;
  std::size_t start = 0;
  while (start < sql.size()) {
    auto end = sql.find('\n', start);
    if (end == std::string_view::npos) end = sql.size();
    auto line = sql.substr(start, end - start);
    start = end + 1;
    const auto trimmed_start = line.find_first_not_of(" \t\r");
    if (trimmed_start == std::string_view::npos) continue;
    if (line.substr(trimmed_start).starts_with("--")) continue;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) {
      line.remove_suffix(1);
    }
    current.append(line);
    if (current.back() == ';') {
      current.pop_back();
      if (!is_blank(current)) statements.push_back(std::move(current));
      current.clear();
    } else {
      current.push_back('\n');
    }
  }
  if (!is_blank(current)) statements.push_back(std::move(current));
  return statements;
}

int migrate(pool& db, std::span<const migration> migrations) {
  auto sql = db.open_session();
  *sql << k_create_schema_migrations;
  int applied = 0;
  for (const auto& m : migrations) {
    if (db.kind() == engine::sqlite) {
      *sql << "BEGIN IMMEDIATE";  // takes the write lock now, like the LOCK below
    } else {
      *sql << "BEGIN";
      *sql << "LOCK TABLE schema_migrations IN EXCLUSIVE MODE";
    }
    try {
      int done = 0;
      *sql << k_count_version, soci::use(m.version), soci::into(done);
      if (done == 0) {
        for (const auto& statement : split_statements(m.sql)) *sql << statement;
        const std::string name = m.name;
        const std::string at = core::now_iso8601();
        *sql << k_record_version, soci::use(m.version), soci::use(name), soci::use(at);
        ++applied;
        spdlog::info("applied migration {}", m.name);
      }
      *sql << "COMMIT";
    } catch (...) {
      try {
        *sql << "ROLLBACK";
      } catch (...) {  // the original error is the one worth reporting
      }
      throw;
    }
  }
  return applied;
}

}  // namespace sangam::db
