#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/pool.hpp"

namespace sangam::db {

struct migration final {
  int version;
  const char* name;
  const char* sql;
};

// server/migrations/NNN_name.sql, compiled in (see cmake/embed_migrations.cmake).
std::span<const migration> embedded_migrations();

// Applies, in order, each migration not yet recorded in schema_migrations, each in its own
// transaction under a lock so that several instances starting at once apply it once. Returns
// how many were applied.
int migrate(pool& db, std::span<const migration> migrations);

// A migration file's statements. Statements end with ';' at the end of a line; '--' comments
// are dropped. (Portable SQL only: no procedural blocks.)
std::vector<std::string> split_statements(std::string_view sql);

}  // namespace sangam::db
