#include "features/discover/swiped_cache.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sangam::features::discover {
namespace {

using ids = std::vector<std::string>;
using std::chrono::seconds;
using std::chrono::system_clock;

const auto k_t0 = system_clock::time_point(seconds(1'700'000'000));

TEST(swiped_cache, a_viewer_is_read_once_and_then_served_from_memory) {
  swiped_cache cache;
  auto first = cache.find("v", 0);
  EXPECT_EQ(first.next_read, swiped_cache::need::load);
  EXPECT_TRUE(first.ids == nullptr || first.ids->empty());

  const auto merged = cache.merge("v", {"c", "a", "b", "a"}, true, 0, k_t0);
  EXPECT_EQ(*merged, (ids{"a", "b", "c"}));  // sorted, each once
  const auto again = cache.find("v", 0);
  EXPECT_EQ(again.next_read, swiped_cache::need::nothing);
  EXPECT_EQ(again.ids, merged);  // the same list, not a copy
  EXPECT_EQ(cache.ids(), 3u);
}

TEST(swiped_cache, a_swipe_made_here_joins_at_once_and_in_order) {
  swiped_cache cache;
  cache.merge("v", {"b", "d"}, true, 0, k_t0);
  const auto before = cache.find("v", 0).ids;
  cache.add("v", "c");
  cache.add("v", "a");
  cache.add("v", "c");  // the same swipe again
  EXPECT_EQ(*cache.find("v", 0).ids, (ids{"a", "b", "c", "d"}));
  EXPECT_EQ(*before, (ids{"b", "d"}));  // a list handed out never changes under its reader
  EXPECT_EQ(cache.find("v", 0).next_read, swiped_cache::need::nothing);
}

TEST(swiped_cache, the_hidden_list_is_the_same_list_until_a_swipe_or_a_block_changes_it) {
  swiped_cache cache;
  const auto swiped = cache.merge("v", {"b", "d"}, true, 0, k_t0);
  EXPECT_EQ(cache.with_blocked("v", swiped, {}), swiped);  // nobody blocked: the swiped list
  const auto hidden = cache.with_blocked("v", swiped, {"a", "d"});
  EXPECT_EQ(*hidden, (ids{"a", "b", "d"}));                        // sorted, each once
  EXPECT_EQ(cache.with_blocked("v", swiped, {"a", "d"}), hidden);  // not a copy: counts hold

  const auto more_blocked = cache.with_blocked("v", swiped, {"a", "c", "d"});
  EXPECT_EQ(*more_blocked, (ids{"a", "b", "c", "d"}));
  cache.add("v", "e");
  const auto swiped_more = cache.find("v", 0).ids;
  const auto after_swipe = cache.with_blocked("v", swiped_more, {"a", "c", "d"});
  EXPECT_NE(after_swipe, more_blocked);
  EXPECT_EQ(*after_swipe, (ids{"a", "b", "c", "d", "e"}));
  EXPECT_EQ(*hidden, (ids{"a", "b", "d"}));  // a list handed out never changes under its reader
}

TEST(swiped_cache, a_swipe_made_while_the_viewer_is_being_read_is_not_lost) {
  swiped_cache cache;
  ASSERT_EQ(cache.find("v", 0).next_read, swiped_cache::need::load);
  // The read began before the swipe committed, so it does not see it; the swipe is added first.
  cache.add("v", "new");
  EXPECT_EQ(cache.find("v", 0).next_read, swiped_cache::need::load);  // still to be read in full
  cache.merge("v", {"old"}, true, 0, k_t0);
  EXPECT_EQ(*cache.find("v", 0).ids, (ids{"new", "old"}));
}

TEST(swiped_cache, after_a_refresh_the_swipes_since_the_last_check_are_read_again) {
  swiped_cache cache;
  cache.merge("v", {"a"}, true, 3, k_t0);
  EXPECT_EQ(cache.find("v", 3).next_read, swiped_cache::need::nothing);

  auto due = cache.find("v", 4);  // another instance's swipes may have arrived meanwhile
  EXPECT_EQ(due.next_read, swiped_cache::need::recheck);
  EXPECT_EQ(due.checked_at, k_t0);
  cache.merge("v", {"b"}, false, 4, k_t0 + seconds(5));
  const auto now = cache.find("v", 4);
  EXPECT_EQ(now.next_read, swiped_cache::need::nothing);
  EXPECT_EQ(*now.ids, (ids{"a", "b"}));
  EXPECT_EQ(cache.find("v", 5).checked_at, k_t0 + seconds(5));

  // A re-check that began earlier and finishes late does not move the mark back.
  cache.merge("v", {}, false, 4, k_t0 + seconds(1));
  EXPECT_EQ(cache.find("v", 5).checked_at, k_t0 + seconds(5));
}

TEST(swiped_cache, a_recheck_of_a_forgotten_viewer_does_not_pass_for_a_full_read) {
  swiped_cache cache;
  cache.merge("v", {"a"}, true, 0, k_t0);
  const auto due = cache.find("v", 1);
  ASSERT_EQ(due.next_read, swiped_cache::need::recheck);
  cache.forget("v");
  cache.merge("v", {"b"}, false, 1, k_t0 + seconds(5));
  EXPECT_EQ(cache.find("v", 1).next_read, swiped_cache::need::load);
}

TEST(swiped_cache, the_least_recently_used_viewers_go_past_the_viewer_cap) {
  swiped_cache cache({.max_viewers = 2, .max_ids = 100});
  cache.merge("a", {"x"}, true, 0, k_t0);
  cache.merge("b", {"x"}, true, 0, k_t0);
  cache.find("a", 0);  // a is used again: b is now the least recent
  cache.merge("c", {"x"}, true, 0, k_t0);
  EXPECT_EQ(cache.viewers(), 2u);
  EXPECT_EQ(cache.find("a", 0).next_read, swiped_cache::need::nothing);
  EXPECT_EQ(cache.find("c", 0).next_read, swiped_cache::need::nothing);
  EXPECT_EQ(cache.find("b", 0).next_read, swiped_cache::need::load);
}

TEST(swiped_cache, the_least_recently_used_viewers_go_past_the_id_cap) {
  swiped_cache cache({.max_viewers = 100, .max_ids = 5});
  cache.merge("a", {"1", "2"}, true, 0, k_t0);
  cache.merge("b", {"1", "2"}, true, 0, k_t0);
  EXPECT_EQ(cache.ids(), 4u);
  cache.add("b", "3");
  cache.add("b", "4");  // 6 ids: a goes
  EXPECT_EQ(cache.ids(), 4u);
  EXPECT_EQ(cache.viewers(), 1u);
  EXPECT_EQ(cache.find("a", 0).next_read, swiped_cache::need::load);
  // A viewer larger than the whole cache is answered, but not kept.
  const auto huge = cache.merge("h", {"1", "2", "3", "4", "5", "6"}, true, 0, k_t0);
  EXPECT_EQ(huge->size(), 6u);
  EXPECT_EQ(cache.find("h", 0).next_read, swiped_cache::need::load);
  EXPECT_LE(cache.ids(), 5u);
}

TEST(swiped_cache, forget_drops_a_viewer) {
  swiped_cache cache;
  cache.merge("v", {"a", "b"}, true, 0, k_t0);
  cache.forget("v");
  cache.forget("never seen");
  EXPECT_EQ(cache.find("v", 0).next_read, swiped_cache::need::load);
  EXPECT_EQ(cache.viewers(), 0u);
  EXPECT_EQ(cache.ids(), 0u);
}

}  // namespace
}  // namespace sangam::features::discover
