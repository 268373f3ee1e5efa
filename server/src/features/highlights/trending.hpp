#pragma once

#include <soci/session.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "db/pool.hpp"

namespace sangam::features::highlights {

using clock_time = std::chrono::system_clock::time_point;

// Trending Founders (docs/highlights.md) count the last 7 days: one point per member who viewed
// the profile, one per connection made.
inline constexpr auto k_trending_window = std::chrono::days(7);
// The most active members kept, enough that each member's panel still has 3 after leaving out
// themselves, blocks and hidden profiles.
inline constexpr std::size_t k_trending_kept = 24;

struct active_member final {
  std::string id;
  long long activity = 0;
};

// Views and connections (member, count) added up per member, most active first (equal: by id),
// at most `limit`.
std::vector<active_member> rank_activity(
    const std::vector<std::pair<std::string, long long>>& views,
    const std::vector<std::pair<std::string, long long>>& made, std::size_t limit);

// The ranking is the same for every member: a background pass counts it every `refresh` and
// requests share the list (0: counted on every request). A request counts only when there is no
// list yet, or when the pass has not run for two periods. Safe across threads; one request counts
// while the others keep the last list.
class trending_cache final {
 public:
  explicit trending_cache(std::chrono::seconds refresh) : refresh_(refresh) {}
  std::shared_ptr<const std::vector<active_member>> get(db::pool& db, clock_time now);
  // Counts now and keeps the list: the background pass.
  std::shared_ptr<const std::vector<active_member>> recount(db::pool& db, clock_time now);
  std::chrono::seconds refresh() const { return refresh_; }

 private:
  std::chrono::seconds refresh_;
  std::mutex mutex_;
  std::shared_ptr<const std::vector<active_member>> list_;
  clock_time counted_at_{};
  bool counting_ = false;
};

}  // namespace sangam::features::highlights
