#include "features/discover/member_index.hpp"

#include <algorithm>
#include <mutex>

#include "features/discover/priority.hpp"

namespace sangam::features::discover {
namespace {

const std::uint8_t k_find_cofounder_goal =
    static_cast<std::uint8_t>(1u << *vocabulary::goal_bit("Find Co-founder"));

struct candidate final {
  int thousandths;
  bool verified;
  std::uint32_t slot;
};

// Heap order that keeps the worst candidate on top: the lower match rank (rank_order), then the
// later slot.
bool better(const candidate& a, const candidate& b) {
  const auto order = rank_order({a.thousandths, a.verified}, {b.thousandths, b.verified});
  return order != 0 ? order < 0 : a.slot < b.slot;
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
  return shown_in(e.kind, e.traits, filter);
}

bool member_index::shown_in(member_kind kind, const match_traits& traits, scenario filter) {
  switch (filter) {
    case scenario::everyone:
      return true;
    // Members who never picked a role applied as founders.
    case scenario::founder:
      return kind == member_kind::founder || kind == member_kind::unknown;
    case scenario::investor:
      return kind == member_kind::investor;
    case scenario::mentor:
      return kind == member_kind::mentor;
    case scenario::cofounder:
      return (kind == member_kind::founder || kind == member_kind::unknown) &&
             (traits.goals & k_find_cofounder_goal) != 0;
  }
  return false;
}

void member_index::count(const entry& e, std::ptrdiff_t delta) {
  for (std::size_t filter = 0; filter < k_scenarios; ++filter) {
    if (shown_in(e, static_cast<scenario>(filter))) shown_[filter] += delta;
  }
}

void member_index::list_slot(std::uint32_t slot) {
  auto& e = entries_[slot];
  e.listed = true;
  auto& bucket = by_industry_[e.traits.industry];
  const auto at =
      std::lower_bound(bucket.begin(), bucket.end(), slot,
                       [](const listed_member& m, std::uint32_t s) { return m.slot < s; });
  bucket.insert(at, {e.traits, e.kind, slot});
  count(e, 1);
}

void member_index::unlist_slot(std::uint32_t slot) {
  auto& e = entries_[slot];
  if (!e.listed) return;
  e.listed = false;
  auto& bucket = by_industry_[e.traits.industry];
  bucket.erase(
      std::lower_bound(bucket.begin(), bucket.end(), slot,
                       [](const listed_member& m, std::uint32_t s) { return m.slot < s; }));
  count(e, -1);
}

void member_index::put(std::string_view id, const match_traits& traits, member_kind kind,
                       bool listed) {
  {
    // Re-reading a member that did not change (the periodic refresh does) must not stall decks.
    std::shared_lock lock(mutex_);
    const auto it = slots_.find(std::string(id));
    if (it != slots_.end()) {
      const auto& old = entries_[it->second];
      if (old.traits == traits && old.kind == kind && old.listed == listed) return;
    }
  }
  std::unique_lock lock(mutex_);
  const auto [it, inserted] =
      slots_.try_emplace(std::string(id), static_cast<std::uint32_t>(entries_.size()));
  const auto slot = it->second;
  if (inserted) {
    entries_.push_back({});
    ids_.emplace_back(id);
  } else {
    const auto& old = entries_[slot];
    if (old.traits == traits && old.kind == kind && old.listed == listed) return;
    unlist_slot(slot);
  }
  entries_[slot] = {traits, kind, false};
  if (listed) list_slot(slot);
  ++generation_;
}

void member_index::unlist(std::string_view id) {
  std::unique_lock lock(mutex_);
  if (const auto it = slots_.find(std::string(id));
      it != slots_.end() && entries_[it->second].listed) {
    unlist_slot(it->second);
    ++generation_;
  }
}

void member_index::clear() {
  std::unique_lock lock(mutex_);
  entries_.clear();
  ids_.clear();
  slots_.clear();
  for (auto& bucket : by_industry_) bucket.clear();
  shown_.fill(0);
  ++generation_;
}

std::uint64_t member_index::generation() const {
  std::shared_lock lock(mutex_);
  return generation_;
}

std::vector<std::uint32_t> member_index::excluded_slots(const deck_query& query) const {
  std::vector<std::uint32_t> excluded;
  excluded.reserve(query.excluded_ids.size());
  for (const auto& id : query.excluded_ids) {
    if (const auto it = slots_.find(id); it != slots_.end()) excluded.push_back(it->second);
  }
  std::sort(excluded.begin(), excluded.end());
  excluded.erase(std::unique(excluded.begin(), excluded.end()), excluded.end());
  return excluded;
}

std::size_t member_index::remaining_locked(const deck_query& query, std::uint32_t viewer_slot,
                                           const std::vector<std::uint32_t>& excluded) const {
  const auto shown = [&](std::uint32_t slot) {
    const auto& e = entries_[slot];
    return e.listed && slot != viewer_slot && shown_in(e, query.filter);
  };
  std::size_t eligible = shown_[static_cast<std::size_t>(query.filter)];
  if (viewer_slot < entries_.size() && entries_[viewer_slot].listed &&
      shown_in(entries_[viewer_slot], query.filter)) {
    --eligible;
  }
  for (const auto slot : excluded) eligible -= shown(slot) ? 1 : 0;
  return eligible;
}

std::size_t member_index::remaining(const deck_query& query) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(query.viewer_id));
  const auto viewer_slot = it == slots_.end() ? static_cast<std::uint32_t>(-1) : it->second;
  return remaining_locked(query, viewer_slot, excluded_slots(query));
}

std::optional<match_traits> member_index::traits_of(std::string_view id) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(id));
  if (it == slots_.end()) return std::nullopt;
  return entries_[it->second].traits;
}

std::optional<match_traits> member_index::listed_traits_of(std::string_view id) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(id));
  if (it == slots_.end() || !entries_[it->second].listed) return std::nullopt;
  return entries_[it->second].traits;
}

std::size_t member_index::listed_count() const {
  std::shared_lock lock(mutex_);
  return shown_[static_cast<std::size_t>(scenario::everyone)];
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
  const auto excluded = excluded_slots(query);
  const scorer score(viewer);
  const auto limit = std::max<std::size_t>(query.limit, 1);
  std::vector<candidate> best;
  best.reserve(limit + 1);

  // Industries in the order of the points they give the viewer: once the page is full and even
  // a perfect member of the next industry could not beat its worst card, the scan is done.
  std::array<std::uint8_t, k_industries> order{};
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint8_t>(i);
  std::stable_sort(order.begin(), order.end(), [&](std::uint8_t a, std::uint8_t b) {
    return score.industry_points(a) > score.industry_points(b);
  });
  // The scenario as two masks, so the scan tests it without a call or a switch.
  unsigned kinds = 0;
  for (const auto kind :
       {member_kind::unknown, member_kind::founder, member_kind::mentor, member_kind::investor}) {
    if (shown_in(kind, match_traits{.goals = 0xff}, query.filter))
      kinds |= 1u << static_cast<unsigned>(kind);
  }
  const std::uint8_t goals_needed = query.filter == scenario::cofounder ? k_find_cofounder_goal : 0;
  for (const auto industry : order) {
    const auto ceiling = score.industry_points(industry) + scorer::k_max_besides_industry;
    if (best.size() == limit && ceiling < best.front().thousandths) break;
    for (const auto& m : by_industry_[industry]) {
      const auto slot = m.slot;
      const bool wanted = ((kinds >> static_cast<unsigned>(m.kind)) & 1u) != 0 &&
                          (m.traits.goals & goals_needed) == goals_needed;
      if (!wanted || slot == viewer_slot) continue;
      const candidate c{score.thousandths(m.traits), m.traits.verified, slot};
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
  }

  const auto eligible = remaining_locked(query, viewer_slot, excluded);
  std::sort_heap(best.begin(), best.end(), better);

  deck_page page;
  page.remaining = eligible;
  page.generation = generation_;
  page.cards.reserve(best.size());
  for (const auto& c : best) {
    page.cards.push_back(
        {ids_[c.slot], entries_[c.slot].traits, (c.thousandths + k_points / 2) / k_points});
  }
  return page;
}

}  // namespace sangam::features::discover
