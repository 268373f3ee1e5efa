#include "features/highlights/trending.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/clock.hpp"
#include "features/discover/connect.hpp"
#include "features/profiles/profile_repo.hpp"

namespace sangam::features::highlights {

std::vector<active_member> rank_activity(
    const std::vector<std::pair<std::string, long long>>& views,
    const std::vector<std::pair<std::string, long long>>& made, std::size_t limit) {
  std::unordered_map<std::string, long long> points;
  for (const auto& [id, n] : views) points[id] += n;
  for (const auto& [id, n] : made) points[id] += n;
  std::vector<active_member> ranked;
  ranked.reserve(points.size());
  for (auto& [id, n] : points) {
    if (n > 0) ranked.push_back({id, n});
  }
  const auto before = [](const active_member& a, const active_member& b) {
    return a.activity != b.activity ? a.activity > b.activity : a.id < b.id;
  };
  if (ranked.size() > limit) {
    std::ranges::partial_sort(ranked, ranked.begin() + static_cast<std::ptrdiff_t>(limit), before);
    ranked.resize(limit);
  } else {
    std::ranges::sort(ranked, before);
  }
  return ranked;
}

std::shared_ptr<const std::vector<active_member>> trending_cache::get(db::pool& db,
                                                                      clock_time now) {
  {
    const std::scoped_lock lock(mutex_);
    const bool fresh = list_ && now - counted_at_ < 2 * refresh_;
    if (fresh || (list_ && counting_)) return list_;
    counting_ = true;
  }
  return recount(db, now);
}

std::shared_ptr<const std::vector<active_member>> trending_cache::recount(db::pool& db,
                                                                          clock_time now) {
  std::shared_ptr<const std::vector<active_member>> counted;
  try {
    const auto from = core::to_iso8601(now - k_trending_window);
    auto sql = db.acquire();
    counted = std::make_shared<const std::vector<active_member>>(
        rank_activity(profiles::viewer_counts_since(*sql, from),
                      discover::connection_counts_since(*sql, from), k_trending_kept));
  } catch (...) {
    const std::scoped_lock lock(mutex_);
    counting_ = false;
    throw;
  }
  const std::scoped_lock lock(mutex_);
  counting_ = false;
  list_ = counted;
  counted_at_ = now;
  return counted;
}

}  // namespace sangam::features::highlights
