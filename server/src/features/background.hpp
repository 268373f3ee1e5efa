#pragma once

#include <functional>
#include <string>

#include "core/background_loop.hpp"
#include "features/context.hpp"

namespace sangam::features {

// Background work of a feature: `pass` runs on a thread of its own once the server is up
// (topics::server_started), then again at the time it returns, for as long as the server runs.
// Every instance runs it; a pass does what is due and finds nothing to do where another instance
// was first.
void run_once_started(const context& ctx, std::string name,
                      std::function<core::background_loop::clock_time()> pass);

}  // namespace sangam::features
