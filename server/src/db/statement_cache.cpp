#include "db/statement_cache.hpp"

#include <soci/sqlite3/soci-sqlite3.h>

#include <string>

namespace sangam::db {
namespace {

sqlite_api::sqlite3_stmt* stmt(void* handle) {
  return static_cast<sqlite_api::sqlite3_stmt*>(handle);
}

}  // namespace

sqlite_statement::~sqlite_statement() {
  sqlite_api::sqlite3_finalize(stmt(handle_));
}

void sqlite_statement::fail(int code) const {
  auto* db = sqlite_api::sqlite3_db_handle(stmt(handle_));
  // The same error type as SOCI's, so callers see one kind of database failure.
  throw soci::sqlite3_soci_error(std::string("sqlite3_step: ") + sqlite_api::sqlite3_errmsg(db),
                                 code);
}

void sqlite_statement::bind_text(int index, std::string_view text) {
  // SQLITE_STATIC: the text is the caller's and outlives the step; nothing is copied.
  const int rc = sqlite_api::sqlite3_bind_text(stmt(handle_), index, text.data(),
                                               static_cast<int>(text.size()), SQLITE_STATIC);
  if (rc != SQLITE_OK) fail(rc);
}

void sqlite_statement::bind_integer(int index, std::int64_t value) {
  const int rc = sqlite_api::sqlite3_bind_int64(stmt(handle_), index, value);
  if (rc != SQLITE_OK) fail(rc);
}

void sqlite_statement::bind_real(int index, double value) {
  const int rc = sqlite_api::sqlite3_bind_double(stmt(handle_), index, value);
  if (rc != SQLITE_OK) fail(rc);
}

void sqlite_statement::bind_null(int index) {
  const int rc = sqlite_api::sqlite3_bind_null(stmt(handle_), index);
  if (rc != SQLITE_OK) fail(rc);
}

bool sqlite_statement::step() {
  const int rc = sqlite_api::sqlite3_step(stmt(handle_));
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail(rc);
}

bool sqlite_statement::column_is_null(int column) const {
  return sqlite_api::sqlite3_column_type(stmt(handle_), column) == SQLITE_NULL;
}

std::string_view sqlite_statement::column_text(int column) const {
  const auto* text = sqlite_api::sqlite3_column_text(stmt(handle_), column);
  const auto size = sqlite_api::sqlite3_column_bytes(stmt(handle_), column);
  return text
             ? std::string_view(reinterpret_cast<const char*>(text), static_cast<std::size_t>(size))
             : std::string_view{};
}

std::int64_t sqlite_statement::column_integer(int column) const {
  return sqlite_api::sqlite3_column_int64(stmt(handle_), column);
}

double sqlite_statement::column_real(int column) const {
  return sqlite_api::sqlite3_column_double(stmt(handle_), column);
}

long long sqlite_statement::changes() const {
  return sqlite_api::sqlite3_changes(sqlite_api::sqlite3_db_handle(stmt(handle_)));
}

void sqlite_statement::reset() noexcept {
  sqlite_api::sqlite3_reset(stmt(handle_));
  sqlite_api::sqlite3_clear_bindings(stmt(handle_));
}

statement_cache::statement_cache(soci::session& session)
    : session_(session), sqlite_(session.get_backend_name() == "sqlite3") {}

statement_cache::~statement_cache() = default;

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

sqlite_statement* statement_cache::sqlite(const char* sql) {
  if (!sqlite_) return nullptr;
  auto& slot = sqlite_statements_[sql];
  if (!slot) {
    // Read each time: a reconnect gives the session a new connection (and clears this cache).
    auto* db = static_cast<soci::sqlite3_session_backend*>(session_.get_backend())->conn_;
    sqlite_api::sqlite3_stmt* prepared = nullptr;
    const int rc =
        sqlite_api::sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &prepared, nullptr);
    if (rc != SQLITE_OK) {
      sqlite_statements_.erase(sql);
      throw soci::sqlite3_soci_error(
          std::string("sqlite3_prepare_v3: ") + sqlite_api::sqlite3_errmsg(db), rc);
    }
    slot = std::make_unique<sqlite_statement>(prepared);
  }
  return slot.get();
}

void statement_cache::finish(soci::statement& statement) const noexcept {
  statement.bind_clean_up();
  if (sqlite_) {
    sqlite_api::sqlite3_reset(
        static_cast<soci::sqlite3_statement_backend*>(statement.get_backend())->stmt_);
  }
}

void statement_cache::clear() noexcept {
  statements_.clear();
  sqlite_statements_.clear();
}

}  // namespace sangam::db
