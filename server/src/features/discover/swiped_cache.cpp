#include "features/discover/swiped_cache.hpp"

#include <algorithm>
#include <iterator>

namespace sangam::features::discover {

swiped_cache::lookup swiped_cache::find(std::string_view viewer, std::uint64_t refreshes) {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(std::string(viewer));
  if (it == entries_.end()) return {};
  auto& e = it->second;
  recent_.splice(recent_.begin(), recent_, e.use);
  need next_read = need::nothing;
  if (!e.complete) {
    next_read = need::load;
  } else if (e.checked_refreshes < refreshes) {
    next_read = need::recheck;
  }
  return {e.ids, next_read, e.checked_at};
}

swiped_cache::id_list swiped_cache::merge(std::string_view viewer, std::vector<std::string> ids,
                                          bool complete, std::uint64_t refreshes,
                                          std::chrono::system_clock::time_point read_at) {
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::lock_guard lock(mutex_);
  auto& e = touch(viewer);
  const auto& known = *e.ids;
  if (!std::includes(known.begin(), known.end(), ids.begin(), ids.end())) {
    std::vector<std::string> merged;
    merged.reserve(known.size() + ids.size());
    std::set_union(known.begin(), known.end(), std::make_move_iterator(ids.begin()),
                   std::make_move_iterator(ids.end()), std::back_inserter(merged));
    replace_ids(e, std::move(merged));
  }
  if (complete || e.complete) {
    // A re-check only moves the checked mark forward: an older read that finishes late must not
    // make the set look fresher than it is.
    if (!e.complete || read_at > e.checked_at) e.checked_at = read_at;
    e.checked_refreshes = std::max(e.checked_refreshes, refreshes);
    e.complete = true;
  }
  auto result = e.ids;
  evict();
  return result;
}

void swiped_cache::add(std::string_view viewer, const std::string& target) {
  std::lock_guard lock(mutex_);
  auto& e = touch(viewer);
  const auto& known = *e.ids;
  const auto at = std::lower_bound(known.begin(), known.end(), target);
  if (at != known.end() && *at == target) return;
  std::vector<std::string> grown;
  grown.reserve(known.size() + 1);
  grown.insert(grown.end(), known.begin(), at);
  grown.push_back(target);
  grown.insert(grown.end(), at, known.end());
  replace_ids(e, std::move(grown));
  evict();
}

swiped_cache::id_list swiped_cache::with_blocked(std::string_view viewer, const id_list& swiped,
                                                 std::vector<std::string> blocked) {
  if (blocked.empty()) return swiped;
  {
    std::lock_guard lock(mutex_);
    if (const auto it = entries_.find(std::string(viewer)); it != entries_.end()) {
      const auto& e = it->second;
      if (e.hidden && e.hidden_swiped == swiped && e.blocked == blocked) return e.hidden;
    }
  }
  std::vector<std::string> joined;
  joined.reserve(swiped->size() + blocked.size());
  std::set_union(swiped->begin(), swiped->end(), blocked.begin(), blocked.end(),
                 std::back_inserter(joined));
  auto hidden = std::make_shared<const std::vector<std::string>>(std::move(joined));
  std::lock_guard lock(mutex_);
  auto& e = touch(viewer);
  if (e.ids == swiped) {  // not remembered for a list replaced meanwhile
    e.hidden_swiped = swiped;
    e.blocked = std::move(blocked);
    e.hidden = hidden;
  }
  evict();
  return hidden;
}

void swiped_cache::forget(std::string_view viewer) {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(std::string(viewer));
  if (it == entries_.end()) return;
  id_count_ -= it->second.ids->size();
  recent_.erase(it->second.use);
  entries_.erase(it);
}

std::size_t swiped_cache::viewers() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

std::size_t swiped_cache::ids() const {
  std::lock_guard lock(mutex_);
  return id_count_;
}

swiped_cache::entry& swiped_cache::touch(std::string_view viewer) {
  const auto [it, made] = entries_.try_emplace(std::string(viewer));
  if (made) {
    recent_.push_front(it->first);
    it->second.use = recent_.begin();
  } else {
    recent_.splice(recent_.begin(), recent_, it->second.use);
  }
  return it->second;
}

void swiped_cache::replace_ids(entry& e, std::vector<std::string> ids) {
  id_count_ = id_count_ - e.ids->size() + ids.size();
  e.ids = std::make_shared<const std::vector<std::string>>(std::move(ids));
  e.hidden_swiped.reset();
  e.hidden.reset();
}

void swiped_cache::evict() {
  while (!recent_.empty() &&
         (entries_.size() > limits_.max_viewers || id_count_ > limits_.max_ids)) {
    const auto it = entries_.find(recent_.back());
    id_count_ -= it->second.ids->size();
    entries_.erase(it);
    recent_.pop_back();
  }
}

}  // namespace sangam::features::discover
