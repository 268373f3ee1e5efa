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

}  // namespace
}  // namespace sangam::features::discover
