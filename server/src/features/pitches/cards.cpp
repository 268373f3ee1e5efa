#include "features/pitches/cards.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <unordered_set>
#include <utility>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "db/rows.hpp"
#include "features/discover/match.hpp"
#include "features/discover/member_summary.hpp"
#include "features/discover/members_repo.hpp"
#include "features/moderation/blocks.hpp"
#include "features/pitches/card_details.hpp"

namespace sangam::features::pitches {
namespace {

using nlohmann::json;

// A member's match data, then (for the cards) the member summary's columns and the card's own.
#define SANGAM_CARD_COLUMNS                                                                  \
  "SELECT p.id, p.first_name, p.last_name, p.title, p.role, p.company, p.industry, p.city,"  \
  " p.member_role, ph.etag, p.verified_at, p.bio, p.skills, p.interests, p.goals,"           \
  " p.experience_years,"                                                                     \
  " p.funding_stage, p.team_size, p.details FROM profiles p"                                 \
  " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"                                     \
  " WHERE p.status = 'approved' AND p.visible = 1 AND p.id <> :me"                           \
  " AND NOT EXISTS (SELECT 1 FROM card_passes c WHERE c.member_id = :me2 AND c.kind = :kind" \
  " AND c.target_id = p.id)"                                                                 \
  " AND NOT EXISTS (SELECT 1 FROM pitches x WHERE x.sender_id = :me3 AND x.target_id = p.id" \
  " AND (x.status = 'pending' OR (x.status = 'approved' AND x.response IS NULL)))"           \
  " AND NOT EXISTS (SELECT 1 FROM applications x WHERE x.sender_id = :me4"                   \
  " AND x.target_id = p.id"                                                                  \
  " AND (x.status = 'pending' OR (x.status = 'approved' AND x.response IS NULL)))"
constexpr const char* k_cofounder_candidates = SANGAM_CARD_COLUMNS
    " AND (p.member_role IS NULL OR p.member_role = 'Founder')"
    " AND p.goals LIKE '%\"Find Co-founder\"%'";
constexpr const char* k_mentors = SANGAM_CARD_COLUMNS " AND p.member_role = 'Mentor'";
constexpr const char* k_investors = SANGAM_CARD_COLUMNS " AND p.member_role = 'Investor'";
#undef SANGAM_CARD_COLUMNS
constexpr const char* k_viewer =
    "SELECT industry, skills, interests, goals, experience_years, city, funding_stage, team_size"
    " FROM profiles WHERE id = :id";
constexpr const char* k_approved_other =
    "SELECT COUNT(*) FROM profiles WHERE id = :id AND status = 'approved' AND id <> :me";
constexpr const char* k_insert_pass =
    "INSERT INTO card_passes (member_id, kind, target_id, created_at) VALUES (:me, :kind, :id,"
    " :at) ON CONFLICT (member_id, kind, target_id) DO NOTHING";

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

// Columns of the card query.
enum column : std::size_t {
  c_industry = 6,
  c_city = 7,
  c_bio = discover::k_member_summary_column_count,
  c_skills,
  c_interests,
  c_goals,
  c_experience,
  c_stage,
  c_team,
  c_details,
};

discover::member_facts facts_at(const soci::row& r, std::size_t industry, std::size_t skills,
                                std::size_t interests, std::size_t goals, std::size_t experience,
                                std::size_t city, std::size_t stage, std::size_t team) {
  discover::member_facts facts{.industry = db::text_at(r, industry).value_or(""),
                               .skills = db::string_list_at(r, skills),
                               .interests = db::string_list_at(r, interests),
                               .goals = db::string_list_at(r, goals),
                               .city = db::text_at(r, city).value_or(""),
                               .funding_stage = db::text_at(r, stage).value_or("")};
  if (const auto years = db::optional_integer_at(r, experience)) {
    facts.experience_years = static_cast<int>(*years);
  }
  if (const auto size = db::optional_integer_at(r, team)) facts.team_size = static_cast<int>(*size);
  return facts;
}

discover::match_traits viewer_traits(soci::session& sql, const std::string& id) {
  soci::rowset<soci::row> rows = (sql.prepare << k_viewer, soci::use(id));
  for (const auto& r : rows) return discover::traits_of(facts_at(r, 0, 1, 2, 3, 4, 5, 6, 7));
  return {};
}

const char* candidates_sql(target_kind kind) {
  switch (kind) {
    case target_kind::mentor:
      return k_mentors;
    case target_kind::investor:
      return k_investors;
    default:
      return k_cofounder_candidates;
  }
}

bool contains_lower(std::string_view text, std::string_view lowered_needle) {
  return core::ascii_lower(text).find(lowered_needle) != std::string::npos;
}

bool any_contains(const json& list, std::string_view lowered_needle) {
  return std::any_of(list.begin(), list.end(), [&](const json& item) {
    return item.is_string() && contains_lower(item.get_ref<const std::string&>(), lowered_needle);
  });
}

// Search: cofounders on name or skills, mentors on name or expertise, investors on name or
// focus areas.
bool found_by(const json& card, target_kind kind, std::string_view lowered_needle) {
  if (lowered_needle.empty()) return true;
  if (contains_lower(card["name"].get_ref<const std::string&>(), lowered_needle)) return true;
  switch (kind) {
    case target_kind::mentor:
      return any_contains(card["expertise"], lowered_needle);
    case target_kind::investor:
      return any_contains(card["focusAreas"], lowered_needle);
    default:
      return any_contains(card["skills"], lowered_needle);
  }
}

struct scored final {
  int thousandths = 0;
  json card;
};

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

std::vector<json> best_cards(soci::session& sql, const card_query& query) {
  const auto& me = query.viewer_id;
  const discover::scorer score(viewer_traits(sql, me));
  std::unordered_set<std::string> blocked;
  for (auto& id : moderation::blocked_either_way(sql, me)) blocked.insert(std::move(id));
  const std::string kind(name_of(query.kind));
  std::vector<scored> found;
  soci::rowset<soci::row> rows = (sql.prepare << candidates_sql(query.kind), soci::use(me),
                                  soci::use(me), soci::use(kind), soci::use(me), soci::use(me));
  for (const auto& r : rows) {
    if (blocked.contains(r.get<std::string>(0))) continue;
    if (query.industry && db::text_at(r, c_industry) != query.industry) continue;
    const auto goals = db::string_list_at(r, c_goals);
    if (query.kind == target_kind::cofounder &&
        std::find(goals.begin(), goals.end(), "Find Co-founder") == goals.end()) {
      continue;
    }
    auto card = discover::to_json(discover::read_member_summary(r));
    card.erase("memberRole");
    card["bio"] = db::text_at(r, c_bio) ? json(*db::text_at(r, c_bio)) : json(nullptr);
    card["skills"] = db::string_list_at(r, c_skills);
    const auto experience = db::optional_integer_at(r, c_experience);
    card["experience"] = experience ? json(*experience) : json(nullptr);
    add_particulars(card, db::text_at(r, c_details));
    if (!found_by(card, query.kind, query.search)) continue;
    const auto traits = discover::traits_of(facts_at(r, c_industry, c_skills, c_interests, c_goals,
                                                     c_experience, c_city, c_stage, c_team));
    const auto parts = score.breakdown(traits);
    const int percentage = parts.percentage();
    card["matchPercentage"] = percentage;
    card["matchLabel"] = discover::match_label(percentage);
    const auto factors = discover::factors_of(parts);
    card["matchReason"] = discover::match_reason(factors);
    auto& listed = card["matchFactors"] = json::array();
    for (const auto& f : factors) {
      listed.push_back(f.count > 0 ? json{{"factor", f.key}, {"count", f.count}}
                                   : json{{"factor", f.key}});
    }
    found.push_back({parts.total(), std::move(card)});
  }
  // Priority Matching: among equal scores, fully verified members first.
  const auto better = [](const scored& a, const scored& b) {
    if (a.thousandths != b.thousandths) return a.thousandths > b.thousandths;
    if (a.card["verified"] != b.card["verified"]) return a.card["verified"].get<bool>();
    return a.card["id"].get_ref<const std::string&>() < b.card["id"].get_ref<const std::string&>();
  };
  const auto keep = std::min(query.limit, found.size());
  std::partial_sort(found.begin(), found.begin() + static_cast<std::ptrdiff_t>(keep), found.end(),
                    better);
  std::vector<json> cards;
  cards.reserve(keep);
  for (std::size_t i = 0; i < keep; ++i) cards.push_back(std::move(found[i].card));
  return cards;
}

void pass_card(db::tx& t, const card_pass& pass) {
  long long n = 0;
  t.fetch(k_approved_other, soci::use(pass.target_id), soci::use(pass.member_id), soci::into(n));
  if (n == 0) throw core::api_error::not_found();
  const std::string kind(name_of(pass.kind)), at = core::now_iso8601();
  t.execute(k_insert_pass, soci::use(pass.member_id), soci::use(kind), soci::use(pass.target_id),
            soci::use(at));
}

}  // namespace sangam::features::pitches
