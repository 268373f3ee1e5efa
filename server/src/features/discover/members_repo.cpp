#include "features/discover/members_repo.hpp"

#include <soci/soci.h>

#include <unordered_map>

#include "features/profiles/facts.hpp"
#include "http/json_body.hpp"

namespace sangam::features::discover {
namespace {

using nlohmann::json;

// Puts one member into the index, or takes them out when not listed.
void apply(const profiles::listing& l, member_index& index) {
  if (!l.listed) {
    index.unlist(l.id);
    return;
  }
  index.put(l.id, traits_of(l.facts), member_kind_from(l.member_role), true);
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

json whole_of(const json& details, const char* key) {
  const auto it = details.find(key);
  return it != details.end() && it->is_number_integer() ? *it : json(nullptr);
}

json card_json(const profiles::member_card& c) {
  auto card = to_json(c.member);
  card["bio"] = http::or_null(c.bio);
  card["skills"] = c.skills;
  card["interests"] = c.interests;
  card["goals"] = c.goals;
  card["experience"] = http::or_null(c.experience_years);
  card["fundingStage"] = http::or_null(c.funding_stage);
  card["teamSize"] = http::or_null(c.team_size);
  const auto details = c.details ? json::parse(*c.details, nullptr, false) : json();
  const auto role = c.member.member_role.value_or("");
  card["mentor"] = nullptr;
  card["investor"] = nullptr;
  if (details.is_object() && role == "Mentor") {
    card["mentor"] = {{"expertise", strings_of(details, "expertise")},
                      {"mentorshipAreas", strings_of(details, "mentorshipAreas")},
                      {"hourlyRate", whole_of(details, "hourlyRate")},
                      {"proBono", details.value("proBono", json(false)).is_boolean() &&
                                      details.value("proBono", false)},
                      {"availability", text_of(details, "availability")},
                      {"availabilitySlots", details.value("availabilitySlots", json::array())}};
  } else if (details.is_object() && role == "Investor") {
    card["investor"] = {{"firm", text_of(details, "firm")},
                        {"focusAreas", strings_of(details, "focusAreas")},
                        {"investmentStage", text_of(details, "investmentStage")},
                        {"typicalCheckSize", text_of(details, "typicalCheckSize")},
                        {"stages", strings_of(details, "stages")},
                        {"chequeMin", whole_of(details, "chequeMin")},
                        {"chequeMax", whole_of(details, "chequeMax")},
                        {"portfolioCompanies", strings_of(details, "portfolioCompanies")},
                        {"recentInvestments", strings_of(details, "recentInvestments")}};
  }
  return card;
}

}  // namespace

void load_members(db::pool& db, member_index& index) {
  auto sql = db.acquire();
  profiles::each_approved_listing(*sql, [&](const profiles::listing& l) { apply(l, index); });
}

void load_changed_members(db::pool& db, member_index& index, const std::string& since) {
  auto sql = db.acquire();
  profiles::each_listing_changed_since(*sql, since,
                                       [&](const profiles::listing& l) { apply(l, index); });
}

void reload_member(db::pool& db, member_index& index, std::string_view profile_id) {
  std::optional<profiles::listing> found;
  {
    auto sql = db.acquire();
    found = profiles::listing_of(*sql, profile_id);
  }
  if (found) {
    apply(*found, index);
  } else {
    index.unlist(std::string(profile_id));
  }
}

std::vector<json> member_cards(soci::session& sql, std::span<const std::string> ids, bool full) {
  std::unordered_map<std::string, json> by_id;
  if (full) {
    for (const auto& c : profiles::cards_of(sql, ids)) by_id.emplace(c.member.id, card_json(c));
  } else {
    for (const auto& m : profiles::summaries_of(sql, ids)) by_id.emplace(m.id, to_json(m));
  }
  std::vector<json> cards;
  cards.reserve(ids.size());
  for (const auto& id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) cards.push_back(std::move(it->second));
  }
  return cards;
}

}  // namespace sangam::features::discover
