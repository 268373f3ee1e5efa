#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/swiped_cache.hpp"
#include "features/feature.hpp"

// Curated daily matches (docs/daily-matches.md): each member's day starts at 08:00 in their time
// zone, and a short batch chosen from the deck's own ranking is theirs for the day: fresh (nobody
// from an earlier batch), diverse (k_per_company, k_per_city), stored once and the same on every
// device and instance.
namespace sangam::features::discover {

using clock_time = std::chrono::system_clock::time_point;

inline constexpr setting k_daily_matches{
    .name = "SANGAM_DAILY_MATCHES", .fallback = 10, .min = 1, .max = 50};
inline constexpr std::size_t k_per_company = 2;
inline constexpr std::size_t k_per_city = 4;
inline constexpr auto k_day_starts = std::chrono::hours(8);
// What one pass of the minute's sweep does at most: members looked at, batches made.
inline constexpr std::size_t k_daily_sweep_scan = 2000;
inline constexpr std::size_t k_daily_sweep_make = 200;

// The time zones of Settings (IST, PST, MST, CST, EST, UTC) as fixed offsets from UTC; IST for
// anything else.
std::chrono::minutes zone_offset(std::string_view timezone);
// The day whose batch a member in `timezone` has at `now`: the local date ("YYYY-MM-DD") of the
// latest 08:00 there.
std::string batch_day(clock_time now, std::string_view timezone);
// The next 08:00 in the zone after `now`.
clock_time next_batch_time(clock_time now, std::string_view timezone);

// What diversity looks at of a candidate.
struct candidate_facts final {
  std::string id;
  std::string company;
  std::string city;
};
// Of `ranked` (best first), the first `size` that keep at most k_per_company of one company and
// k_per_city of one city (compared without case; a blank one counts for nothing).
std::vector<std::string> diverse_pick(std::span<const candidate_facts> ranked, std::size_t size);

// What a batch is made from: the deck's index and each viewer's swiped members.
struct daily_sources final {
  db::pool& db;
  db::writer& writer;
  const member_index& index;
  swiped_cache& swiped;
  std::size_t size = k_daily_matches.fallback;
  std::function<std::string()> public_url;
};

// The member's batch for `day`: the stored one, or else chosen now from the deck's ranking (the
// best they have not swiped, not blocked either way and in no earlier batch, kept diverse) and
// stored, with the bell item and, when they asked for it, the e-mail. When another instance
// stored one first, that one is read back.
std::vector<std::string> batch_for(const daily_sources& s, const std::string& member,
                                   const std::string& day);
// Each member's time zone and current batch as their deck last read them, kept a minute, so
// that paging through the deck reads neither again: a stored batch never changes, and a new time
// zone applies within the minute.
class batch_cache final {
 public:
  static constexpr auto k_lifetime = std::chrono::minutes(1);
  static constexpr std::size_t k_max_members = 50000;  // past this, everything is forgotten

  std::optional<std::vector<std::string>> find(const std::string& member, clock_time now);
  void store(const std::string& member, std::string timezone, std::string day,
             std::vector<std::string> ids);

 private:
  struct entry final {
    std::string timezone;
    std::string day;
    std::vector<std::string> ids;
    std::chrono::steady_clock::time_point read;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, entry> entries_;
};

// The member's batch for the day they are in at `now`.
std::vector<std::string> todays_batch(const daily_sources& s, batch_cache& cache,
                                      const std::string& member, clock_time now);

// The minute's sweep: makes the batches due at `now` ahead of the members' first look, walking
// every active member a page at a time (the walk goes on at the next call) and again only once a
// zone's day has changed. Every instance runs it; a batch another instance made is skipped.
class daily_sweep final {
 public:
  // Looks at no more than `scan` members and makes no more than `make` batches; returns how many
  // it made.
  std::size_t run(const daily_sources& s, clock_time now, std::size_t scan, std::size_t make);

 private:
  std::mutex mutex_;
  std::string days_;       // every zone's day, for the walk under way
  std::string after_;      // the walk's last member
  std::string done_days_;  // every zone's day, for the last finished walk
};

}  // namespace sangam::features::discover
