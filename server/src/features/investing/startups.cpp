#include "features/investing/startups.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "db/rows.hpp"
#include "features/investing/ranking.hpp"
#include "features/investing/visibility.hpp"
#include "features/kinds/gate.hpp"
#include "features/pitches/people.hpp"
#include "features/profiles/directory.hpp"

namespace sangam::features::investing {
namespace {

constexpr const char* k_decisions =
    "SELECT founder_id, decision FROM startup_decisions WHERE investor_id = :me";
constexpr const char* k_decide =
    "INSERT INTO startup_decisions (investor_id, founder_id, decision, created_at)"
    " VALUES (:i, :f, :d, :at) ON CONFLICT (investor_id, founder_id)"
    " DO UPDATE SET decision = excluded.decision, created_at = excluded.created_at";
constexpr const char* k_liked =
    "SELECT founder_id, created_at FROM startup_decisions WHERE investor_id = :me"
    " AND decision = 'like' ORDER BY created_at DESC, founder_id";

investor_focus focus_of(const std::optional<profiles::member_profile>& investor) {
  investor_focus focus;
  if (!investor || !investor->details) return focus;
  const auto parsed = nlohmann::json::parse(*investor->details, nullptr, false);
  if (!parsed.is_object()) return focus;
  if (const auto areas = parsed.find("focusAreas"); areas != parsed.end() && areas->is_array()) {
    for (const auto& area : *areas) {
      if (area.is_string()) focus.focus_areas.push_back(area.get<std::string>());
    }
  }
  if (const auto stage = parsed.find("investmentStage");
      stage != parsed.end() && stage->is_string()) {
    focus.investment_stage = stage->get<std::string>();
  }
  return focus;
}

std::optional<long long> whole_at(const nlohmann::json& from, const char* key) {
  const auto it = from.find(key);
  if (it == from.end() || !it->is_number_integer()) return std::nullopt;
  return it->get<long long>();
}

void add_tags(std::vector<std::string>& tags, const nlohmann::json& list) {
  if (!list.is_array()) return;
  for (const auto& item : list) {
    if (item.is_string() && std::ranges::find(tags, item.get<std::string>()) == tags.end()) {
      tags.push_back(item.get<std::string>());
    }
  }
}

constexpr std::size_t k_max_tags = 8;

// The founder's section of their profile: the money raised, traction and the tags.
void add_founder_section(startup& card, const profiles::member_profile& founder) {
  if (founder.industry) card.tags.push_back(*founder.industry);
  const auto details = founder.details ? nlohmann::json::parse(*founder.details, nullptr, false)
                                       : nlohmann::json::object();
  if (details.is_object()) {
    card.raised_so_far = whole_at(details, "raisedSoFar");
    const auto traction = details.value("traction", nlohmann::json::object());
    const auto looking = details.value("lookingFor", nlohmann::json::object());
    if (traction.is_object()) {
      const auto band = traction.find("revenueBand");
      if (band != traction.end() && band->is_string()) card.traction.revenue_band = *band;
      card.traction.users = whole_at(traction, "users");
      card.traction.growth = whole_at(traction, "growth");
    }
    if (looking.is_object()) {
      add_tags(card.tags, looking.value("cofounderRoles", nlohmann::json()));
      add_tags(card.tags, looking.value("mentorAreas", nlohmann::json()));
    }
  }
  add_tags(card.tags, nlohmann::json(founder.skills));
  if (card.tags.size() > k_max_tags) card.tags.resize(k_max_tags);
}

struct ranked final {
  startup card;
  std::string joined_at;
};

bool is_founder(const profiles::member_profile& p) {
  return p.approved && (!p.member_role || p.member_role == "Founder");
}

}  // namespace

void require_investor(soci::session& sql, std::string_view member_id) {
  kinds::require_kind(sql, member_id, "Investor");
}

std::vector<startup> startups_for(soci::session& sql, std::string_view investor_id, int limit) {
  const std::string me(investor_id);
  const auto focus = focus_of(profiles::profile_of(sql, me));
  std::map<std::string, std::string, std::less<>> decided;
  {
    soci::rowset<soci::row> rows = (sql.prepare << k_decisions, soci::use(me));
    for (const auto& r : rows) decided.emplace(r.get<std::string>(0), r.get<std::string>(1));
  }
  std::map<std::string, pitches::received, std::less<>> pitched;
  for (auto& pitch : pitches::pitches_to(sql, me)) {
    pitched.emplace(pitch.from.id, std::move(pitch));  // the newest comes first and stays
  }
  std::vector<ranked> list;
  for (auto& founder : profiles::approved_members(sql, {.kind = profiles::member_kind::founder})) {
    if (founder.id == me) continue;
    const auto pitch = pitched.find(founder.id);
    const auto decision = decided.find(founder.id);
    const bool has_pitch = pitch != pitched.end();
    if (decision != decided.end() && (decision->second == "like" || !has_pitch)) continue;
    ranked item{.card = {.founder = pitches::summary_of(founder),
                         .stage = std::move(founder.funding_stage),
                         .description = std::move(founder.bio),
                         .team_size = founder.team_size},
                .joined_at = std::move(founder.created_at)};
    add_founder_section(item.card, founder);
    item.card.match =
        startup_match(focus, item.card.founder.industry.value_or(""), item.card.stage.value_or(""));
    if (has_pitch) item.card.pitch = pitch->second;
    list.push_back(std::move(item));
  }
  std::vector<std::string> ids;
  ids.reserve(list.size());
  for (const auto& item : list) ids.push_back(item.card.founder.id);
  const auto in_view = founders_in_view(sql, me, ids);
  std::erase_if(list, [&](const ranked& item) { return !in_view.contains(item.card.founder.id); });
  const auto before = [](const ranked& a, const ranked& b) {
    if (a.card.pitch.has_value() != b.card.pitch.has_value()) return a.card.pitch.has_value();
    if (a.card.pitch && a.card.pitch->received_at != b.card.pitch->received_at) {
      return a.card.pitch->received_at > b.card.pitch->received_at;
    }
    if (a.card.match != b.card.match) return a.card.match > b.card.match;
    if (a.joined_at != b.joined_at) return a.joined_at > b.joined_at;
    return a.card.founder.id < b.card.founder.id;
  };
  const auto keep = std::min<std::size_t>(list.size(), static_cast<std::size_t>(limit));
  std::partial_sort(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(keep), list.end(),
                    before);
  std::vector<startup> out;
  out.reserve(keep);
  for (std::size_t i = 0; i < keep; ++i) out.push_back(std::move(list[i].card));
  return out;
}

void decide(db::tx& t, std::string_view investor_id, std::string_view founder_id, decision choice) {
  const std::string investor(investor_id), founder(founder_id);
  const auto profile = profiles::profile_of(t.sql(), founder);
  if (!profile || !is_founder(*profile) || founder == investor ||
      !founder_in_view(t.sql(), investor, founder)) {
    throw core::api_error::not_found();
  }
  const std::string text = choice == decision::like ? "like" : "skip";
  const auto at = core::now_iso8601();
  t.execute(k_decide, soci::use(investor), soci::use(founder), soci::use(text), soci::use(at));
  if (choice == decision::skip) {
    pitches::answer_pitches_from(t, investor, founder, pitches::answer::declined);
  }
}

std::vector<liked_startup> liked_by(soci::session& sql, std::string_view investor_id) {
  const std::string me(investor_id);
  std::vector<liked_startup> list;
  std::vector<std::string> ids;
  {
    soci::rowset<soci::row> rows = (sql.prepare << k_liked, soci::use(me));
    for (const auto& r : rows) {
      ids.push_back(r.get<std::string>(0));
      list.push_back({.liked_at = r.get<std::string>(1)});
    }
  }
  const auto founders = profiles::profiles_by_id(sql, ids);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto founder = founders.find(ids[i]);
    if (founder == founders.end() || !founder->second.approved) continue;
    list[i].founder = pitches::summary_of(founder->second);
    list[i].stage = founder->second.funding_stage;
  }
  std::erase_if(list, [](const liked_startup& s) { return s.founder.id.empty(); });
  ids.clear();
  for (const auto& liked : list) ids.push_back(liked.founder.id);
  const auto in_view = founders_in_view(sql, me, ids);
  std::erase_if(list, [&](const liked_startup& s) { return !in_view.contains(s.founder.id); });
  for (auto& liked : list) liked.introduction = latest_introduction(sql, me, liked.founder.id);
  return list;
}

}  // namespace sangam::features::investing
