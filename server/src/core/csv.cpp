#include "core/csv.hpp"

namespace sangam::core {

void append_csv_line(std::string& out, std::initializer_list<std::string_view> cells) {
  bool first = true;
  for (const auto cell : cells) {
    if (!first) out += ',';
    first = false;
    out += '"';
    if (!cell.empty() && (cell.front() == '=' || cell.front() == '+' || cell.front() == '-' ||
                          cell.front() == '@' || cell.front() == '\t' || cell.front() == '\r')) {
      out += '\'';
    }
    for (const char c : cell) {
      if (c == '"') out += '"';
      out += c;
    }
    out += '"';
  }
  out += "\r\n";
}

}  // namespace sangam::core
