#include "support/allocation_count.hpp"

#include <cstdlib>
#include <new>

// The replacement serves the whole test program and only forwards to malloc. It lives alone in
// this file so that no caller can inline it and see new paired with free.
namespace {
thread_local std::size_t t_allocations = 0;
}  // namespace

void* operator new(std::size_t size) {
  ++t_allocations;
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}

void operator delete(void* p) noexcept {
  std::free(p);
}

void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace sangam::testing {

std::size_t allocations_on_this_thread() noexcept {
  return t_allocations;
}

}  // namespace sangam::testing
