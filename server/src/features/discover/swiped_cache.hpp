#pragma once

#include <chrono>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sangam::features::discover {

// The members each viewer has swiped, kept in memory so that a deck request does not read the
// viewer's whole swipe history. A decision is final, so a set only ever grows: whatever order
// loads, re-checks and new swipes arrive in, merging them (a union) gives the right set.
//
// Swipes made through this instance are added at once. Those made through other instances arrive
// by re-checks, counted in `refreshes` of the member index (member_sync's poll of other
// instances' changes, every 5 s by default): a set last checked before the latest refresh is due
// a re-check of the swipes stamped since, so it is never staler than that interval.
class swiped_cache final {
 public:
  using id_list = std::shared_ptr<const std::vector<std::string>>;  // sorted, no duplicates

  struct limits final {
    std::size_t max_viewers = 20000;
    std::size_t max_ids = 1000000;  // ~80 MB of ids; the least recently used viewers go first
  };

  swiped_cache() : swiped_cache(limits{}) {}
  explicit swiped_cache(limits l) : limits_(l) {}

  enum class need { nothing, load, recheck };
  struct lookup final {
    id_list ids;                  // what is known; empty when nothing is
    need next_read = need::load;  // what the caller reads before using `ids`
    // For a re-check: the swipes stamped at or after this are the ones that may be missing.
    std::chrono::system_clock::time_point checked_at;
  };
  lookup find(std::string_view viewer, std::uint64_t refreshes);

  // Merges what the caller read (every swipe of the viewer when `complete`, else those since
  // the last check) as of `read_at`, a time taken before the read began.
  id_list merge(std::string_view viewer, std::vector<std::string> ids, bool complete,
                std::uint64_t refreshes, std::chrono::system_clock::time_point read_at);

  // A swipe this instance recorded.
  void add(std::string_view viewer, const std::string& target);

  // Everyone hidden from the viewer: `swiped` (as find or merge gave it) with `blocked` (sorted,
  // distinct) added. While neither changes it is the same list as last time, so what is counted
  // against it can be remembered.
  id_list with_blocked(std::string_view viewer, const id_list& swiped,
                       std::vector<std::string> blocked);

  // Drops a viewer's set: the next deck reads it again.
  void forget(std::string_view viewer);

  std::size_t viewers() const;
  std::size_t ids() const;

 private:
  struct entry final {
    id_list ids = std::make_shared<const std::vector<std::string>>();
    bool complete = false;
    std::uint64_t checked_refreshes = 0;
    std::chrono::system_clock::time_point checked_at;
    std::list<std::string>::iterator use;  // position in recent_
    // The last with_blocked: the swiped and blocked lists it joined, and the joined list.
    id_list hidden_swiped;
    std::vector<std::string> blocked;
    id_list hidden;
  };

  entry& touch(std::string_view viewer);  // finds or makes the entry; it becomes the most recent
  void replace_ids(entry& e, std::vector<std::string> ids);
  void evict();

  limits limits_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, entry> entries_;
  std::list<std::string> recent_;  // most recently used first
  std::size_t id_count_ = 0;
};

}  // namespace sangam::features::discover
