#include "features/discover/member_index.hpp"

#include <algorithm>
#include <mutex>

namespace sangam::features::discover {
namespace {

const std::uint8_t k_find_cofounder_goal =
    static_cast<std::uint8_t>(1u << *vocabulary::goal_bit("Find Co-founder"));

struct candidate final {
  int thousandths;
  std::uint32_t slot;
};

// Heap order that keeps the worst candidate on top: lower score, then later slot.
bool better(const candidate& a, const candidate& b) {
  return a.thousandths != b.thousandths ? a.thousandths > b.thousandths : a.slot < b.slot;
}

}  // namespace

member_kind member_kind_from(std::string_view member_role) {
  if (member_role == "Founder") return member_kind::founder;
  if (member_role == "Mentor") return member_kind::mentor;
  if (member_role == "Investor") return member_kind::investor;
  return member_kind::unknown;
}

std::optional<scenario> scenario_from(std::string_view name) {
  if (name.empty()) return scenario::everyone;
  if (name == "founder") return scenario::founder;
  if (name == "investor") return scenario::investor;
  if (name == "mentor") return scenario::mentor;
  if (name == "cofounder") return scenario::cofounder;
  return std::nullopt;
}

bool member_index::shown_in(const entry& e, scenario filter) {
  switch (filter) {
    case scenario::everyone:
      return true;
    // Members who never picked a role applied as founders.
    case scenario::founder:
      return e.kind == member_kind::founder || e.kind == member_kind::unknown;
    case scenario::investor:
      return e.kind == member_kind::investor;
    case scenario::mentor:
      return e.kind == member_kind::mentor;
    case scenario::cofounder:
      return (e.kind == member_kind::founder || e.kind == member_kind::unknown) &&
             (e.traits.goals & k_find_cofounder_goal) != 0;
  }
  return false;
}

void member_index::put(std::string_view id, const match_traits& traits, member_kind kind,
                       bool listed) {
  std::unique_lock lock(mutex_);
  const auto [it, inserted] =
      slots_.try_emplace(std::string(id), static_cast<std::uint32_t>(entries_.size()));
  if (inserted) {
    entries_.push_back({traits, kind, listed});
    ids_.emplace_back(id);
  } else {
    entries_[it->second] = {traits, kind, listed};
  }
}

void member_index::unlist(std::string_view id) {
  std::unique_lock lock(mutex_);
  if (const auto it = slots_.find(std::string(id)); it != slots_.end()) {
    entries_[it->second].listed = false;
  }
}

void member_index::clear() {
  std::unique_lock lock(mutex_);
  entries_.clear();
  ids_.clear();
  slots_.clear();
}

std::optional<match_traits> member_index::traits_of(std::string_view id) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(id));
  if (it == slots_.end()) return std::nullopt;
  return entries_[it->second].traits;
}

std::size_t member_index::listed_count() const {
  std::shared_lock lock(mutex_);
  return static_cast<std::size_t>(
      std::count_if(entries_.begin(), entries_.end(), [](const entry& e) { return e.listed; }));
}

deck_page member_index::deck(const deck_query& query) const {
  std::shared_lock lock(mutex_);
  constexpr auto k_none = static_cast<std::uint32_t>(-1);
  auto viewer_slot = k_none;
  match_traits viewer;
  if (const auto it = slots_.find(std::string(query.viewer_id)); it != slots_.end()) {
    viewer_slot = it->second;
    viewer = entries_[viewer_slot].traits;
  }
  std::vector<std::uint32_t> excluded;
  excluded.reserve(query.excluded_ids.size());
  for (const auto& id : query.excluded_ids) {
    if (const auto it = slots_.find(id); it != slots_.end()) excluded.push_back(it->second);
  }
  std::sort(excluded.begin(), excluded.end());
  excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());

  const scorer score(viewer);
  const auto limit = std::max<std::size_t>(query.limit, 1);
  std::vector<candidate> best;
  best.reserve(limit + 1);
  std::size_t eligible = 0;
  const auto count = static_cast<std::uint32_t>(entries_.size());
  for (std::uint32_t slot = 0; slot < count; ++slot) {
    const auto& e = entries_[slot];
    if (!e.listed || slot == viewer_slot || !shown_in(e, query.filter)) continue;
    ++eligible;
    const candidate c{score.thousandths(e.traits), slot};
    if (best.size() == limit && !better(c, best.front())) continue;
    // Only a card good enough for the page is looked up among the excluded.
    if (std::binary_search(excluded.begin(), excluded.end(), slot)) continue;
    best.push_back(c);
    std::push_heap(best.begin(), best.end(), better);
    if (best.size() > limit) {
      std::pop_heap(best.begin(), best.end(), better);
      best.pop_back();
    }
  }
  for (const auto slot : excluded) {
    const auto& e = entries_[slot];
    if (e.listed && slot != viewer_slot && shown_in(e, query.filter)) --eligible;
  }
  std::sort_heap(best.begin(), best.end(), better);

  deck_page page;
  page.remaining = eligible;
  page.cards.reserve(best.size());
  for (const auto& c : best) {
    page.cards.push_back(
        {ids_[c.slot], entries_[c.slot].traits, (c.thousandths + k_points / 2) / k_points});
  }
  return page;
}

}  // namespace sangam::features::discover
