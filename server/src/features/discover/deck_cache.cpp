#include "features/discover/deck_cache.hpp"

#include <algorithm>

namespace sangam::features::discover {
namespace {

std::string key_of(const deck_query& query) {
  std::string key(query.viewer_id);
  key += '/';
  key += std::to_string(static_cast<int>(query.filter));
  key += '/';
  key += query.preferences.key();
  return key;
}

}  // namespace

deck_page deck_cache::deck(const member_index& index, const deck_query& query,
                           const swiped_cache::id_list& hidden) {
  const auto key = key_of(query);
  const auto now = std::chrono::steady_clock::now();
  const auto limit = std::max<std::size_t>(query.limit, 1);
  if (limit <= k_depth) {
    // The excluded ids usually come sorted (swiped_cache keeps them so): then no copy is made.
    std::vector<std::string> sorted_copy;
    auto excluded = query.excluded_ids;
    if (!std::is_sorted(excluded.begin(), excluded.end())) {
      sorted_copy.assign(excluded.begin(), excluded.end());
      std::sort(sorted_copy.begin(), sorted_copy.end());
      excluded = sorted_copy;
    }
    std::unique_lock lock(mutex_);
    const auto it = rankings_.find(key);
    if (it != rankings_.end() && it->second.generation == index.generation() &&
        now - it->second.dealt < k_lifetime) {
      deck_page page;
      for (const auto& card : it->second.cards) {
        if (std::binary_search(excluded.begin(), excluded.end(), card.id)) continue;
        page.cards.push_back(card);
        if (page.cards.size() == limit) break;
      }
      if (page.cards.size() == limit || it->second.complete) {
        page.generation = it->second.generation;
        if (hidden && it->second.counted_for == hidden) {
          page.remaining = it->second.counted.remaining;
          page.left = it->second.counted.left;
          return page;
        }
        lock.unlock();
        const auto counted = index.remaining(query);
        page.remaining = counted.remaining;
        page.left = counted.left;
        if (hidden) remember_count(key, page.generation, hidden, counted);
        return page;
      }
    }
  }

  auto deeper = query;
  deeper.limit = std::max(limit, k_depth);
  auto page = index.deck(deeper);
  ranking fresh{page.generation, now, page.cards, page.cards.size() < deeper.limit};
  if (hidden) {
    fresh.counted_for = hidden;
    fresh.counted = {page.remaining, page.left};
  }
  if (page.cards.size() > limit) page.cards.resize(limit);
  std::lock_guard lock(mutex_);
  if (rankings_.size() >= k_max_viewers) rankings_.clear();
  rankings_[key] = std::move(fresh);
  return page;
}

void deck_cache::remember_count(const std::string& key, std::uint64_t generation,
                                const swiped_cache::id_list& hidden, const deck_count& counted) {
  std::lock_guard lock(mutex_);
  const auto it = rankings_.find(key);
  if (it == rankings_.end() || it->second.generation != generation) return;
  it->second.counted_for = hidden;
  it->second.counted = counted;
}

}  // namespace sangam::features::discover
