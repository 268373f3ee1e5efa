#pragma once

#include <soci/session.h>
#include <soci/statement.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace sangam::db {

// One of SQLite's own compiled statements, driven without SOCI: SOCI copies every bound text
// and allocates a holder per bound and fetched value, which on the writer's hot path costs more
// than SQLite's insert. Binds never copy (the caller's values outlive the step); reset() undoes
// them and any half-read result.
class sqlite_statement final {
 public:
  explicit sqlite_statement(void* handle) noexcept : handle_(handle) {}
  sqlite_statement(const sqlite_statement&) = delete;
  sqlite_statement& operator=(const sqlite_statement&) = delete;
  ~sqlite_statement();

  void bind_text(int index, std::string_view text);
  void bind_integer(int index, std::int64_t value);
  void bind_real(int index, double value);
  void bind_null(int index);
  // Runs to the next row: true when there is one, false when the statement is done.
  bool step();
  bool column_is_null(int column) const;
  std::string_view column_text(int column) const;
  std::int64_t column_integer(int column) const;
  double column_real(int column) const;
  // Rows changed by the last INSERT, UPDATE or DELETE on this connection.
  long long changes() const;
  void reset() noexcept;

 private:
  [[noreturn]] void fail(int code) const;
  void* handle_;
};

// Statements prepared once per connection and reused: SQLite keeps the compiled program,
// PostgreSQL a named server-side statement. Keyed by the address of a named SQL constant, so only
// such constants may be given (never text built at run time).
class statement_cache final {
 public:
  explicit statement_cache(soci::session& session);
  statement_cache(const statement_cache&) = delete;
  statement_cache& operator=(const statement_cache&) = delete;
  ~statement_cache();

  soci::statement& get(const char* sql);
  // On SQLite only (nullptr on PostgreSQL): the same statement driven directly.
  sqlite_statement* sqlite(const char* sql);
  // After each use: unbinds the caller's variables and, on SQLite, resets the statement so that
  // a half-read result holds no lock and never blocks a ROLLBACK TO.
  void finish(soci::statement& statement) const noexcept;
  // Before the connection is reopened: the statements belong to the old one.
  void clear() noexcept;
  std::size_t size() const noexcept { return statements_.size() + sqlite_statements_.size(); }

 private:
  soci::session& session_;
  bool sqlite_;
  std::unordered_map<const char*, std::unique_ptr<soci::statement>> statements_;
  std::unordered_map<const char*, std::unique_ptr<sqlite_statement>> sqlite_statements_;
};

}  // namespace sangam::db
