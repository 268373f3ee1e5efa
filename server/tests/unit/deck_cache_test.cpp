#include "features/discover/deck_cache.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace sangam::features::discover {
namespace {

std::vector<std::string> ids_of(const deck_page& page) {
  std::vector<std::string> ids;
  for (const auto& card : page.cards) ids.push_back(card.id);
  return ids;
}

// 300 members of every industry with scores that differ, and a viewer.
void fill(member_index& index) {
  const std::vector<std::string> industries{"Fintech", "Blockchain", "Gaming", "SaaS"};
  for (int i = 0; i < 300; ++i) {
    member_facts facts{.industry = industries[static_cast<std::size_t>(i) % industries.size()],
                       .skills = {"Payments"},
                       .experience_years = i % 20,
                       .city = i % 3 == 0 ? "Bengaluru" : "Chennai",
                       .funding_stage = "Seed",
                       .team_size = i % 30};
    index.put("m" + std::to_string(i), traits_of(facts), member_kind::founder, true);
  }
  index.put("viewer",
            traits_of({.industry = "Fintech",
                       .skills = {"Payments"},
                       .experience_years = 5,
                       .city = "Bengaluru",
                       .funding_stage = "Seed",
                       .team_size = 8}),
            member_kind::founder, true);
}

TEST(deck_cache, later_pages_from_the_cache_equal_a_fresh_deck) {
  member_index index;
  fill(index);
  deck_cache cache;
  std::vector<std::string> swiped;
  for (int page = 0; page < 8; ++page) {  // 160 cards: past the cached 100, so it deals again
    const deck_query query{.viewer_id = "viewer", .limit = 20, .excluded_ids = swiped};
    const auto cached = cache.deck(index, query);
    const auto fresh = index.deck(query);
    ASSERT_EQ(ids_of(cached), ids_of(fresh)) << "page " << page;
    EXPECT_EQ(cached.remaining, fresh.remaining);
    for (const auto& id : ids_of(cached)) swiped.push_back(id);
  }
  EXPECT_EQ(index.deck({.viewer_id = "viewer", .limit = 20, .excluded_ids = swiped}).remaining,
            140u);
}

TEST(deck_cache, a_changed_member_is_seen_at_once) {
  member_index index;
  fill(index);
  deck_cache cache;
  const deck_query query{.viewer_id = "viewer", .limit = 5};
  const auto before = cache.deck(index, query);
  const auto generation = index.generation();
  index.put("newcomer", index.traits_of("viewer").value(), member_kind::founder, true);  // a twin
  EXPECT_NE(index.generation(), generation);
  EXPECT_EQ(cache.deck(index, query).cards.front().id, "newcomer");
  index.unlist("newcomer");
  EXPECT_EQ(ids_of(cache.deck(index, query)), ids_of(before));
  // Writing the same data again is no change.
  const auto unchanged = index.generation();
  index.put("m1", index.traits_of("m1").value(), member_kind::founder, true);
  EXPECT_EQ(index.generation(), unchanged);
}

// The counts of a page are remembered for the hidden list they were counted without: asked again
// with that list they come from memory, and a new list or a changed index counts again.
TEST(deck_cache, counts_remembered_for_a_hidden_list_follow_the_list_and_the_index) {
  member_index index;
  fill(index);
  deck_cache cache;
  const auto hidden =
      std::make_shared<const std::vector<std::string>>(std::vector<std::string>{"m1", "m2", "m3"});
  const auto page = [&](const swiped_cache::id_list& list) {
    return cache.deck(index, {.viewer_id = "viewer", .limit = 10, .excluded_ids = *list}, list);
  };
  EXPECT_EQ(page(hidden).remaining, 297u);  // dealt: counted
  EXPECT_EQ(page(hidden).remaining, 297u);  // from the ranking: remembered
  const auto more = std::make_shared<const std::vector<std::string>>(
      std::vector<std::string>{"m1", "m2", "m3", "m4"});
  EXPECT_EQ(page(more).remaining, 296u);
  EXPECT_EQ(page(more).remaining, 296u);
  index.unlist("m5");
  EXPECT_EQ(page(more).remaining, 295u);
  index.put("newcomer", index.traits_of("m6").value(), member_kind::founder, true);
  EXPECT_EQ(page(more).remaining, 296u);
  EXPECT_EQ(page(more).remaining,
            index.remaining({.viewer_id = "viewer", .excluded_ids = *more}).remaining);
}

TEST(member_index, industries_that_cannot_reach_the_page_are_skipped_without_changing_it) {
  member_index index;
  fill(index);
  // Every page size gives the same order as the first cards of a complete deck.
  const auto all = index.deck({.viewer_id = "viewer", .limit = 1000});
  ASSERT_EQ(all.cards.size(), 300u);
  for (std::size_t limit : {1u, 7u, 20u, 75u}) {
    const auto page = index.deck({.viewer_id = "viewer", .limit = limit});
    ASSERT_EQ(page.cards.size(), limit);
    for (std::size_t i = 0; i < limit; ++i) EXPECT_EQ(page.cards[i].id, all.cards[i].id);
  }
  EXPECT_EQ(index.deck({.viewer_id = "viewer", .filter = scenario::investor}).remaining, 0u);
}

}  // namespace
}  // namespace sangam::features::discover
