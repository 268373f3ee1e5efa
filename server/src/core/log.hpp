#pragma once

#include <string_view>

namespace sangam::core {

// Sets up the process logger: one line per event on stdout, buffered and flushed every second
// (and at once for warnings and errors), so logging every request stays cheap.
void init_logging(std::string_view level);

}  // namespace sangam::core
