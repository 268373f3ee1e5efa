#pragma once

#include <string>
#include <string_view>

namespace sangam::testing {

// Checks text against the Prometheus text exposition format 0.0.4: every line a HELP or TYPE
// comment or a sample `name{label="value",...} value`. Returns the offending lines, one per
// line, or "" when all conform.
std::string exposition_errors(std::string_view text);

}  // namespace sangam::testing
