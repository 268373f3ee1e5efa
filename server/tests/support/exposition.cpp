#include "support/exposition.hpp"

#include <regex>

namespace sangam::testing {

std::string exposition_errors(std::string_view text) {
  static const std::string k_name = "[a-zA-Z_:][a-zA-Z0-9_:]*";
  static const std::string k_label = R"([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*")";
  static const std::string k_value =
      R"((?:NaN|[+-]?Inf|[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?))";
  static const std::regex k_sample("^" + k_name + "(?:\\{(?:" + k_label + "(?:," + k_label +
                                   ")*)?\\})? " + k_value + "(?: -?[0-9]+)?$");
  static const std::regex k_help("^# HELP " + k_name + " (?:[^\\\\\\n]|\\\\[\\\\n])*$");
  static const std::regex k_type("^# TYPE " + k_name +
                                 " (?:counter|gauge|histogram|summary|untyped)$");
  std::string errors;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string line(text.substr(start, end - start));
    start = end + 1;
    const bool ok = line.starts_with("# HELP ")   ? std::regex_match(line, k_help)
                    : line.starts_with("# TYPE ") ? std::regex_match(line, k_type)
                    : line.starts_with("#")       ? true
                                                  : std::regex_match(line, k_sample);
    if (!ok) errors += line + "\n";
  }
  if (!text.empty() && !text.ends_with('\n')) errors += "(no newline at the end)\n";
  return errors;
}

}  // namespace sangam::testing
