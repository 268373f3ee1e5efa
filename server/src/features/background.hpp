#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "core/background_loop.hpp"
#include "features/context.hpp"

namespace sangam::features {

// Background work of a feature: `pass` runs on a thread of its own once the server listens, then
// again at the time it returns (after `retry` when it throws), until the server stops; it ends
// before the server's database writer and event bus go (context::background).
// Every instance runs it; a pass does what is due and finds nothing to do where another instance
// was first.
void run_once_started(const context& ctx, std::string name,
                      std::function<core::background_loop::clock_time()> pass,
                      std::chrono::milliseconds retry = std::chrono::minutes(1));

}  // namespace sangam::features
