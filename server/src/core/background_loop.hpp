#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace sangam::core {

// Runs `pass` on a thread of its own, then again at the time it returns, until destroyed. A pass
// that throws is logged (under `name`) and tried again after `retry`.
class background_loop final {
 public:
  using clock_time = std::chrono::system_clock::time_point;

  background_loop(std::string name, std::function<clock_time()> pass,
                  std::chrono::milliseconds retry = std::chrono::minutes(1));
  ~background_loop();
  background_loop(const background_loop&) = delete;
  background_loop& operator=(const background_loop&) = delete;

 private:
  void loop();

  std::string name_;
  std::function<clock_time()> pass_;
  std::chrono::milliseconds retry_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;  // last: starts once everything above is ready
};

}  // namespace sangam::core
