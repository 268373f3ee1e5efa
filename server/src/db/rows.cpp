#include "db/rows.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <stdexcept>

namespace sangam::db {

long long integer_at(const soci::row& row, std::size_t index) {
  switch (row.get_properties(index).get_data_type()) {
    case soci::dt_integer:
      return row.get<int>(index);
    case soci::dt_long_long:
      return row.get<long long>(index);
    case soci::dt_unsigned_long_long:
      return static_cast<long long>(row.get<unsigned long long>(index));
    case soci::dt_double:
      return static_cast<long long>(row.get<double>(index));
    case soci::dt_string:
      return std::stoll(row.get<std::string>(index));
    default:
      throw std::runtime_error("column is not an integer");
  }
}

std::optional<long long> optional_integer_at(const soci::row& row, std::size_t index) {
  if (row.get_indicator(index) == soci::i_null) return std::nullopt;
  return integer_at(row, index);
}

std::optional<std::string> text_at(const soci::row& row, std::size_t index) {
  if (row.get_indicator(index) == soci::i_null) return std::nullopt;
  return row.get<std::string>(index);
}

std::vector<std::string> string_list_at(const soci::row& row, std::size_t index) {
  std::vector<std::string> items;
  if (row.get_indicator(index) == soci::i_null) return items;
  const auto parsed = nlohmann::json::parse(row.get<std::string>(index), nullptr, false);
  if (!parsed.is_array()) return items;
  for (const auto& item : parsed) {
    if (item.is_string()) items.push_back(item.get<std::string>());
  }
  return items;
}

void for_each_row_in(soci::session& sql, std::string select, std::span<const std::string> ids,
                     const std::function<void(const soci::row&)>& each, std::string_view tail) {
  if (ids.empty()) return;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    select += (i == 0 ? ":p" : ", :p") + std::to_string(i);
  }
  select += ")";
  select += tail;
  soci::row r;
  soci::statement st(sql);
  for (const auto& id : ids) st.exchange(soci::use(id));
  st.exchange(soci::into(r));
  st.alloc();
  st.prepare(select);
  st.define_and_bind();
  st.execute(false);
  while (st.fetch()) each(r);
}

}  // namespace sangam::db
