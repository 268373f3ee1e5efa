#include "features/discover/card_cache.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sangam::features::discover {
namespace {

TEST(card_cache, finds_what_was_stored_in_the_order_asked_and_nothing_else) {
  card_cache cache;
  cache.store("b", R"({"id":"b")");
  cache.store("a", R"({"id":"a")");
  cache.store("a", R"({"id":"a","name":"Asha")");  // replaced
  const std::vector<std::string> ids{"a", "x", "b"};
  const auto found = cache.find(ids);
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found[0], R"({"id":"a","name":"Asha")");
  EXPECT_FALSE(found[1].has_value());
  EXPECT_EQ(found[2], R"({"id":"b")");
  cache.forget("a");
  EXPECT_FALSE(cache.find(ids)[0].has_value());
}

TEST(card_cache, an_expired_card_is_read_again_by_one_caller_while_the_others_keep_it) {
  card_cache cache;
  const auto t0 = card_cache::clock::now();
  const std::vector<std::string> ids{"a"};
  cache.store("a", "old", t0);
  EXPECT_EQ(cache.find(ids, t0 + card_cache::k_lifetime - std::chrono::seconds(1))[0], "old");
  const auto expired = t0 + card_cache::k_lifetime;
  EXPECT_FALSE(cache.find(ids, expired)[0].has_value());  // the first caller reads it
  EXPECT_EQ(cache.find(ids, expired)[0], "old");          // the next ones keep the old text
  EXPECT_EQ(cache.find(ids, expired + std::chrono::seconds(4))[0], "old");
  // The reader stored nothing (its read failed): after the grace, the next caller reads it.
  EXPECT_FALSE(cache.find(ids, expired + card_cache::k_refresh_grace)[0].has_value());
  cache.store("a", "new", expired + card_cache::k_refresh_grace);
  EXPECT_EQ(cache.find(ids, expired + card_cache::k_refresh_grace)[0], "new");
}

}  // namespace
}  // namespace sangam::features::discover
