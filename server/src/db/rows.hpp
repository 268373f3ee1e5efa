#pragma once

#include <soci/row.h>
#include <soci/session.h>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace sangam::db {

// An integer column of a dynamic row, whichever width the engine reports it with (SQLite and
// PostgreSQL differ, COUNT(*) above all).
long long integer_at(const soci::row& row, std::size_t index);
std::optional<long long> optional_integer_at(const soci::row& row, std::size_t index);

// A text column; nullopt for NULL.
std::optional<std::string> text_at(const soci::row& row, std::size_t index);

// A column holding a JSON array of strings (how lists are stored on both engines); NULL, bad
// JSON and non-string items give what is left.
std::vector<std::string> string_list_at(const soci::row& row, std::size_t index);

// Runs `select` ending in "IN (" with one placeholder per id, ")" and `tail` (GROUP BY, ORDER BY)
// appended — the statement's shape depends only on how many ids there are — and calls `each`
// with every row. No ids: no statement.
void for_each_row_in(soci::session& sql, std::string select, std::span<const std::string> ids,
                     const std::function<void(const soci::row&)>& each, std::string_view tail = "");

}  // namespace sangam::db
