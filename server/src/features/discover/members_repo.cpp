#include "features/discover/members_repo.hpp"

#include <soci/soci.h>

#include <unordered_map>

#include "core/clock.hpp"
#include "db/rows.hpp"
#include "http/json_body.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

#define SANGAM_MATCH_COLUMNS                                                     \
  "SELECT id, status, visible, member_role, industry, skills, interests, goals," \
  " experience_years, city, funding_stage, team_size, verified_at FROM profiles"
// In the order members joined: their slots in the index, which break ties between equal matches,
// are then the same on every instance and after every reload (a bare SELECT's order is the
// engine's, and PostgreSQL's moves when a row is updated).
constexpr const char* k_all_approved =
    SANGAM_MATCH_COLUMNS " WHERE status = 'approved' ORDER BY created_at, id";
constexpr const char* k_changed_since =
    SANGAM_MATCH_COLUMNS " WHERE updated_at >= :since ORDER BY updated_at";
constexpr const char* k_one = SANGAM_MATCH_COLUMNS " WHERE id = :id";
#undef SANGAM_MATCH_COLUMNS

// The member summary's columns first, then a card's own.
constexpr std::string_view k_cards_rest =
    ", p.bio, p.skills, p.interests, p.goals, p.experience_years, p.funding_stage, p.team_size,"
    " p.details FROM profiles p LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE p.id IN (";

// Puts one profile row (of the columns above) into the index.
void apply_row(const soci::row& r, member_index& index) {
  const auto id = r.get<std::string>(0);
  const bool listed = r.get<std::string>(1) == "approved" && db::integer_at(r, 2) != 0;
  if (!listed) {
    index.unlist(id);
    return;
  }
  member_facts facts{.industry = db::text_at(r, 4).value_or(""),
                     .skills = db::string_list_at(r, 5),
                     .interests = db::string_list_at(r, 6),
                     .goals = db::string_list_at(r, 7),
                     .city = db::text_at(r, 9).value_or(""),
                     .funding_stage = db::text_at(r, 10).value_or("")};
  if (const auto years = db::optional_integer_at(r, 8))
    facts.experience_years = static_cast<int>(*years);
  if (const auto size = db::optional_integer_at(r, 11)) facts.team_size = static_cast<int>(*size);
  facts.verified = db::text_at(r, 12).has_value();
  index.put(id, traits_of(facts), member_kind_from(db::text_at(r, 3).value_or("")), true);
}

json strings_of(const json& details, const char* key) {
  const auto it = details.find(key);
  if (it == details.end() || !it->is_array()) return json::array();
  json out = json::array();
  for (const auto& item : *it) {
    if (item.is_string()) out.push_back(item);
  }
  return out;
}

json text_of(const json& details, const char* key) {
  const auto it = details.find(key);
  return it != details.end() && it->is_string() ? *it : json(nullptr);
}

json card_json(const soci::row& r, bool full) {
  auto card = to_json(read_member_summary(r));
  if (!full) return card;
  constexpr auto n = k_member_summary_column_count;  // the card's own columns follow
  card["bio"] = http::or_null(db::text_at(r, n));
  card["skills"] = db::string_list_at(r, n + 1);
  card["interests"] = db::string_list_at(r, n + 2);
  card["goals"] = db::string_list_at(r, n + 3);
  card["experience"] = http::or_null(db::optional_integer_at(r, n + 4));
  card["fundingStage"] = http::or_null(db::text_at(r, n + 5));
  card["teamSize"] = http::or_null(db::optional_integer_at(r, n + 6));
  const auto details_text = db::text_at(r, n + 7);
  const auto details = details_text ? json::parse(*details_text, nullptr, false) : json();
  const auto role = db::text_at(r, 8).value_or("");
  card["mentor"] = nullptr;
  card["investor"] = nullptr;
  if (details.is_object() && role == "Mentor") {
    const auto rate = details.find("hourlyRate");
    card["mentor"] = {
        {"expertise", strings_of(details, "expertise")},
        {"mentorshipAreas", strings_of(details, "mentorshipAreas")},
        {"hourlyRate", rate != details.end() && rate->is_number_integer() ? *rate : json(nullptr)},
        {"availability", text_of(details, "availability")}};
  } else if (details.is_object() && role == "Investor") {
    card["investor"] = {{"firm", text_of(details, "firm")},
                        {"focusAreas", strings_of(details, "focusAreas")},
                        {"investmentStage", text_of(details, "investmentStage")},
                        {"typicalCheckSize", text_of(details, "typicalCheckSize")},
                        {"portfolioCompanies", strings_of(details, "portfolioCompanies")},
                        {"recentInvestments", strings_of(details, "recentInvestments")}};
  }
  return card;
}

}  // namespace

json to_json(const member_summary& member) {
  using http::or_null;
  return {{"id", member.id},
          {"name", member.name},
          {"title", or_null(member.title)},
          {"company", or_null(member.company)},
          {"industry", or_null(member.industry)},
          {"location", or_null(member.location)},
          {"memberRole", or_null(member.member_role)},
          {"photoUrl", or_null(member.photo_url)},
          {"verified", member.verified}};
}

void load_members(db::pool& db, member_index& index) {
  auto sql = db.acquire();
  soci::rowset<soci::row> rows = (sql->prepare << k_all_approved);
  for (const auto& r : rows) apply_row(r, index);
}

void load_changed_members(db::pool& db, member_index& index, const std::string& since) {
  auto sql = db.acquire();
  soci::rowset<soci::row> rows = (sql->prepare << k_changed_since, soci::use(since));
  for (const auto& r : rows) apply_row(r, index);
}

void reload_member(db::pool& db, member_index& index, std::string_view profile_id) {
  const std::string id(profile_id);
  auto sql = db.acquire();
  soci::rowset<soci::row> rows = (sql->prepare << k_one, soci::use(id));
  bool found = false;
  for (const auto& r : rows) {
    apply_row(r, index);
    found = true;
  }
  if (!found) index.unlist(id);
}

std::vector<json> member_cards(soci::session& sql, std::span<const std::string> ids, bool full) {
  std::vector<json> cards;
  std::string text = "SELECT ";
  text += k_member_summary_columns;
  text += k_cards_rest;
  std::unordered_map<std::string, json> by_id;
  db::for_each_row_in(sql, std::move(text), ids, [&](const soci::row& r) {
    auto card = card_json(r, full);
    auto id = card["id"].get<std::string>();
    by_id.emplace(std::move(id), std::move(card));
  });
  cards.reserve(ids.size());
  for (const auto& id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) cards.push_back(std::move(it->second));
  }
  return cards;
}

}  // namespace sangam::features::discover
