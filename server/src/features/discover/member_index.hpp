#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <shared_mutex>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "features/discover/match.hpp"
#include "features/discover/preferences.hpp"

namespace sangam::features::discover {

enum class member_kind : std::uint8_t { unknown, founder, mentor, investor };
member_kind member_kind_from(std::string_view member_role);
// The kind a member counts as in match preferences (no role: a founder).
shown_kind shown_kind_of(member_kind kind);

// The demo-mode scenarios of SPEC section 4: founders, investors, mentors, or founders looking
// for a cofounder; `everyone` when none is chosen.
enum class scenario : std::uint8_t { everyone, founder, investor, mentor, cofounder };
std::optional<scenario> scenario_from(std::string_view name);

struct deck_query final {
  std::string_view viewer_id;
  scenario filter = scenario::everyone;
  std::size_t limit = 50;
  std::span<const std::string> excluded_ids;  // swiped, blocked or blocking members
  match_preferences preferences{};            // the viewer's: must-haves, weights, kinds shown
};

struct ranked_member final {
  std::string id;
  match_traits traits;
  int percentage = 0;
};

struct deck_page final {
  std::vector<ranked_member> cards;  // best first
  std::size_t remaining = 0;         // every card the viewer could still see, these included
  left_out left;                     // what single changes of the preferences would add
  std::uint64_t generation = 0;      // the index's generation the page was dealt from
};

struct deck_count final {
  std::size_t remaining = 0;
  left_out left;
};

// Every approved, visible member's match data, in memory, so that a deck is one pass over a
// packed array instead of a table scan. Readers share it; a profile change takes it briefly.
// Members are also listed by industry: a deck scans the viewer's own industry first, then related
// ones, and skips every industry whose best possible score cannot enter the page.
class member_index final {
 public:
  // Adds or replaces a member; `listed` false keeps the slot but shows the member to nobody.
  void put(std::string_view id, const match_traits& traits, member_kind kind, bool listed);
  void unlist(std::string_view id);
  void clear();

  std::optional<match_traits> traits_of(std::string_view id) const;
  // The member's match data while they are shown to others.
  std::optional<match_traits> listed_traits_of(std::string_view id) const;
  // The member's match data and kind while they are shown to others.
  std::optional<std::pair<match_traits, member_kind>> listed_entry_of(std::string_view id) const;
  std::size_t listed_count() const;

  deck_page deck(const deck_query& query) const;
  // How many cards the query's viewer could still see (deck_page::remaining and left, without
  // the ranking: a count, or with preferences one pass that scores nothing).
  deck_count remaining(const deck_query& query) const;
  // Changes whenever a member's match data or listing does: a dealt deck is current as long as
  // the generation it was dealt from is.
  std::uint64_t generation() const;

  // Counts member_sync's polls of what other instances changed. What is kept beside the index
  // and also changed by other instances (each viewer's swiped members) is re-checked once this
  // has moved on, so it is never staler than the same interval.
  void count_refresh() noexcept { refreshes_.fetch_add(1, std::memory_order_relaxed); }
  std::uint64_t refreshes() const noexcept { return refreshes_.load(std::memory_order_relaxed); }

 private:
  struct entry final {
    match_traits traits;
    member_kind kind = member_kind::unknown;
    bool listed = false;
  };
  static bool shown_in(const entry& e, scenario filter);
  static bool shown_in(member_kind kind, const match_traits& traits, scenario filter);
  // The kinds a scenario shows, as a mask of 1 << member_kind.
  static unsigned kinds_in(scenario filter);
  void count(const entry& e, std::ptrdiff_t delta);
  void list_slot(std::uint32_t slot);
  void unlist_slot(std::uint32_t slot);
  std::size_t remaining_locked(const deck_query& query, std::uint32_t viewer_slot,
                               const std::vector<std::uint32_t>& excluded) const;
  // Listed members by [kind, plus 4 when the scenario's goal is missing][must-haves missed].
  using must_tally = std::array<std::array<std::ptrdiff_t, std::size_t{1} << k_factors>, 8>;
  // `tallied`: every listed member tallied already (the deck does it while it scans).
  deck_count count_locked(const deck_query& query, std::uint32_t viewer_slot,
                          const std::vector<std::uint32_t>& excluded,
                          const must_tally* tallied = nullptr) const;
  // Tallies one industry's listed members into `seen` (must_tally).
  void tally(std::size_t industry, const scorer& plain, unsigned must, std::uint8_t goals_needed,
             must_tally& seen) const;
  deck_count count_by_kind(const deck_query& query, std::uint32_t viewer_slot,
                           const std::vector<std::uint32_t>& excluded) const;
  std::vector<std::uint32_t> excluded_slots(const deck_query& query) const;

  static constexpr std::size_t k_industries = 13;  // 0: unknown, then the twelve
  static constexpr std::size_t k_scenarios = 5;

  mutable std::shared_mutex mutex_;
  std::vector<entry> entries_;
  std::vector<std::string> ids_;
  std::unordered_map<std::string, std::uint32_t> slots_;
  // The listed members again, grouped by industry and in slot order, so that a scan of one
  // industry reads memory front to back.
  struct listed_member final {
    match_traits traits;
    member_kind kind = member_kind::unknown;
    std::uint32_t slot = 0;
  };
  std::array<std::vector<listed_member>, k_industries> by_industry_;
  // At the same positions, only what the must-have test, its tally and a member's best possible
  // score read (scorer::met, scorer::ceiling, the kind, the goals), in half the bytes: a scan
  // reads these, and the full entry only of those who could still enter the page.
  struct must_fields final {
    std::uint64_t skills = 0;
    std::uint16_t city = 0;
    std::uint16_t region = 0;
    std::uint8_t goals = 0;
    std::int8_t experience = -1;
    vocabulary::funding_stage stage = vocabulary::funding_stage::unknown;
    member_kind kind = member_kind::unknown;
  };
  static_assert(sizeof(must_fields) == 16);
  // The same types as the entry's fields they copy, or a wider field would be cut silently.
  static_assert(
      std::is_same_v<decltype(must_fields::skills), decltype(match_traits::skills)> &&
      std::is_same_v<decltype(must_fields::city), decltype(match_traits::city)> &&
      std::is_same_v<decltype(must_fields::region), decltype(match_traits::region)> &&
      std::is_same_v<decltype(must_fields::goals), decltype(match_traits::goals)> &&
      std::is_same_v<decltype(must_fields::experience), decltype(match_traits::experience)> &&
      std::is_same_v<decltype(must_fields::stage), decltype(match_traits::stage)>);
  std::array<std::vector<must_fields>, k_industries> must_by_industry_;
  std::array<std::size_t, k_scenarios> shown_{};
  std::uint64_t generation_ = 0;  // listed members per scenario
  std::atomic<std::uint64_t> refreshes_{0};
};

}  // namespace sangam::features::discover
