#pragma once

#include <soci/session.h>
#include <soci/statement.h>

#include <utility>

#include "db/statement_cache.hpp"

namespace sangam::db {

// A unit of work in progress inside the writer's transaction. Only db::writer makes one, so a
// function that takes a tx& can only be called where writing is allowed; read leases never
// give one.
class tx final {
 public:
  tx(soci::session& session, statement_cache& statements)
      : session_(session), statements_(statements) {}
  tx(const tx&) = delete;
  tx& operator=(const tx&) = delete;

  // The transaction's session, for statements that are not worth keeping prepared.
  soci::session& sql() noexcept { return session_; }

  // Runs a named SQL constant, prepared once per connection; returns the rows it changed.
  template <typename... Binds>
  long long execute(const char* query, Binds&&... binds) {
    auto& statement = bind(query, std::forward<Binds>(binds)...);
    unbind_on_exit guard{statements_, statement};
    statement.execute(true);
    return statement.get_affected_rows();
  }

  // Runs a named SQL constant that reads one row into its into() targets; false when no row.
  template <typename... Binds>
  bool fetch(const char* query, Binds&&... binds) {
    auto& statement = bind(query, std::forward<Binds>(binds)...);
    unbind_on_exit guard{statements_, statement};
    return statement.execute(true);
  }

 private:
  struct unbind_on_exit {
    const statement_cache& cache;
    soci::statement& statement;
    ~unbind_on_exit() { cache.finish(statement); }
  };

  template <typename... Binds>
  soci::statement& bind(const char* query, Binds&&... binds) {
    auto& statement = statements_.get(query);
    try {
      (statement.exchange(std::forward<Binds>(binds)), ...);
      statement.define_and_bind();
    } catch (...) {
      statements_.finish(statement);
      throw;
    }
    return statement;
  }

  soci::session& session_;
  statement_cache& statements_;
};

}  // namespace sangam::db
