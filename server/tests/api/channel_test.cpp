// db::channel, the announcements between instances (PostgreSQL LISTEN/NOTIFY): a channel that
// has started hears what another publishes right after, so an instance that has just started
// misses nothing (start() returns once it listens, not before).

#include <atomic>
#include <string>

#include "db/channel.hpp"
#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

class channel_api : public api_test {};

TEST_F(channel_api, a_started_channel_hears_what_is_published_right_after) {
  db::channel speaker(database(), "channel_test");
  speaker.start();
  for (int round = 0; round < 10; ++round) {
    const auto payload = "hello " + std::to_string(round);
    std::atomic<int> heard{0};
    db::channel ear(database(), "channel_test");
    ear.subscribe([&](std::string_view p) { heard += p == payload ? 1 : 0; });
    ear.start();
    // PostgreSQL: another instance's channel publishes; SQLite has one instance, which hears
    // itself.
    auto& mouth = engine_environment::postgresql() ? speaker : ear;
    ASSERT_TRUE(mouth.publish(payload));
    EXPECT_TRUE(eventually([&] { return heard.load() == 1; })) << "round " << round;
  }
}

}  // namespace
}  // namespace sangam::testing
