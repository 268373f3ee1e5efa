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

namespace sangam::features::investing {
namespace {

constexpr const char* k_details = "SELECT details FROM profiles WHERE id = :id";
constexpr std::string_view k_founders_rest =
    ", p.funding_stage, p.bio, p.team_size, p.skills, p.created_at FROM profiles p"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE p.status = 'approved' AND (p.member_role = 'Founder' OR p.member_role IS NULL)"
    " AND p.id <> :me";
constexpr const char* k_decisions =
    "SELECT founder_id, decision FROM startup_decisions WHERE investor_id = :me";
constexpr const char* k_is_founder =
    "SELECT COUNT(*) FROM profiles WHERE id = :id AND status = 'approved'"
    " AND (member_role = 'Founder' OR member_role IS NULL)";
constexpr const char* k_decide =
    "INSERT INTO startup_decisions (investor_id, founder_id, decision, created_at)"
    " VALUES (:i, :f, :d, :at) ON CONFLICT (investor_id, founder_id)"
    " DO UPDATE SET decision = excluded.decision, created_at = excluded.created_at";
constexpr std::string_view k_liked_rest =
    ", p.funding_stage, d.created_at FROM startup_decisions d JOIN profiles p ON p.id = "
    "d.founder_id"
    " LEFT JOIN profile_photos ph ON ph.profile_id = p.id"
    " WHERE d.investor_id = :me AND d.decision = 'like' AND p.status = 'approved'"
    " ORDER BY d.created_at DESC, p.id";

investor_focus focus_of(soci::session& sql, const std::string& investor) {
  std::string details;
  soci::indicator ind = soci::i_null;
  sql << k_details, soci::use(investor), soci::into(details, ind);
  investor_focus focus;
  if (ind != soci::i_ok) return focus;
  const auto parsed = nlohmann::json::parse(details, nullptr, false);
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

struct ranked final {
  startup card;
  std::string joined_at;
};

constexpr const char* k_member_role = "SELECT member_role FROM profiles WHERE id = :id";

}  // namespace

void require_investor(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string role;
  soci::indicator ind = soci::i_null;
  sql << k_member_role, soci::use(id), soci::into(role, ind);
  if (ind != soci::i_ok || role != "Investor") {
    throw core::api_error(403, "not_an_investor", "This page is for investors.");
  }
}

std::vector<startup> startups_for(soci::session& sql, std::string_view investor_id, int limit) {
  const std::string me(investor_id);
  const auto focus = focus_of(sql, me);
  std::map<std::string, std::string, std::less<>> decided;
  {
    soci::rowset<soci::row> rows = (sql.prepare << k_decisions, soci::use(me));
    for (const auto& r : rows) decided.emplace(r.get<std::string>(0), r.get<std::string>(1));
  }
  std::map<std::string, pitches::received, std::less<>> pitched;
  for (auto& pitch : pitches::pitches_to(sql, me)) {
    pitched.emplace(pitch.from.id, std::move(pitch));  // the newest comes first and stays
  }
  std::string text = "SELECT ";
  text += discover::k_member_summary_columns;
  text += k_founders_rest;
  constexpr auto n = discover::k_member_summary_column_count;
  std::vector<ranked> list;
  soci::rowset<soci::row> rows = (sql.prepare << text, soci::use(me));
  for (const auto& r : rows) {
    auto founder = discover::read_member_summary(r);
    const auto pitch = pitched.find(founder.id);
    const auto decision = decided.find(founder.id);
    const bool has_pitch = pitch != pitched.end();
    if (decision != decided.end() && (decision->second == "like" || !has_pitch)) continue;
    ranked item{.card = {.founder = std::move(founder),
                         .stage = db::text_at(r, n),
                         .description = db::text_at(r, n + 1),
                         .team_size = db::optional_integer_at(r, n + 2),
                         .tags = db::string_list_at(r, n + 3)},
                .joined_at = r.get<std::string>(n + 4)};
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
  long long founders = 0;
  t.fetch(k_is_founder, soci::use(founder), soci::into(founders));
  if (founders == 0 || founder == investor || !founder_in_view(t.sql(), investor, founder)) {
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
  std::string text = "SELECT ";
  text += discover::k_member_summary_columns;
  text += k_liked_rest;
  constexpr auto n = discover::k_member_summary_column_count;
  std::vector<liked_startup> list;
  {
    soci::rowset<soci::row> rows = (sql.prepare << text, soci::use(me));
    for (const auto& r : rows) {
      list.push_back({.founder = discover::read_member_summary(r),
                      .stage = db::text_at(r, n),
                      .liked_at = r.get<std::string>(n + 1)});
    }
  }
  std::vector<std::string> ids;
  ids.reserve(list.size());
  for (const auto& liked : list) ids.push_back(liked.founder.id);
  const auto in_view = founders_in_view(sql, me, ids);
  std::erase_if(list, [&](const liked_startup& s) { return !in_view.contains(s.founder.id); });
  for (auto& liked : list) liked.introduction = latest_introduction(sql, me, liked.founder.id);
  return list;
}

}  // namespace sangam::features::investing
