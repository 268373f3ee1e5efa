#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "features/discover/match.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/preferences.hpp"
#include "features/discover/vocabulary.hpp"
#include "support/match_facts.hpp"

namespace sangam::features::discover {
namespace {

member_facts viewer_facts() {
  return testing::perfect_founder();
}

match_preferences with(factor f, preference level) {
  match_preferences p;
  p.factors[static_cast<std::size_t>(f)] = level;
  return p;
}

unsigned met(const member_facts& other) {
  return scorer(traits_of(viewer_facts())).met(traits_of(other));
}

TEST(match_preferences, a_factor_is_met_exactly_when_it_scores_as_documented) {
  auto other = viewer_facts();
  EXPECT_EQ(met(other), 0b111111u);
  other.industry = "Blockchain";  // related
  EXPECT_TRUE(met(other) & bit_of(factor::industry));
  other.industry = "Gaming";
  EXPECT_FALSE(met(other) & bit_of(factor::industry));
  other.funding_stage = "MVP";  // one apart
  EXPECT_TRUE(met(other) & bit_of(factor::stage));
  other.funding_stage = "Idea";  // two apart
  EXPECT_FALSE(met(other) & bit_of(factor::stage));
  other.funding_stage = "";  // unknown
  EXPECT_FALSE(met(other) & bit_of(factor::stage));
  other.city = "Mysuru";  // same region as Bengaluru
  EXPECT_TRUE(met(other) & bit_of(factor::location));
  other.city = "Chennai";
  EXPECT_FALSE(met(other) & bit_of(factor::location));
  other.experience_years = 8;  // 3 years apart
  EXPECT_TRUE(met(other) & bit_of(factor::experience));
  other.experience_years = 9;
  EXPECT_FALSE(met(other) & bit_of(factor::experience));
  other.experience_years.reset();
  EXPECT_FALSE(met(other) & bit_of(factor::experience));
  other.skills = {"Sales", "Go"};
  EXPECT_TRUE(met(other) & bit_of(factor::skills));
  other.skills = {"Go"};
  EXPECT_FALSE(met(other) & bit_of(factor::skills));
  other.goals = {"Find Mentor", "Raise Funding"};
  EXPECT_TRUE(met(other) & bit_of(factor::goals));
  other.goals = {"Find Mentor"};
  EXPECT_EQ(met(other), 0u);
}

// A card's preferences met and its match factors say the same thing.
TEST(match_preferences, what_is_met_is_what_the_match_factors_name) {
  std::mt19937 rng(7);
  const auto pick = [&](std::span<const std::string_view> words, std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.emplace_back(words[rng() % words.size()]);
    return out;
  };
  const auto random_facts = [&] {
    member_facts f;
    f.industry = vocabulary::industries()[rng() % vocabulary::industries().size()];
    f.skills = pick(vocabulary::skills().first(12), rng() % 4);
    f.goals = pick(vocabulary::goals(), rng() % 3);
    f.experience_years = static_cast<int>(rng() % 15) - 1;
    f.city = vocabulary::city_names()[rng() % 20];
    f.funding_stage = vocabulary::stage_name(static_cast<vocabulary::funding_stage>(rng() % 7));
    return f;
  };
  for (int i = 0; i < 2000; ++i) {
    const scorer s(traits_of(random_facts()));
    const auto other = traits_of(random_facts());
    const auto mask = s.met(other);
    unsigned named = 0;
    for (const auto& f : factors_of(s.breakdown(other))) {
      if (f.key == "sameIndustry" || f.key == "relatedIndustry") named |= bit_of(factor::industry);
      if (f.key == "sameStage" || f.key == "adjacentStage") named |= bit_of(factor::stage);
      if (f.key == "sameCity" || f.key == "nearbyCity") named |= bit_of(factor::location);
      if (f.key == "similarExperience") named |= bit_of(factor::experience);
      if (f.key == "sharedSkills") named |= bit_of(factor::skills);
      if (f.key == "sharedGoals") named |= bit_of(factor::goals);
    }
    ASSERT_EQ(mask, named) << i;
  }
}

TEST(match_preferences, a_nice_to_have_doubles_its_factor_in_the_order_only) {
  const auto me = traits_of(viewer_facts());
  auto far = viewer_facts();
  far.city = "Chennai";
  const scorer plain(me);
  const scorer weighted(me, with(factor::location, preference::nice).weights());
  EXPECT_EQ(plain.thousandths(traits_of(viewer_facts())), 100000);
  EXPECT_EQ(weighted.thousandths(traits_of(viewer_facts())), 110000);
  EXPECT_EQ(weighted.thousandths(traits_of(far)), 90000);
  EXPECT_EQ(weighted.max_besides_industry(), 80000);
  EXPECT_EQ(plain.max_besides_industry(), scorer::k_max_besides_industry);
}

TEST(match_preferences, updates_validate_every_field_and_name_the_bad_ones) {
  const auto p = updated(
      {}, nlohmann::json{{"industry", "must"}, {"goals", "nice"}, {"showInvestors", false}});
  EXPECT_EQ(p.must(), bit_of(factor::industry));
  EXPECT_EQ(p.nice(), bit_of(factor::goals));
  EXPECT_FALSE(p.kinds[static_cast<std::size_t>(shown_kind::investors)]);
  EXPECT_EQ(to_json(p)["industry"], "must");
  EXPECT_EQ(to_json(p)["stage"], "dont_care");
  EXPECT_EQ(updated(p, nlohmann::json::object()), p);
  try {
    updated(p, nlohmann::json{{"stage", "sometimes"}, {"showMentors", "yes"}, {"skills", "nice"}});
    FAIL() << "no error";
  } catch (const core::api_error& e) {
    EXPECT_EQ(e.status(), 400);
    EXPECT_TRUE(e.fields().contains("stage"));
    EXPECT_TRUE(e.fields().contains("showMentors"));
    EXPECT_FALSE(e.fields().contains("skills"));
  }
}

class preference_deck : public ::testing::Test {
 protected:
  void put(const std::string& id, const member_facts& facts,
           member_kind kind = member_kind::founder) {
    index.put(id, traits_of(facts), kind, true);
  }
  std::vector<std::string> ids(const match_preferences& p, scenario filter = scenario::everyone) {
    std::vector<std::string> out;
    for (const auto& card : deck(p, filter).cards) out.push_back(card.id);
    return out;
  }
  deck_page deck(const match_preferences& p, scenario filter = scenario::everyone) {
    return index.deck({.viewer_id = "me", .filter = filter, .limit = 10, .preferences = p});
  }
  member_index index;
};

TEST_F(preference_deck, a_must_have_excludes_and_counts_what_it_leaves_out) {
  put("me", viewer_facts());
  put("twin", viewer_facts());
  auto gaming = viewer_facts();
  gaming.industry = "Gaming";
  put("gaming", gaming);
  EXPECT_EQ(ids({}), (std::vector<std::string>{"twin", "gaming"}));
  const auto must = with(factor::industry, preference::must);
  const auto page = deck(must);
  EXPECT_EQ(ids(must), std::vector<std::string>{"twin"});
  EXPECT_EQ(page.remaining, 1u);
  EXPECT_EQ(page.left.by_factor[static_cast<std::size_t>(factor::industry)], 1u);
  EXPECT_EQ(widen_json(must, page.remaining, page.left),
            (nlohmann::json{{"factor", "industry"}, {"adds", 1}}));
  EXPECT_EQ(index.remaining({.viewer_id = "me", .preferences = must}).remaining, 1u);
}

TEST_F(preference_deck, a_nice_to_have_reorders_and_the_percentage_stays_the_score) {
  put("me", viewer_facts());
  auto elsewhere = viewer_facts();
  elsewhere.city = "Chennai";  // 90
  put("elsewhere", elsewhere);
  auto senior = viewer_facts();
  senior.experience_years = 20;  // 86.5
  put("senior", senior);
  EXPECT_EQ(ids({}), (std::vector<std::string>{"elsewhere", "senior"}));
  const auto nice = with(factor::location, preference::nice);
  const auto page = deck(nice);
  ASSERT_EQ(ids(nice), (std::vector<std::string>{"senior", "elsewhere"}));
  EXPECT_EQ(page.cards[0].percentage, 87);
  EXPECT_EQ(page.cards[1].percentage, 90);
  EXPECT_EQ(widen_json(nice, page.remaining, page.left), nullptr);  // nothing left out
}

TEST_F(preference_deck, hidden_kinds_leave_the_deck_and_showing_them_is_suggested) {
  put("me", viewer_facts());
  put("founder", viewer_facts());
  put("mentor", viewer_facts(), member_kind::mentor);
  put("investor", viewer_facts(), member_kind::investor);
  put("investor2", viewer_facts(), member_kind::investor);
  match_preferences p;
  p.kinds[static_cast<std::size_t>(shown_kind::investors)] = false;
  p.kinds[static_cast<std::size_t>(shown_kind::mentors)] = false;
  const auto page = deck(p);
  EXPECT_EQ(ids(p), std::vector<std::string>{"founder"});
  EXPECT_EQ(page.left.by_kind[static_cast<std::size_t>(shown_kind::investors)], 2u);
  EXPECT_EQ(page.left.by_kind[static_cast<std::size_t>(shown_kind::mentors)], 1u);
  EXPECT_EQ(widen_json(p, page.remaining, page.left),
            (nlohmann::json{{"factor", "investors"}, {"adds", 2}}));
  // A scenario that shows only investors has nothing to show, and says so.
  const auto investors = deck(p, scenario::investor);
  EXPECT_TRUE(investors.cards.empty());
  EXPECT_EQ(investors.left.by_kind[static_cast<std::size_t>(shown_kind::mentors)], 0u);
}

// The deck with random preferences over random members is exactly the brute-force one: every
// eligible member ordered by the weighted score, then verified, then first listed; the counts
// too. Pruning by industry stays exact with weights and must-haves.
TEST(preference_deck_random, equals_brute_force) {
  std::mt19937 rng(2811);
  const auto pick = [&](std::span<const std::string_view> words, std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.emplace_back(words[rng() % words.size()]);
    return out;
  };
  struct row final {
    std::string id;
    match_traits traits;
    member_kind kind;
    bool listed;
  };
  std::vector<row> rows;
  member_index index;
  for (int i = 0; i < 4500; ++i) {
    member_facts f;
    f.industry = vocabulary::industries()[rng() % 5];  // a few, so that industries hold many
    f.skills = pick(vocabulary::skills().first(10), 1 + rng() % 3);
    f.interests = pick(vocabulary::interests(), rng() % 3);
    f.goals = pick(vocabulary::goals(), rng() % 3);
    if (rng() % 10 != 0) f.experience_years = static_cast<int>(rng() % 12);
    f.city = vocabulary::city_names()[rng() % 12];
    f.funding_stage = vocabulary::stage_name(static_cast<vocabulary::funding_stage>(rng() % 7));
    f.team_size = static_cast<int>(rng() % 12);
    f.verified = rng() % 4 == 0;
    const auto kind = static_cast<member_kind>(rng() % 4);
    if (i >= 3000) {
      auto& r = rows[rng() % rows.size()];
      if (rng() % 3 == 0) {
        index.unlist(r.id);
        r.listed = false;
      } else {
        r = {r.id, traits_of(f), kind, rng() % 20 != 0};
        index.put(r.id, r.traits, r.kind, r.listed);
      }
      continue;
    }
    rows.push_back({"m" + std::to_string(i), traits_of(f), kind, rng() % 20 != 0});
    index.put(rows.back().id, rows.back().traits, kind, rows.back().listed);
  }
  for (int round = 0; round < 400; ++round) {
    const auto& me = rows[rng() % rows.size()];
    match_preferences p;
    for (auto& level : p.factors) level = static_cast<preference>(rng() % 3 == 0 ? rng() % 3 : 0);
    for (auto& shown : p.kinds) shown = rng() % 4 != 0;
    const auto filter = static_cast<scenario>(rng() % 5);
    std::vector<std::string> excluded;
    for (int i = 0; i < 40; ++i) excluded.push_back(rows[rng() % rows.size()].id);
    std::sort(excluded.begin(), excluded.end());
    const std::size_t limit = 1 + rng() % 30;

    const scorer plain(me.traits);
    const scorer weighted(me.traits, p.weights());
    const auto goal = static_cast<std::uint8_t>(1u << *vocabulary::goal_bit("Find Co-founder"));
    const auto in_scenario = [&](const row& r) {
      const bool founder = r.kind == member_kind::founder || r.kind == member_kind::unknown;
      switch (filter) {
        case scenario::everyone:
          return true;
        case scenario::founder:
          return founder;
        case scenario::investor:
          return r.kind == member_kind::investor;
        case scenario::mentor:
          return r.kind == member_kind::mentor;
        case scenario::cofounder:
          return founder && (r.traits.goals & goal) != 0;
      }
      return false;
    };
    const auto kind_of = [](const row& r) {
      const auto k = r.kind == member_kind::mentor     ? shown_kind::mentors
                     : r.kind == member_kind::investor ? shown_kind::investors
                                                       : shown_kind::founders;
      return static_cast<std::size_t>(k);
    };
    const auto kind_shown = [&](const row& r) { return p.kinds[kind_of(r)]; };
    std::vector<std::size_t> eligible;
    deck_count expected;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const auto& r = rows[i];
      if (!r.listed || r.id == me.id ||
          std::binary_search(excluded.begin(), excluded.end(), r.id) || !in_scenario(r)) {
        continue;
      }
      const auto missed = p.must() & ~plain.met(r.traits);
      if (missed == 0 && kind_shown(r)) {
        eligible.push_back(i);
        ++expected.remaining;
      } else if (missed == 0) {
        ++expected.left.by_kind[kind_of(r)];
      } else if (kind_shown(r) && std::has_single_bit(missed)) {
        ++expected.left.by_factor[static_cast<std::size_t>(std::countr_zero(missed))];
      }
    }
    std::stable_sort(eligible.begin(), eligible.end(), [&](std::size_t a, std::size_t b) {
      const auto sa = weighted.thousandths(rows[a].traits);
      const auto sb = weighted.thousandths(rows[b].traits);
      if (sa != sb) return sa > sb;
      return rows[a].traits.verified && !rows[b].traits.verified;
    });
    eligible.resize(std::min(eligible.size(), limit));

    const auto page = index.deck({.viewer_id = me.id,
                                  .filter = filter,
                                  .limit = limit,
                                  .excluded_ids = excluded,
                                  .preferences = p});
    ASSERT_EQ(page.cards.size(), eligible.size()) << round;
    for (std::size_t i = 0; i < eligible.size(); ++i) {
      const auto& r = rows[eligible[i]];
      ASSERT_EQ(page.cards[i].id, r.id) << round << " card " << i;
      EXPECT_EQ(page.cards[i].percentage, plain.percentage(r.traits));
    }
    EXPECT_EQ(page.remaining, expected.remaining) << round;
    EXPECT_EQ(page.left.by_factor, expected.left.by_factor) << round;
    EXPECT_EQ(page.left.by_kind, expected.left.by_kind) << round;
  }
}

}  // namespace
}  // namespace sangam::features::discover
