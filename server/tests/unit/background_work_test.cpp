// Background work begins when the server listens and has ended, joined, once stop() returns: a
// pass still running then must not outlive what it uses (the bench's server once died so).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/background_loop.hpp"
#include "core/clock.hpp"
#include "core/events.hpp"
#include "features/context.hpp"

namespace sangam::features {
namespace {

using namespace std::chrono_literals;

TEST(background_work, begins_on_start_and_ends_in_reverse_order_on_stop) {
  std::vector<std::string> log;
  struct item {
    std::vector<std::string>& log;
    std::string name;
    ~item() { log.push_back("end " + name); }
  };
  background_work work;
  for (const std::string name : {"a", "b"}) {
    work.add([&log, name] {
      log.push_back("begin " + name);
      return std::make_shared<item>(log, name);
    });
  }
  EXPECT_TRUE(log.empty());
  work.start();
  EXPECT_EQ(log, (std::vector<std::string>{"begin a", "begin b"}));
  work.stop();
  work.stop();
  EXPECT_EQ(log, (std::vector<std::string>{"begin a", "begin b", "end b", "end a"}));
}

TEST(background_work, a_pass_publishing_without_pause_has_stopped_when_stop_returns) {
  auto bus = std::make_unique<core::event_bus>();
  std::atomic<long> heard{0};
  bus->subscribe("tick", [&heard](std::string_view) { heard.fetch_add(1); });
  background_work work;
  work.add([&bus] {
    return std::make_shared<core::background_loop>("ticker", [&bus] {
      bus->publish("tick", "");
      return core::now();  // again at once
    });
  });
  work.start();
  while (heard.load() < 1000) std::this_thread::sleep_for(1ms);
  work.stop();
  const auto after_stop = heard.load();
  bus.reset();  // what the passes used goes: nothing may call into it now
  std::this_thread::sleep_for(20ms);
  EXPECT_EQ(heard.load(), after_stop);
}

}  // namespace
}  // namespace sangam::features
