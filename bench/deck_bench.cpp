// Discover deck micro benchmarks: one deck over N synthetic members, the scorer alone, and
// filling the index. Single thread. Target (issue 4): one deck over 1 000 000 members ≤ 50 ms.
//
// Members are drawn with a fixed seed from the engine's vocabulary (features/discover/
// vocabulary.cpp) with skewed, plausible frequencies: Bengaluru and AI/ML more common than Goa
// and Gaming, 3–6 skills, 1–4 interests, 1–3 goals, a few percent mentors and investors, a few
// percent of unknown cities, stages, experience and team sizes. Each deck is asked for by one of
// a few viewers in turn, each excluding the 200 members that viewer would have swiped already
// (the first 200 cards of their own deck), as a real member's request does.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <memory>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "features/discover/match.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/preferences.hpp"
#include "features/discover/vocabulary.hpp"

namespace {

namespace discover = sangam::features::discover;
namespace vocabulary = sangam::features::discover::vocabulary;

constexpr std::uint64_t k_seed = 20261122;
constexpr std::size_t k_deck_limit = 50;
constexpr std::size_t k_swiped = 200;
constexpr std::size_t k_viewers = 8;

// Relative frequencies, in the order of the vocabulary's lists.
constexpr std::array<double, 12> k_industry_weights{18, 16, 9, 10, 16, 4, 8, 5, 4, 3, 4, 3};
constexpr std::array<double, 7> k_stage_weights{8, 25, 25, 22, 12, 5, 3};  // unknown, Idea..C+

struct weighted_city final {
  std::string_view name;
  double weight;
};
// Cities the engine knows (and two it does not, which count as unknown).
constexpr std::array<weighted_city, 24> k_cities{{
    {"Bengaluru", 25}, {"Mumbai", 12},     {"New Delhi", 8},  {"Gurugram", 7},   {"Hyderabad", 9},
    {"Pune", 7},       {"Chennai", 7},     {"Noida", 4},      {"Kolkata", 3},    {"Ahmedabad", 3},
    {"Jaipur", 2},     {"Kochi", 2},       {"Chandigarh", 2}, {"Thane", 1},      {"Navi Mumbai", 1},
    {"Mysuru", 1},     {"Indore", 1},      {"Lucknow", 1},    {"Coimbatore", 1}, {"Bhubaneswar", 1},
    {"Goa", 1},        {"Gandhinagar", 1}, {"Dubai", 1},      {"Remote", 1},
}};

class generator final {
 public:
  explicit generator(std::uint64_t seed) : rng_(seed) {
    std::vector<double> skill_weights;
    // Popularity falls with a skill's rank in a shuffled order: a few skills are everywhere.
    std::vector<std::size_t> rank(vocabulary::skills().size());
    for (std::size_t i = 0; i < rank.size(); ++i) rank[i] = i;
    std::shuffle(rank.begin(), rank.end(), rng_);
    for (const auto r : rank) skill_weights.push_back(1.0 / (1.0 + static_cast<double>(r) / 6.0));
    skill_ = std::discrete_distribution<std::size_t>(skill_weights.begin(), skill_weights.end());
    std::vector<double> city_weights;
    for (const auto& c : k_cities) city_weights.push_back(c.weight);
    city_ = std::discrete_distribution<std::size_t>(city_weights.begin(), city_weights.end());
  }

  std::uint64_t next() { return rng_(); }

  discover::member_facts facts() {
    discover::member_facts f;
    f.industry = vocabulary::industries()[industry_(rng_)];
    f.skills = pick_distinct(vocabulary::skills(), skill_, uniform(3, 6));
    std::uniform_int_distribution<std::size_t> interest(0, vocabulary::interests().size() - 1);
    f.interests = pick_distinct(vocabulary::interests(), interest, uniform(1, 4));
    std::uniform_int_distribution<std::size_t> goal(0, vocabulary::goals().size() - 1);
    f.goals = pick_distinct(vocabulary::goals(), goal, uniform(1, 3));
    if (percent() >= 5) f.experience_years = std::min(40, static_cast<int>(experience_(rng_)));
    f.city = k_cities[city_(rng_)].name;
    f.funding_stage = vocabulary::stage_name(static_cast<vocabulary::funding_stage>(stage_(rng_)));
    if (percent() >= 5) {
      // 1 to ~500 people, most of them small.
      f.team_size = static_cast<int>(std::exp(team_(rng_)));
    }
    return f;
  }

  discover::member_kind kind() {
    const auto p = percent();
    if (p < 3) return discover::member_kind::mentor;
    if (p < 5) return discover::member_kind::investor;
    if (p < 7) return discover::member_kind::unknown;
    return discover::member_kind::founder;
  }

  // UUID-like text, as the profiles table holds.
  std::string id() {
    const auto hi = rng_();
    const auto lo = rng_();
    char text[37];
    std::snprintf(text, sizeof text, "%08x-%04x-7%03x-%04x-%012llx",
                  static_cast<unsigned>(hi >> 32), static_cast<unsigned>((hi >> 16) & 0xffff),
                  static_cast<unsigned>(hi & 0xfff), static_cast<unsigned>(0x8000 | (lo >> 50)),
                  static_cast<unsigned long long>(lo & 0xffffffffffffull));
    return text;
  }

  int percent() { return static_cast<int>(rng_() % 100); }

 private:
  std::size_t uniform(std::size_t lo, std::size_t hi) {
    return std::uniform_int_distribution<std::size_t>(lo, hi)(rng_);
  }

  template <typename Distribution>
  std::vector<std::string> pick_distinct(std::span<const std::string_view> words,
                                         Distribution& index, std::size_t count) {
    std::vector<std::string> out;
    while (out.size() < count) {
      const std::string word(words[index(rng_)]);
      if (std::find(out.begin(), out.end(), word) == out.end()) out.push_back(word);
    }
    return out;
  }

  std::mt19937_64 rng_;
  std::discrete_distribution<std::size_t> industry_{k_industry_weights.begin(),
                                                    k_industry_weights.end()};
  std::discrete_distribution<int> stage_{k_stage_weights.begin(), k_stage_weights.end()};
  std::discrete_distribution<std::size_t> skill_;
  std::discrete_distribution<std::size_t> city_;
  std::gamma_distribution<double> experience_{2.0, 3.5};  // mean 7 years, long tail
  std::uniform_real_distribution<double> team_{0.0, 6.2};
};

struct member final {
  std::string id;
  discover::match_traits traits;
  discover::member_kind kind;
  bool listed;
};

std::vector<member> synthetic_members(std::size_t n) {
  generator gen(k_seed);
  std::vector<member> members;
  members.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    auto id = gen.id();
    const auto traits = discover::traits_of(gen.facts());
    const auto kind = gen.kind();
    const bool listed = gen.percent() >= 1;  // hidden profiles keep their slot
    members.push_back({std::move(id), traits, kind, listed});
  }
  return members;
}

struct viewer final {
  std::string id;
  std::vector<std::string> swiped;
};

// The index of N members and a few viewers with their swipes, built once per N.
struct world final {
  std::vector<member> members;
  discover::member_index index;
  std::vector<viewer> viewers;
};

// The deck by brute force: every eligible member scored, sorted, the first `limit` kept.
std::vector<std::string> reference_deck(const world& w, const viewer& v, std::size_t limit) {
  const auto me = std::find_if(w.members.begin(), w.members.end(),
                               [&](const member& m) { return m.id == v.id; });
  const discover::scorer score(me->traits);
  const std::unordered_set<std::string> swiped(v.swiped.begin(), v.swiped.end());
  std::vector<std::pair<int, std::size_t>> all;
  for (std::size_t i = 0; i < w.members.size(); ++i) {
    const auto& m = w.members[i];
    if (!m.listed || m.id == v.id || swiped.contains(m.id)) continue;
    all.emplace_back(-score.thousandths(m.traits), i);
  }
  const auto keep = std::min(limit, all.size());
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(keep), all.end());
  std::vector<std::string> ids;
  for (std::size_t i = 0; i < keep; ++i) ids.push_back(w.members[all[i].second].id);
  return ids;
}

const world& world_of(std::size_t n) {
  static std::map<std::size_t, std::unique_ptr<world>> worlds;
  auto& w = worlds[n];
  if (w) return *w;
  w = std::make_unique<world>();
  w->members = synthetic_members(n);
  for (const auto& m : w->members) w->index.put(m.id, m.traits, m.kind, m.listed);
  generator pick(k_seed + 1);
  while (w->viewers.size() < k_viewers) {
    const auto& m = w->members[pick.next() % n];
    if (!m.listed || m.kind != discover::member_kind::founder) continue;
    // What this member has swiped already: the first cards their deck showed them.
    const auto first = w->index.deck({.viewer_id = m.id, .limit = k_swiped});
    viewer v{m.id, {}};
    for (const auto& card : first.cards) v.swiped.push_back(card.id);
    w->viewers.push_back(std::move(v));
  }
  // The timed code must give the same answer as brute force.
  for (const auto& v : w->viewers) {
    const auto page =
        w->index.deck({.viewer_id = v.id, .limit = k_deck_limit, .excluded_ids = v.swiped});
    std::vector<std::string> ids;
    for (const auto& card : page.cards) ids.push_back(card.id);
    if (ids != reference_deck(*w, v, k_deck_limit)) {
      std::fprintf(stderr, "deck_bench: the deck over %zu members differs from brute force\n", n);
      std::abort();
    }
  }
  return *w;
}

void deck(benchmark::State& state, discover::scenario filter,
          const discover::match_preferences& preferences = {}) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto& w = world_of(n);
  std::size_t turn = 0;
  std::size_t cards = 0;
  for (auto _ : state) {
    const auto& v = w.viewers[turn++ % w.viewers.size()];
    auto page = w.index.deck({.viewer_id = v.id,
                              .filter = filter,
                              .limit = k_deck_limit,
                              .excluded_ids = v.swiped,
                              .preferences = preferences});
    cards += page.cards.size();
    benchmark::DoNotOptimize(page);
  }
  // items/s: members considered per second; per_member: its inverse, CPU time per member.
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(n));
  state.counters["members"] = static_cast<double>(n);
  state.counters["cards"] = static_cast<double>(cards) / static_cast<double>(state.iterations());
  state.counters["per_member"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate |
                                                     benchmark::Counter::kInvert);
}

void BM_deck(benchmark::State& state) {
  deck(state, discover::scenario::everyone);
}
void BM_deck_cofounders(benchmark::State& state) {
  deck(state, discover::scenario::cofounder);
}

discover::match_preferences preferring(
    std::initializer_list<std::pair<discover::factor, discover::preference>> levels) {
  discover::match_preferences p;
  for (const auto& [f, level] : levels) p.factors[static_cast<std::size_t>(f)] = level;
  return p;
}

// Match preferences (docs/matching.md): nice-to-haves only (the order weighed, every member
// counted once more for the widen suggestion), a must-have on industry and one on location with
// skills nice, and investors and mentors hidden.
void BM_deck_nice(benchmark::State& state) {
  deck(state, discover::scenario::everyone,
       preferring({{discover::factor::skills, discover::preference::nice},
                   {discover::factor::location, discover::preference::nice}}));
}
void BM_deck_must(benchmark::State& state) {
  deck(state, discover::scenario::everyone,
       preferring({{discover::factor::industry, discover::preference::must},
                   {discover::factor::location, discover::preference::must},
                   {discover::factor::skills, discover::preference::nice}}));
}
// No industry to prune by: every industry is scanned with the must-have test.
void BM_deck_must_skills(benchmark::State& state) {
  deck(state, discover::scenario::everyone,
       preferring({{discover::factor::skills, discover::preference::must},
                   {discover::factor::goals, discover::preference::nice}}));
}
void BM_deck_kinds(benchmark::State& state) {
  discover::match_preferences p;
  p.kinds = {true, false, false};
  deck(state, discover::scenario::everyone, p);
}

// The score alone: one viewer against every member's traits in a packed array, no index.
void BM_scorer(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  generator gen(k_seed);
  std::vector<discover::match_traits> traits;
  traits.reserve(n);
  for (std::size_t i = 0; i < n; ++i) traits.push_back(discover::traits_of(gen.facts()));
  const discover::scorer score(traits.front());
  for (auto _ : state) {
    long long sum = 0;
    for (const auto& t : traits) sum += score.thousandths(t);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(n));
  state.counters["per_candidate"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate |
                                                     benchmark::Counter::kInvert);
}

// Building one viewer's scorer: every deck request does it once (and a weighted one for
// nice-to-haves), so its tables are filled per request.
void BM_scorer_build(benchmark::State& state) {
  generator gen(k_seed);
  std::vector<discover::match_traits> viewers;
  for (int i = 0; i < 64; ++i) viewers.push_back(discover::traits_of(gen.facts()));
  std::size_t next = 0;
  for (auto _ : state) {
    const discover::scorer score(viewers[next++ % viewers.size()]);
    benchmark::DoNotOptimize(score.max_besides_industry());
  }
}

// Filling an empty index (what start-up does after reading the profiles), without the SQL.
void BM_index_put(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto members = synthetic_members(n);
  for (auto _ : state) {
    discover::member_index index;
    for (const auto& m : members) index.put(m.id, m.traits, m.kind, m.listed);
    benchmark::DoNotOptimize(index);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(n));
}

}  // namespace

BENCHMARK(BM_deck)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_deck_cofounders)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_deck_nice)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_deck_must)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_deck_must_skills)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_deck_kinds)->Arg(1'000'000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_scorer)->Arg(10'000)->Arg(1'000'000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_scorer_build)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_index_put)->Arg(100'000)->Unit(benchmark::kMillisecond);
