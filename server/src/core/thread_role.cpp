#include "core/thread_role.hpp"

namespace sangam::core {
namespace {
thread_local bool network_thread = false;
}  // namespace

void mark_network_thread() noexcept {
  network_thread = true;
}

bool on_network_thread() noexcept {
  return network_thread;
}

}  // namespace sangam::core
