#include "core/background_loop.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "core/clock.hpp"

namespace sangam::core {

background_loop::background_loop(std::string name, std::function<clock_time()> pass,
                                 std::chrono::milliseconds retry)
    : name_(std::move(name)), pass_(std::move(pass)), retry_(retry), thread_([this] { loop(); }) {}

background_loop::~background_loop() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void background_loop::loop() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    auto next = core::now() + retry_;
    try {
      next = pass_();
    } catch (const std::exception& e) {
      spdlog::warn("{}: {}", name_, e.what());
    }
    lock.lock();
    // `next` is in the data's time (core::now), which a test may have moved: wait what is left.
    const auto left = std::clamp<std::chrono::system_clock::duration>(
        next - core::now(), std::chrono::system_clock::duration::zero(), std::chrono::hours(24));
    wake_.wait_for(lock, left, [this] { return stopping_; });
  }
}

}  // namespace sangam::core
