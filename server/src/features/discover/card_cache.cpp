#include "features/discover/card_cache.hpp"

namespace sangam::features::discover {

std::vector<std::optional<std::string>> card_cache::find(std::span<const std::string> ids,
                                                         clock::time_point now) {
  std::vector<std::optional<std::string>> found(ids.size());
  std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const auto it = cards_.find(ids[i]);
    if (it == cards_.end()) continue;
    if (now - it->second.stored < k_lifetime) {
      found[i] = it->second.text;
    } else {
      // This caller reads the card again; the old text stays good for the grace meanwhile.
      it->second.stored = now - k_lifetime + k_refresh_grace;
    }
  }
  return found;
}

void card_cache::store(const std::string& id, std::string open_card, clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (cards_.size() >= k_max_cards) cards_.clear();
  cards_.insert_or_assign(id, card{std::move(open_card), now});
}

void card_cache::forget(const std::string& id) {
  std::lock_guard lock(mutex_);
  cards_.erase(id);
}

}  // namespace sangam::features::discover
