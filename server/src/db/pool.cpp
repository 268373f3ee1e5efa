#include "db/pool.hpp"

#include <fmt/format.h>
#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include <exception>
#include <filesystem>
#include <mutex>
#include <stdexcept>

#include "core/error.hpp"
#include "core/private_files.hpp"
#include "core/thread_role.hpp"

namespace sangam::db {
namespace {

constexpr auto k_acquire_timeout = std::chrono::seconds(5);

core::api_error unavailable() {
  return {503, "db_unavailable", "The service is briefly unavailable. Please try again shortly."};
}

// Before SQLite's first use in the process. No connection is ever used by two threads at once (a
// pool lends each to one thread; the writer and the checkpointer own theirs), so SQLite's
// per-call connection mutex is not needed; nor is its count of allocated memory, which takes a
// process-wide mutex on every allocation. Together about 70 mutex round trips per sign-up.
void configure_sqlite_library() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (sqlite_api::sqlite3_config(SQLITE_CONFIG_MULTITHREAD) != SQLITE_OK ||
        sqlite_api::sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) != SQLITE_OK) {
      spdlog::debug("SQLite was in use before its settings could be made; it keeps its defaults");
    }
  });
}

std::string sqlite_path(std::string_view url) {
  if (url.starts_with("sqlite://")) url.remove_prefix(9);
  if (url.starts_with("sqlite:")) url.remove_prefix(7);
  return std::string(url);
}

// The database holds every member's personal data: a new one is made readable by the server's
// user only, whatever the umask (SQLite gives its -wal and -shm files the database file's mode).
// An existing one keeps its mode, with a warning when others may read it.
void create_database_file(const std::string& path) {
  if (path.empty() || path.starts_with(':') || path.starts_with("file:")) return;
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  if (!core::create_private_file(path)) core::warn_if_readable_by_others(path, "the database");
}

// SOCI passes keyword=value pairs through but not URLs, so a postgresql:// URL is turned into
// libpq keywords by libpq itself (which also undoes %-escapes).
std::string libpq_keywords(const std::string& url) {
  char* error = nullptr;
  PQconninfoOption* options = PQconninfoParse(url.c_str(), &error);
  if (!options) {
    std::string message = error ? error : "out of memory";
    PQfreemem(error);
    throw std::invalid_argument("SANGAM_DB is not a valid PostgreSQL URL: " + message);
  }
  std::string out;
  for (auto* o = options; o->keyword; ++o) {
    if (!o->val || !*o->val) continue;
    std::string value;
    for (const char* c = o->val; *c; ++c) {
      if (*c == '\\' || *c == '\'') value.push_back('\\');
      value.push_back(*c);
    }
    if (!out.empty()) out.push_back(' ');
    out += std::string(o->keyword) + "='" + value + "'";
  }
  PQconninfoFree(options);
  return out;
}

}  // namespace

engine engine_of(std::string_view url) {
  return url.starts_with("postgresql://") || url.starts_with("postgres://") ? engine::postgresql
                                                                            : engine::sqlite;
}

pool::pool(std::string url, pool_options options)
    : url_(std::move(url)), options_(options), engine_(engine_of(url_)) {
  if (engine_ == engine::postgresql) {
    connect_string_ = libpq_keywords(url_);
    if (connect_string_.find("connect_timeout=") == std::string::npos) {
      connect_string_ += fmt::format(" connect_timeout='{}'", options_.connect_timeout.count());
    }
  } else {
    configure_sqlite_library();
    create_database_file(sqlite_path(url_));
  }
  // A read-only connection can neither create the file nor switch it to WAL: this one does.
  if (engine_ == engine::sqlite) open(false);
  slots_.resize(options_.size);
  for (std::size_t i = 0; i < options_.size; ++i) {
    slots_[i].session = open(true);
    slots_[i].statements = std::make_unique<statement_cache>(*slots_[i].session);
    free_.push_back(i);
  }
}

pool::~pool() = default;

std::unique_ptr<soci::session> pool::open_session() const {
  return open(false);
}

std::unique_ptr<soci::session> pool::open(bool read_only) const {
  if (engine_ == engine::postgresql) {
    auto s = std::make_unique<soci::session>(*soci::factory_postgresql(), connect_string_);
    configure(*s, read_only);
    return s;
  }
  const auto path = sqlite_path(url_);
  // SOCI's connection string quotes values containing spaces.
  auto s = std::make_unique<soci::session>(
      *soci::factory_sqlite3(), "db=\"" + path + "\" timeout=5" + (read_only ? " readonly=1" : ""));
  if (!read_only) *s << "PRAGMA journal_mode = WAL";
  configure(*s, read_only);
  return s;
}

std::size_t pool::waiting() const {
  std::lock_guard lock(mutex_);
  return waiting_;
}

std::size_t pool::in_use() const {
  std::lock_guard lock(mutex_);
  return slots_.size() - free_.size();
}

void pool::configure(soci::session& session, bool read_only) const {
  if (engine_ == engine::postgresql) {
    session << fmt::format("SET statement_timeout = {}", options_.statement_timeout.count());
    if (read_only) session << "SET default_transaction_read_only = on";
    return;
  }
  session << (options_.sync_full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL");
  session << "PRAGMA foreign_keys = ON";
}

pool::lease pool::acquire() {
  // A wait here would stall every connection of the thread: the router runs such work on workers.
  if (core::on_network_thread())
    throw std::logic_error("the database was asked for on a network thread");
  return lease(*this, take_slot());
}

std::size_t pool::take_slot() {
  std::size_t index = 0;
  {
    std::unique_lock lock(mutex_);
    ++waiting_;
    const bool free = available_.wait_for(lock, k_acquire_timeout, [&] { return !free_.empty(); });
    --waiting_;
    if (!free) {
      spdlog::warn("database pool exhausted for {}s", k_acquire_timeout.count());
      throw unavailable();
    }
    index = free_.back();
    free_.pop_back();
  }
  auto& s = slots_[index];
  const auto current = generation_.load(std::memory_order_relaxed);
  if (s.broken || s.generation != current) {
    try {
      s.statements->clear();
      s.session->reconnect();
      configure(*s.session, true);
      s.broken = false;
      s.generation = current;
    } catch (const std::exception& e) {
      spdlog::warn("database reconnect failed: {}", e.what());
      release(index, true);
      throw unavailable();
    }
  }
  return index;
}

void pool::release(std::size_t index, bool broken) {
  {
    std::lock_guard lock(mutex_);
    if (broken) slots_[index].broken = true;
    free_.push_back(index);
  }
  available_.notify_one();
}

pool::lease::lease(pool& owner, std::size_t slot)
    : owner_(owner), slot_(slot), uncaught_at_start_(std::uncaught_exceptions()) {}

pool::lease::~lease() {
  // A session given back during a failure is reopened before its next use if the failure cost
  // it its connection.
  const bool failing = std::uncaught_exceptions() > uncaught_at_start_;
  owner_.release(slot_, failing && !owner_.slots_[slot_].session->is_connected());
}

}  // namespace sangam::db
