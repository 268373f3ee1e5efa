#pragma once

#include <cstddef>

namespace sangam::testing {

// Heap allocations made by this thread so far (the test programs replace operator new to count
// them), to show that a hot path allocates nothing.
std::size_t allocations_on_this_thread() noexcept;

}  // namespace sangam::testing
