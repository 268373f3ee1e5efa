#include "features/discover/member_index.hpp"

#include <algorithm>
#include <bit>
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

// The kinds the preferences show, as a mask of 1 << member_kind.
unsigned preferred_kinds(const match_preferences& preferences) {
  const auto bit = [](member_kind kind) { return 1u << static_cast<unsigned>(kind); };
  unsigned kinds = 0;
  if (preferences.kinds[static_cast<std::size_t>(shown_kind::founders)]) {
    kinds |= bit(member_kind::unknown) | bit(member_kind::founder);
  }
  if (preferences.kinds[static_cast<std::size_t>(shown_kind::mentors)]) {
    kinds |= bit(member_kind::mentor);
  }
  if (preferences.kinds[static_cast<std::size_t>(shown_kind::investors)]) {
    kinds |= bit(member_kind::investor);
  }
  return kinds;
}

std::uint8_t goals_needed_in(scenario filter) {
  return filter == scenario::cofounder ? k_find_cofounder_goal : 0;
}

// A member's row of member_index::must_tally.
unsigned tally_row(member_kind kind, std::uint8_t goals, std::uint8_t goals_needed) {
  return static_cast<unsigned>(kind) |
         (static_cast<unsigned>((goals & goals_needed) != goals_needed) << 2);
}

}  // namespace

shown_kind shown_kind_of(member_kind kind) {
  switch (kind) {
    case member_kind::mentor:
      return shown_kind::mentors;
    case member_kind::investor:
      return shown_kind::investors;
    default:
      return shown_kind::founders;
  }
}

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

unsigned member_index::kinds_in(scenario filter) {
  unsigned kinds = 0;
  for (const auto kind :
       {member_kind::unknown, member_kind::founder, member_kind::mentor, member_kind::investor}) {
    if (shown_in(kind, match_traits{.goals = 0xff}, filter))
      kinds |= 1u << static_cast<unsigned>(kind);
  }
  return kinds;
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
  auto& fields = must_by_industry_[e.traits.industry];
  const auto& t = e.traits;
  fields.insert(fields.begin() + (at - bucket.begin()),
                {t.skills, t.city, t.region, t.goals, t.experience, t.stage, e.kind});
  bucket.insert(at, {e.traits, e.kind, slot});
  count(e, 1);
}

void member_index::unlist_slot(std::uint32_t slot) {
  auto& e = entries_[slot];
  if (!e.listed) return;
  e.listed = false;
  auto& bucket = by_industry_[e.traits.industry];
  const auto at =
      std::lower_bound(bucket.begin(), bucket.end(), slot,
                       [](const listed_member& m, std::uint32_t s) { return m.slot < s; });
  auto& fields = must_by_industry_[e.traits.industry];
  fields.erase(fields.begin() + (at - bucket.begin()));
  bucket.erase(at);
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
  for (auto& fields : must_by_industry_) fields.clear();
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

void member_index::tally(std::size_t industry, const scorer& plain, unsigned must,
                         std::uint8_t goals_needed, must_tally& seen) const {
  for (const auto& f : must_by_industry_[industry]) {
    ++seen[tally_row(f.kind, f.goals, goals_needed)]
          [must & ~plain.met(f, static_cast<std::uint8_t>(industry))];
  }
}

// With preferences, one pass tallies every listed member by kind and by the must-haves they miss;
// the swiped and the viewer are taken out again. The cards left are those of a shown kind missing
// nothing; a must-have made nice-to-have would add those missing only it, a kind shown those of
// that kind missing nothing.
deck_count member_index::count_locked(const deck_query& query, std::uint32_t viewer_slot,
                                      const std::vector<std::uint32_t>& excluded,
                                      const must_tally* tallied) const {
  if (query.preferences.plain()) return {remaining_locked(query, viewer_slot, excluded), {}};
  if (query.preferences.must() == 0) return count_by_kind(query, viewer_slot, excluded);
  const scorer plain(viewer_slot < entries_.size() ? entries_[viewer_slot].traits : match_traits{});
  const auto must = query.preferences.must();
  const auto goals_needed = goals_needed_in(query.filter);
  must_tally seen{};
  if (tallied != nullptr) {
    seen = *tallied;
  } else {
    for (std::size_t industry = 0; industry < k_industries; ++industry) {
      tally(industry, plain, must, goals_needed, seen);
    }
  }
  const auto drop = [&](std::uint32_t slot) {
    const auto& e = entries_[slot];
    if (e.listed) {
      --seen[tally_row(e.kind, e.traits.goals, goals_needed)][must & ~plain.met(e.traits)];
    }
  };
  if (viewer_slot < entries_.size()) drop(viewer_slot);
  for (const auto slot : excluded) {
    if (slot != viewer_slot) drop(slot);
  }
  const auto scenario_kinds = kinds_in(query.filter);
  const auto wanted = preferred_kinds(query.preferences);
  deck_count out;
  for (unsigned kind = 0; kind < 4; ++kind) {
    if (((scenario_kinds >> kind) & 1u) == 0) continue;
    const bool shown = ((wanted >> kind) & 1u) != 0;
    for (unsigned missed = 0; missed < seen[kind].size(); ++missed) {
      const auto n = static_cast<std::size_t>(seen[kind][missed]);
      if (missed == 0 && shown) {
        out.remaining += n;
      } else if (missed == 0) {
        out.left.by_kind[static_cast<std::size_t>(shown_kind_of(static_cast<member_kind>(kind)))] +=
            n;
      } else if (shown && std::has_single_bit(missed)) {
        out.left.by_factor[static_cast<std::size_t>(std::countr_zero(missed))] += n;
      }
    }
  }
  return out;
}

// No must-haves: the listed members per kind are counted already (per scenario), so this is the
// plain count split by kind.
deck_count member_index::count_by_kind(const deck_query& query, std::uint32_t viewer_slot,
                                       const std::vector<std::uint32_t>& excluded) const {
  const auto bit = [](member_kind kind) { return 1u << static_cast<unsigned>(kind); };
  const auto shown = [&](scenario s) { return shown_[static_cast<std::size_t>(s)]; };
  const auto scenario_kinds = kinds_in(query.filter);
  std::array<std::size_t, k_shown_kinds> of_kind{};
  if ((scenario_kinds & bit(member_kind::founder)) != 0) {
    of_kind[static_cast<std::size_t>(shown_kind::founders)] =
        shown(query.filter == scenario::cofounder ? scenario::cofounder : scenario::founder);
  }
  if ((scenario_kinds & bit(member_kind::mentor)) != 0) {
    of_kind[static_cast<std::size_t>(shown_kind::mentors)] = shown(scenario::mentor);
  }
  if ((scenario_kinds & bit(member_kind::investor)) != 0) {
    of_kind[static_cast<std::size_t>(shown_kind::investors)] = shown(scenario::investor);
  }
  const auto drop = [&](std::uint32_t slot) {
    const auto& e = entries_[slot];
    if (e.listed && shown_in(e, query.filter)) {
      --of_kind[static_cast<std::size_t>(shown_kind_of(e.kind))];
    }
  };
  if (viewer_slot < entries_.size()) drop(viewer_slot);
  for (const auto slot : excluded) {
    if (slot != viewer_slot) drop(slot);
  }
  deck_count out;
  for (std::size_t k = 0; k < k_shown_kinds; ++k) {
    (query.preferences.kinds[k] ? out.remaining : out.left.by_kind[k]) += of_kind[k];
  }
  return out;
}

deck_count member_index::remaining(const deck_query& query) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(query.viewer_id));
  const auto viewer_slot = it == slots_.end() ? static_cast<std::uint32_t>(-1) : it->second;
  return count_locked(query, viewer_slot, excluded_slots(query));
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

std::optional<std::pair<match_traits, member_kind>> member_index::listed_entry_of(
    std::string_view id) const {
  std::shared_lock lock(mutex_);
  const auto it = slots_.find(std::string(id));
  if (it == slots_.end() || !entries_[it->second].listed) return std::nullopt;
  return std::pair{entries_[it->second].traits, entries_[it->second].kind};
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
  // The order weighs the nice-to-haves; the cards show the plain score.
  const scorer plain(viewer);
  const auto weights = query.preferences.weights();
  std::optional<scorer> weighted;
  if (weights != factor_weights{}) weighted.emplace(viewer, weights);
  const scorer& score = weighted ? *weighted : plain;
  const auto must = query.preferences.must();
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
  // The scenario and the kinds shown as two masks, so the scan tests them without a call or a
  // switch; the must-haves are tested in a scan compiled for them, so the plain scan is as it was.
  const unsigned kinds = kinds_in(query.filter) & preferred_kinds(query.preferences);
  const std::uint8_t goals_needed = goals_needed_in(query.filter);
  const auto wanted = [&](member_kind kind, std::uint8_t goals) {
    return ((kinds >> static_cast<unsigned>(kind)) & 1u) != 0 &&
           (goals & goals_needed) == goals_needed;
  };
  // Inlined, or the plain scan pays a call per member (it is used by both scans).
  const auto consider = [&](const listed_member& m) __attribute__((always_inline)) {
    const auto slot = m.slot;
    if (slot == viewer_slot) return;
    const candidate c{score.thousandths(m.traits), m.traits.verified, slot};
    if (best.size() == limit && !better(c, best.front())) return;
    // Only a card good enough for the page is looked up among the excluded.
    if (std::binary_search(excluded.begin(), excluded.end(), slot)) return;
    best.push_back(c);
    std::push_heap(best.begin(), best.end(), better);
    if (best.size() > limit) {
      std::pop_heap(best.begin(), best.end(), better);
      best.pop_back();
    }
  };
  // With must-haves, every member scanned is also tallied for the count (count_locked), so the
  // members are read once; the industries the scan skips are tallied after it. The must-have
  // test reads the packed fields, a chunk at a time and without a branch (whether a member meets
  // the must-haves goes either way at random); the full entry is read only of those meeting them
  // whose best possible score could enter the page.
  must_tally seen{};
  std::array<bool, k_industries> tallied{};
  const auto scan = [&]<bool with_must>(std::uint8_t industry) {
    const auto& members = by_industry_[industry];
    if constexpr (with_must) {
      const auto& fields = must_by_industry_[industry];
      std::array<std::uint32_t, 256> meeting;
      for (std::size_t from = 0; from < fields.size(); from += meeting.size()) {
        const auto to = std::min(fields.size(), from + meeting.size());
        std::size_t found = 0;
        for (auto i = from; i < to; ++i) {
          const auto& f = fields[i];
          const auto missed = must & ~plain.met(f, industry);
          ++seen[tally_row(f.kind, f.goals, goals_needed)][missed];
          meeting[found] = static_cast<std::uint32_t>(i);
          found += static_cast<std::size_t>((missed == 0) & wanted(f.kind, f.goals));
        }
        for (std::size_t k = 0; k < found; ++k) {
          const auto i = meeting[k];
          // Once the page is full, only a member who could still enter it is read in full.
          if (best.size() == limit &&
              score.ceiling(fields[i], industry) < best.front().thousandths) {
            continue;
          }
          consider(members[i]);
        }
      }
    } else {
      // The packed fields first (16 bytes, not the entry's 32): once the page is full, most
      // members cannot enter it, and a deck over a million members is bound by memory.
      const auto& fields = must_by_industry_[industry];
      for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto& f = fields[i];
        if (!wanted(f.kind, f.goals)) continue;
        if (best.size() == limit && score.ceiling(f, industry) < best.front().thousandths) {
          continue;
        }
        consider(members[i]);
      }
    }
  };
  const bool industry_must = (must & bit_of(factor::industry)) != 0;
  for (const auto industry : order) {
    if (industry_must && !plain.industry_met(industry)) continue;
    const auto ceiling = score.industry_points(industry) + score.max_besides_industry();
    if (best.size() == limit && ceiling < best.front().thousandths) break;
    if (must == 0) {
      scan.operator()<false>(industry);
    } else {
      scan.operator()<true>(industry);
      tallied[industry] = true;
    }
  }
  if (must != 0) {
    for (std::size_t industry = 0; industry < k_industries; ++industry) {
      if (!tallied[industry]) tally(industry, plain, must, goals_needed, seen);
    }
  }

  const auto counted = count_locked(query, viewer_slot, excluded, must != 0 ? &seen : nullptr);
  std::sort_heap(best.begin(), best.end(), better);

  deck_page page;
  page.remaining = counted.remaining;
  page.left = counted.left;
  page.generation = generation_;
  page.cards.reserve(best.size());
  for (const auto& c : best) {
    const auto& traits = entries_[c.slot].traits;
    page.cards.push_back({ids_[c.slot], traits, plain.percentage(traits)});
  }
  return page;
}

}  // namespace sangam::features::discover
