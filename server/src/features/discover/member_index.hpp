#pragma once

#include <cstdint>
#include <optional>
#include <shared_mutex>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "features/discover/match.hpp"

namespace sangam::features::discover {

enum class member_kind : std::uint8_t { unknown, founder, mentor, investor };
member_kind member_kind_from(std::string_view member_role);

// The demo-mode scenarios of SPEC section 4: founders, investors, mentors, or founders looking
// for a cofounder; `everyone` when none is chosen.
enum class scenario : std::uint8_t { everyone, founder, investor, mentor, cofounder };
std::optional<scenario> scenario_from(std::string_view name);

struct deck_query final {
  std::string_view viewer_id;
  scenario filter = scenario::everyone;
  std::size_t limit = 50;
  std::span<const std::string> excluded_ids;  // swiped, blocked or blocking members
};

struct ranked_member final {
  std::string id;
  match_traits traits;
  int percentage = 0;
};

struct deck_page final {
  std::vector<ranked_member> cards;  // best first
  std::size_t remaining = 0;         // every card the viewer could still see, these included
};

// Every approved, visible member's match data, in memory, so that a deck is one pass over a
// packed array instead of a table scan. Readers share it; a profile change takes it briefly.
class member_index final {
 public:
  // Adds or replaces a member; `listed` false keeps the slot but shows the member to nobody.
  void put(std::string_view id, const match_traits& traits, member_kind kind, bool listed);
  void unlist(std::string_view id);
  void clear();

  std::optional<match_traits> traits_of(std::string_view id) const;
  std::size_t listed_count() const;

  deck_page deck(const deck_query& query) const;

 private:
  struct entry final {
    match_traits traits;
    member_kind kind = member_kind::unknown;
    bool listed = false;
  };
  static bool shown_in(const entry& e, scenario filter);

  mutable std::shared_mutex mutex_;
  std::vector<entry> entries_;
  std::vector<std::string> ids_;
  std::unordered_map<std::string, std::uint32_t> slots_;
};

}  // namespace sangam::features::discover
