#include "features/pitches/cards.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <unordered_set>
#include <utility>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/priority.hpp"
#include "features/moderation/blocks.hpp"
#include "features/pitches/people.hpp"
#include "features/profiles/directory.hpp"
#include "features/profiles/members.hpp"
#include "http/json_body.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

// Whom the viewer has passed on this screen, or has an open pitch or application to.
constexpr const char* k_set_aside =
    "SELECT target_id FROM card_passes WHERE member_id = :me AND kind = :kind"
    " UNION SELECT target_id FROM pitches WHERE sender_id = :me2 AND target_id IS NOT NULL"
    " AND (status = 'pending' OR (status = 'approved' AND response IS NULL))"
    " UNION SELECT target_id FROM applications WHERE sender_id = :me3 AND target_id IS NOT NULL"
    " AND (status = 'pending' OR (status = 'approved' AND response IS NULL))";
constexpr const char* k_insert_pass =
    "INSERT INTO card_passes (member_id, kind, target_id, created_at) VALUES (:me, :kind, :id,"
    " :at) ON CONFLICT (member_id, kind, target_id) DO NOTHING";
constexpr std::string_view k_find_cofounder = "Find Co-founder";

// The filter list of SPEC section 9 and the stored industry each stands for.
constexpr std::array<std::pair<std::string_view, std::string_view>, 7> k_industry_filters{{
    {"AI/ML", "AI/ML"},
    {"FinTech", "Fintech"},
    {"Healthcare", "Healthcare"},
    {"E-Commerce", "E-commerce"},
    {"Software", "SaaS"},
    {"Blockchain", "Blockchain"},
    {"EdTech", "EdTech"},
}};

discover::member_facts facts_of(const profiles::member_profile& p) {
  discover::member_facts facts{.industry = p.industry.value_or(""),
                               .skills = p.skills,
                               .interests = p.interests,
                               .goals = p.goals,
                               .city = p.city.value_or(""),
                               .funding_stage = p.funding_stage.value_or("")};
  if (p.experience_years) facts.experience_years = static_cast<int>(*p.experience_years);
  if (p.team_size) facts.team_size = static_cast<int>(*p.team_size);
  return facts;
}

std::unordered_set<std::string> set_aside(soci::session& sql, const std::string& me,
                                          target_kind kind) {
  const std::string screen(name_of(kind));
  std::unordered_set<std::string> ids{me};
  soci::rowset<std::string> rows =
      (sql.prepare << k_set_aside, soci::use(me), soci::use(screen), soci::use(me), soci::use(me));
  for (const auto& id : rows) ids.insert(id);
  for (auto& id : moderation::blocked_either_way(sql, me)) ids.insert(std::move(id));
  return ids;
}

profiles::member_filter candidates_of(target_kind kind) {
  switch (kind) {
    case target_kind::mentor:
      return {.kind = profiles::member_kind::mentor, .visible_only = true, .in_decks = true};
    case target_kind::investor:
      return {.kind = profiles::member_kind::investor, .visible_only = true, .in_decks = true};
    default:
      return {.kind = profiles::member_kind::founder,
              .visible_only = true,
              .in_decks = true,
              .with_goal = k_find_cofounder};
  }
}

bool contains_lower(std::string_view text, std::string_view lowered_needle) {
  return core::ascii_lower(text).find(lowered_needle) != std::string::npos;
}

bool any_contains(const std::vector<std::string>& list, std::string_view lowered_needle) {
  return std::ranges::any_of(
      list, [&](const std::string& item) { return contains_lower(item, lowered_needle); });
}

// Search: cofounders on name or skills, mentors on name or expertise, investors on name or
// focus areas.
bool found_by(const card& c, target_kind kind, std::string_view lowered_needle) {
  if (lowered_needle.empty() || contains_lower(c.member.name, lowered_needle)) return true;
  switch (kind) {
    case target_kind::mentor:
      return any_contains(c.details.expertise, lowered_needle);
    case target_kind::investor:
      return any_contains(c.details.focus_areas, lowered_needle);
    default:
      return any_contains(c.skills, lowered_needle);
  }
}

// The candidate's card if the query's filters keep it.
std::optional<card> card_if_kept(const card_query& query, const discover::scorer& score,
                                 profiles::member_profile&& p) {
  if (query.industry && p.industry != query.industry) return std::nullopt;
  if (query.kind == target_kind::cofounder &&
      std::ranges::find(p.goals, k_find_cofounder) == p.goals.end()) {
    return std::nullopt;
  }
  card c{.member = summary_of(p),
         .bio = std::move(p.bio),
         .skills = p.skills,
         .experience = p.experience_years,
         .details = particulars_of(p.details)};
  if (!found_by(c, query.kind, query.search)) return std::nullopt;
  c.match = score.breakdown(discover::traits_of(facts_of(p)));
  return c;
}

}  // namespace

std::optional<std::string> stored_industry(std::string_view filter) {
  if (filter.empty() || filter == "All Industries") return std::nullopt;
  for (const auto& [shown, stored] : k_industry_filters) {
    if (shown == filter) return std::string(stored);
  }
  throw core::api_error::validation(
      {{"industry",
        "Choose All Industries, AI/ML, FinTech, Healthcare, E-Commerce, Software, Blockchain or "
        "EdTech."}});
}

json to_json(const card& c) {
  auto out = discover::to_json(c.member);
  out.erase("memberRole");
  out["bio"] = http::or_null(c.bio);
  out["skills"] = c.skills;
  out["experience"] = http::or_null(c.experience);
  add_particulars(out, c.details);
  const int percentage = c.match.percentage();
  out["matchPercentage"] = percentage;
  out["matchLabel"] = discover::match_label(percentage);
  const auto factors = discover::factors_of(c.match);
  out["matchReason"] = discover::match_reason(factors);
  auto& listed = out["matchFactors"] = json::array();
  for (const auto& f : factors) {
    listed.push_back(f.count > 0 ? json{{"factor", f.key}, {"count", f.count}}
                                 : json{{"factor", f.key}});
  }
  return out;
}

std::vector<card> best_cards(soci::session& sql, const card_query& query) {
  const auto& me = query.viewer_id;
  const auto viewer = profiles::profile_of(sql, me);
  const discover::scorer score(viewer ? discover::traits_of(facts_of(*viewer))
                                      : discover::match_traits{});
  const auto excluded = set_aside(sql, me, query.kind);
  std::vector<card> found;
  for (auto& p : profiles::approved_members(sql, candidates_of(query.kind))) {
    if (excluded.contains(p.id)) continue;
    if (auto c = card_if_kept(query, score, std::move(p))) found.push_back(std::move(*c));
  }
  const auto better = [](const card& a, const card& b) {
    const auto order = discover::rank_order({a.match.total(), a.member.verified},
                                            {b.match.total(), b.member.verified});
    return order != 0 ? order < 0 : a.member.id < b.member.id;
  };
  const auto keep = std::min(query.limit, found.size());
  std::partial_sort(found.begin(), found.begin() + static_cast<std::ptrdiff_t>(keep), found.end(),
                    better);
  found.resize(keep);
  return found;
}

void pass_card(db::tx& t, const card_pass& pass) {
  if (pass.target_id == pass.member_id || !profiles::is_approved_member(t.sql(), pass.target_id)) {
    throw core::api_error::not_found();
  }
  const std::string kind(name_of(pass.kind)), at = core::now_iso8601();
  t.execute(k_insert_pass, soci::use(pass.member_id), soci::use(kind), soci::use(pass.target_id),
            soci::use(at));
}

}  // namespace sangam::features::pitches
