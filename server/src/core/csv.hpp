#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace sangam::core {

// Appends one line of RFC 4180 CSV to `out`: every cell quoted, quotes doubled, CRLF at the end.
// A cell that a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a
// carriage return) gets a leading apostrophe, so an exported name cannot run in the reader's
// spreadsheet (CSV injection).
void append_csv_line(std::string& out, std::initializer_list<std::string_view> cells);

}  // namespace sangam::core
