#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "features/discover/member_index.hpp"
#include "features/discover/swiped_cache.hpp"

namespace sangam::features::discover {

// The best cards last dealt to each viewer (the top 100 of a scenario), kept while the index
// has not changed since and for at most a minute. A member who swipes through a page and asks
// for the next, or opens Discover again, gets it from here: swipes and blocks only ever remove
// cards from a ranking, so dropping the now-excluded ones leaves the exact next page.
class deck_cache final {
 public:
  static constexpr std::size_t k_depth = 100;
  static constexpr std::size_t k_max_viewers = 50000;  // past this, everything is forgotten
  static constexpr auto k_lifetime = std::chrono::minutes(1);

  // When `hidden` is given, query.excluded_ids views it (as hidden_from gave it): the page's
  // counts are then remembered with the ranking while the list and the index stay the same, since
  // counting looks each excluded member up.
  deck_page deck(const member_index& index, const deck_query& query,
                 const swiped_cache::id_list& hidden = nullptr);

  // Each viewer's swiped members, kept beside the rankings: what a deck leaves out.
  swiped_cache& swiped() noexcept { return swiped_; }

 private:
  struct ranking final {
    std::uint64_t generation = 0;
    std::chrono::steady_clock::time_point dealt;
    std::vector<ranked_member> cards;
    bool complete = false;              // every card the viewer could see was in it
    swiped_cache::id_list counted_for;  // the hidden list `counted` was counted without
    deck_count counted;
  };

  // Remembers counts made without the lock, if the ranking is still the one they belong to.
  void remember_count(const std::string& key, std::uint64_t generation,
                      const swiped_cache::id_list& hidden, const deck_count& counted);

  std::mutex mutex_;
  std::unordered_map<std::string, ranking> rankings_;
  swiped_cache swiped_;
};

}  // namespace sangam::features::discover
