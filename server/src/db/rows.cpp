#include "db/rows.hpp"

#include <soci/soci.h>

#include <stdexcept>

namespace sangam::db {

long long integer_at(const soci::row& row, std::size_t index) {
  switch (row.get_properties(index).get_data_type()) {
    case soci::dt_integer: return row.get<int>(index);
    case soci::dt_long_long: return row.get<long long>(index);
    case soci::dt_unsigned_long_long: return static_cast<long long>(row.get<unsigned long long>(index));
    case soci::dt_double: return static_cast<long long>(row.get<double>(index));
    case soci::dt_string: return std::stoll(row.get<std::string>(index));
    default: throw std::runtime_error("column is not an integer");
  }
}

}  // namespace sangam::db
