#pragma once

#include <soci/row.h>

#include <optional>
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

}  // namespace sangam::db
