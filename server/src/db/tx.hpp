#pragma once

#include <soci/session.h>

#include <utility>

#include "db/prepared.hpp"

namespace sangam::db {

// A unit of work in progress inside the writer's transaction. Only db::writer makes one, so a
// function that takes a tx& can only be called where writing is allowed; read leases never
// give one.
class tx final {
 public:
  tx(soci::session& session, statement_cache& statements)
      : session_(session), prepared_(statements) {}
  tx(const tx&) = delete;
  tx& operator=(const tx&) = delete;

  // The transaction's session, for statements that are not worth keeping prepared.
  soci::session& sql() noexcept { return session_; }

  // Runs a named SQL constant, prepared once per connection; returns the rows it changed.
  template <typename... Binds>
  long long execute(const char* query, Binds&&... binds) {
    return prepared_.execute(query, std::forward<Binds>(binds)...);
  }

  // Runs a named SQL constant that reads one row into its into() targets; false when no row.
  template <typename... Binds>
  bool fetch(const char* query, Binds&&... binds) {
    return prepared_.fetch(query, std::forward<Binds>(binds)...);
  }

 private:
  soci::session& session_;
  prepared prepared_;
};

}  // namespace sangam::db
