#pragma once

#include <soci/session.h>
#include <soci/statement.h>

#include <memory>
#include <unordered_map>

namespace sangam::db {

// Statements prepared once per connection and reused: SQLite keeps the compiled program,
// PostgreSQL a named server-side statement. Keyed by the address of a named SQL constant, so only
// such constants may be given (never text built at run time).
class statement_cache final {
 public:
  explicit statement_cache(soci::session& session)
      : session_(session), sqlite_(session.get_backend_name() == "sqlite3") {}
  statement_cache(const statement_cache&) = delete;
  statement_cache& operator=(const statement_cache&) = delete;

  soci::statement& get(const char* sql);
  // After each use: unbinds the caller's variables and, on SQLite, resets the statement so that
  // a half-read result holds no lock and never blocks a ROLLBACK TO.
  void finish(soci::statement& statement) const noexcept;
  // Before the connection is reopened: the statements belong to the old one.
  void clear() noexcept { statements_.clear(); }
  std::size_t size() const noexcept { return statements_.size(); }

 private:
  soci::session& session_;
  bool sqlite_;
  std::unordered_map<const char*, std::unique_ptr<soci::statement>> statements_;
};

}  // namespace sangam::db
