#pragma once

#include <chrono>
#include <functional>
#include <string>

namespace sangam::testing {

// Whether `condition` holds within `within`, looking every 10 ms: for what a server does just
// after it answers, or on a thread of its own.
bool eventually(const std::function<bool()>& condition,
                std::chrono::milliseconds within = std::chrono::seconds(3));

// Whether `text` (a metrics exposition) has this exact line.
bool has_line(const std::string& text, const std::string& line);

}  // namespace sangam::testing
