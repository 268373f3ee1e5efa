#include "core/background_loop.hpp"

#include <spdlog/spdlog.h>

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
    auto next = std::chrono::system_clock::now() + retry_;
    try {
      next = pass_();
    } catch (const std::exception& e) {
      spdlog::warn("{}: {}", name_, e.what());
    }
    lock.lock();
    wake_.wait_until(lock, next, [this] { return stopping_; });
  }
}

}  // namespace sangam::core
