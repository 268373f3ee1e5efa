#pragma once

#include <soci/row.h>

namespace sangam::db {

// An integer column of a dynamic row, whichever width the engine reports it with (SQLite and
// PostgreSQL differ, COUNT(*) above all).
long long integer_at(const soci::row& row, std::size_t index);

}  // namespace sangam::db
