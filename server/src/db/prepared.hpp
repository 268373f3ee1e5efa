#pragma once

#include <soci/session.h>
#include <soci/soci-backend.h>
#include <soci/statement.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

#include "db/statement_cache.hpp"

namespace sangam::db {

namespace detail {

// The values SQLite's own statements bind and read here; anything else goes through SOCI.
template <typename T>
inline constexpr bool k_sqlite_value =
    std::is_same_v<T, std::string> || std::is_same_v<T, int> || std::is_same_v<T, long> ||
    std::is_same_v<T, long long> || std::is_same_v<T, double>;

template <typename B>
struct sqlite_exchange : std::false_type {};
template <typename T, typename I>
struct sqlite_exchange<soci::details::use_container<T, I>>
    : std::bool_constant<k_sqlite_value<std::remove_const_t<T>>> {};
template <typename T, typename I>
struct sqlite_exchange<soci::details::into_container<T, I>>
    : std::bool_constant<k_sqlite_value<T>> {};

template <typename... Binds>
inline constexpr bool k_sqlite_direct = (sqlite_exchange<std::remove_cvref_t<Binds>>::value && ...);

template <typename T>
void bind_value(sqlite_statement& s, int index, const T& value) {
  if constexpr (std::is_same_v<T, std::string>) {
    s.bind_text(index, value);
  } else if constexpr (std::is_same_v<T, double>) {
    s.bind_real(index, value);
  } else {
    s.bind_integer(index, static_cast<std::int64_t>(value));
  }
}

template <typename T>
void read_value(const sqlite_statement& s, int column, T& value) {
  if constexpr (std::is_same_v<T, std::string>) {
    value.assign(s.column_text(column));
  } else if constexpr (std::is_same_v<T, double>) {
    value = s.column_real(column);
  } else {
    value = static_cast<T>(s.column_integer(column));
  }
}

// Binds one use() at the next parameter, or reads one into() from the next column when a row
// has been stepped to (row == true); the other kind is skipped.
struct sqlite_exchanger {
  sqlite_statement& s;
  bool row = false;
  int parameter = 0;
  int column = 0;

  template <typename T, typename I>
  void operator()(const soci::details::use_container<T, I>& use) {
    ++parameter;
    if (row) return;
    if constexpr (!std::is_same_v<I, soci::details::no_indicator>) {
      if (use.ind == soci::i_null) return s.bind_null(parameter);
    }
    bind_value(s, parameter, use.t);
  }

  template <typename T, typename I>
  void operator()(const soci::details::into_container<T, I>& into) {
    const int at = column++;
    if (!row) return;
    if (s.column_is_null(at)) {
      if constexpr (std::is_same_v<I, soci::details::no_indicator>) {
        throw soci::soci_error("Null value fetched and no indicator defined.");
      } else {
        into.ind = soci::i_null;
        return;
      }
    }
    read_value(s, at, into.t);
    if constexpr (!std::is_same_v<I, soci::details::no_indicator>) into.ind = soci::i_ok;
  }
};

}  // namespace detail

// Named SQL constants run through a connection's statement cache: prepared once per connection,
// and on SQLite driven without SOCI when every value is one SQLite's own calls take.
class prepared final {
 public:
  explicit prepared(statement_cache& statements) noexcept : statements_(statements) {}

  // Runs `query`; returns the rows it changed.
  template <typename... Binds>
  long long execute(const char* query, Binds&&... binds) {
    if constexpr (detail::k_sqlite_direct<Binds...>) {
      if (auto* s = statements_.sqlite(query)) {
        step_sqlite(*s, binds...);
        return s->changes();
      }
    }
    auto& statement = bind(query, std::forward<Binds>(binds)...);
    unbind_on_exit guard{statements_, statement};
    statement.execute(true);
    return statement.get_affected_rows();
  }

  // Runs `query`, which reads one row into its into() targets; false when no row.
  template <typename... Binds>
  bool fetch(const char* query, Binds&&... binds) {
    if constexpr (detail::k_sqlite_direct<Binds...>) {
      if (auto* s = statements_.sqlite(query)) return step_sqlite(*s, binds...);
    }
    auto& statement = bind(query, std::forward<Binds>(binds)...);
    unbind_on_exit guard{statements_, statement};
    return statement.execute(true);
  }

  // Runs `query`, calling `each()` after each row is read into its into() targets.
  template <typename Each, typename... Binds>
  void each_row(Each&& each, const char* query, Binds&&... binds) {
    if constexpr (detail::k_sqlite_direct<Binds...>) {
      if (auto* s = statements_.sqlite(query)) {
        struct reset_on_exit {
          sqlite_statement& s;
          ~reset_on_exit() { s.reset(); }
        } guard{*s};
        [[maybe_unused]] detail::sqlite_exchanger bind{*s};
        (bind(binds), ...);
        while (s->step()) {
          [[maybe_unused]] detail::sqlite_exchanger read{*s, true};
          (read(binds), ...);
          each();
        }
        return;
      }
    }
    auto& statement = bind(query, std::forward<Binds>(binds)...);
    unbind_on_exit guard{statements_, statement};
    if (!statement.execute(true)) return;
    do {
      each();
    } while (statement.fetch());
  }

 private:
  struct unbind_on_exit {
    const statement_cache& cache;
    soci::statement& statement;
    ~unbind_on_exit() { cache.finish(statement); }
  };

  // On SQLite, without SOCI in between: binds, steps once, reads the row (if any) into the
  // into() targets, and resets the statement whatever happens.
  template <typename... Binds>
  static bool step_sqlite(sqlite_statement& s, const Binds&... binds) {
    struct reset_on_exit {
      sqlite_statement& s;
      ~reset_on_exit() { s.reset(); }
    } guard{s};
    [[maybe_unused]] detail::sqlite_exchanger bind{s};
    (bind(binds), ...);
    if (!s.step()) return false;
    [[maybe_unused]] detail::sqlite_exchanger read{s, true};
    (read(binds), ...);
    return true;
  }

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

  statement_cache& statements_;
};

}  // namespace sangam::db
