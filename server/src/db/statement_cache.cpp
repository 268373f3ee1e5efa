#include "db/statement_cache.hpp"

#include <soci/sqlite3/soci-sqlite3.h>

namespace sangam::db {

soci::statement& statement_cache::get(const char* sql) {
  auto& slot = statements_[sql];
  if (!slot) {
    auto prepared = std::make_unique<soci::statement>(session_);
    prepared->alloc();
    prepared->prepare(sql, soci::details::st_repeatable_query);
    slot = std::move(prepared);
  }
  return *slot;
}

void statement_cache::finish(soci::statement& statement) const noexcept {
  statement.bind_clean_up();
  if (sqlite_) {
    sqlite_api::sqlite3_reset(
        static_cast<soci::sqlite3_statement_backend*>(statement.get_backend())->stmt_);
  }
}

}  // namespace sangam::db
