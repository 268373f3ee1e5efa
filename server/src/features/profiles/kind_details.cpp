#include "features/profiles/kind_details.hpp"

#include <soci/soci.h>

#include <algorithm>

#include "core/clock.hpp"
#include "features/profiles/kind_fields.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

constexpr const char* k_select =
    "SELECT details, funding_stage, team_size, member_role, approved_kind FROM profiles"
    " WHERE id = :id";
constexpr const char* k_update_details =
    "UPDATE profiles SET details = :details, updated_at = :at WHERE id = :id";
constexpr const char* k_update_founder =
    "UPDATE profiles SET funding_stage = :stage, team_size = :team WHERE id = :id";

// What the stored profile row says for the sections.
struct stored_row final {
  json details = json::object();
  std::optional<std::string> funding_stage;
  std::optional<int> team_size;
  std::string member_role = "Founder";
  std::optional<std::string> approved_kind;
};

std::optional<stored_row> row_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string details, stage, role, approved;
  int team = 0;
  soci::indicator details_ind = soci::i_null, stage_ind = soci::i_null, team_ind = soci::i_null,
                  role_ind = soci::i_null, approved_ind = soci::i_null;
  sql << k_select, soci::use(id), soci::into(details, details_ind), soci::into(stage, stage_ind),
      soci::into(team, team_ind), soci::into(role, role_ind), soci::into(approved, approved_ind);
  if (!sql.got_data()) return std::nullopt;
  stored_row row;
  if (details_ind == soci::i_ok) {
    auto parsed = json::parse(details, nullptr, false);
    if (parsed.is_object()) row.details = std::move(parsed);
  }
  if (stage_ind == soci::i_ok) row.funding_stage = stage;
  if (team_ind == soci::i_ok) row.team_size = team;
  if (role_ind == soci::i_ok) row.member_role = role;
  if (approved_ind == soci::i_ok) row.approved_kind = approved;
  return row;
}

std::vector<std::string> held_by(const stored_row& row) {
  std::vector<std::string> held{"Founder"};
  for (const auto* kind : {"Mentor", "Investor"}) {
    if (row.member_role == kind || row.approved_kind == kind) held.emplace_back(kind);
  }
  return held;
}

// The stored details' values, with defaults for what is not there.
json strings_at(const json& details, const char* key) {
  json out = json::array();
  const auto it = details.find(key);
  if (it == details.end() || !it->is_array()) return out;
  for (const auto& item : *it) {
    if (item.is_string()) out.push_back(item);
  }
  return out;
}
json scalar_at(const json& details, const char* key, bool (json::*is)() const noexcept) {
  const auto it = details.find(key);
  return it != details.end() && ((*it).*is)() ? *it : json(nullptr);
}
json integer_at(const json& details, const char* key) {
  return scalar_at(details, key, &json::is_number_integer);
}
json text_at(const json& details, const char* key) {
  return scalar_at(details, key, &json::is_string);
}
const json& object_at(const json& details, const char* key) {
  static const json k_empty = json::object();
  const auto it = details.find(key);
  return it != details.end() && it->is_object() ? *it : k_empty;
}

json founder_view(const stored_row& row) {
  const auto& d = row.details;
  const auto& looking = object_at(d, "lookingFor");
  const auto& traction = object_at(d, "traction");
  return {{"fundingStage", or_null(row.funding_stage)},
          {"teamSize", row.team_size ? json(*row.team_size) : json(nullptr)},
          {"raisedSoFar", integer_at(d, "raisedSoFar")},
          {"lookingFor",
           {{"cofounderRoles", strings_at(looking, "cofounderRoles")},
            {"mentorAreas", strings_at(looking, "mentorAreas")},
            {"investors", looking.value("investors", json(false)).is_boolean() &&
                              looking.value("investors", false)}}},
          {"traction",
           {{"revenueBand", text_at(traction, "revenueBand")},
            {"users", integer_at(traction, "users")},
            {"growth", integer_at(traction, "growth")}}}};
}

json mentor_view(const stored_row& row) {
  const auto& d = row.details;
  json slots = json::array();
  if (const auto it = d.find("availabilitySlots"); it != d.end() && it->is_array()) slots = *it;
  return {{"expertise", strings_at(d, "expertise")},
          {"mentorshipAreas", strings_at(d, "mentorshipAreas")},
          {"hourlyRate", integer_at(d, "hourlyRate")},
          {"proBono", d.value("proBono", json(false)).is_boolean() && d.value("proBono", false)},
          {"availabilitySlots", slots},
          {"availability", text_at(d, "availability")},
          {"timeZone", text_at(d, "timeZone")},
          {"sessionsGiven", integer_at(d, "sessionsGiven")}};
}

json investor_view(const stored_row& row) {
  const auto& d = row.details;
  json stages = strings_at(d, "stages");
  const auto stage_text = d.value("investmentStage", json()).is_string()
                              ? d["investmentStage"].get<std::string>()
                              : std::string();
  if (stages.empty()) {  // kinds granted and the demo seed say it as a text
    for (const auto stage : k_investor_stages) {
      if (stage_text.find(stage) != std::string::npos) stages.push_back(stage);
    }
  }
  json portfolio = json::array();
  if (const auto it = d.find("portfolio"); it != d.end() && it->is_array()) {
    portfolio = *it;
  } else {
    for (const auto& name : strings_at(d, "portfolioCompanies")) {
      portfolio.push_back({{"name", name}, {"url", nullptr}});
    }
  }
  return {{"firm", text_at(d, "firm")},
          {"role", text_at(d, "role")},
          {"focusAreas", strings_at(d, "focusAreas")},
          {"stages", stages},
          {"chequeMin", integer_at(d, "chequeMin")},
          {"chequeMax", integer_at(d, "chequeMax")},
          {"chequeRange", text_at(d, "typicalCheckSize")},
          {"portfolio", portfolio},
          {"recentInvestments", strings_at(d, "recentInvestments")},
          {"thesis", text_at(d, "thesis")}};
}

void set_section(json& out, std::string_view kind, const stored_row& row) {
  if (kind == "Founder") out["founder"] = founder_view(row);
  if (kind == "Mentor") out["mentor"] = mentor_view(row);
  if (kind == "Investor") out["investor"] = investor_view(row);
}

// What the card of the kind `row` acts as lacks, as "<section>.<what>".
json missing_of(const json& out, const std::string& role) {
  json missing = json::array();
  const auto lacks = [&](const char* section, const char* what, bool absent) {
    if (absent) missing.push_back(std::string(section) + "." + what);
  };
  if (role == "Mentor") {
    const auto& m = out["mentor"];
    lacks("mentor", "expertise", m["expertise"].empty());
    lacks("mentor", "rate", m["hourlyRate"].is_null() && !m["proBono"].get<bool>());
    lacks("mentor", "availability", m["availability"].is_null());
  } else if (role == "Investor") {
    const auto& i = out["investor"];
    lacks("investor", "focusAreas", i["focusAreas"].empty());
    lacks("investor", "stages", i["stages"].empty());
    lacks("investor", "cheque", i["chequeRange"].is_null());
  } else {
    const auto& f = out["founder"];
    lacks("founder", "fundingStage", f["fundingStage"].is_null());
    lacks("founder", "teamSize", f["teamSize"].is_null());
    lacks("founder", "traction", f["traction"]["revenueBand"].is_null());
  }
  return missing;
}

}  // namespace

std::vector<std::string> kinds_held(soci::session& sql, std::string_view member_id) {
  const auto row = row_of(sql, member_id);
  return row ? held_by(*row) : std::vector<std::string>{};
}

void save_kind_sections(db::tx& t, std::string_view member_id, const kind_sections& sections) {
  if (!sections.founder && !sections.mentor && !sections.investor) return;
  const std::string id(member_id);
  std::string stored;
  soci::indicator stored_ind = soci::i_null;
  t.fetch("SELECT details FROM profiles WHERE id = :id", soci::use(id),
          soci::into(stored, stored_ind));
  auto details = stored_ind == soci::i_ok ? json::parse(stored, nullptr, false) : json::object();
  if (!details.is_object()) details = json::object();
  for (const auto* section : {&sections.founder, &sections.mentor, &sections.investor}) {
    if (!*section) continue;
    for (const auto& [key, value] : (*section)->items()) details[key] = value;
  }
  const auto text = details.dump();
  const auto at = core::now_iso8601();
  t.execute(k_update_details, soci::use(text), soci::use(at), soci::use(id));
  if (sections.founder) {
    const std::string stage = sections.funding_stage.value_or("");
    const int team = sections.team_size.value_or(0);
    soci::indicator stage_ind = sections.funding_stage ? soci::i_ok : soci::i_null;
    soci::indicator team_ind = sections.team_size ? soci::i_ok : soci::i_null;
    t.execute(k_update_founder, soci::use(stage, stage_ind), soci::use(team, team_ind),
              soci::use(id));
  }
}

void add_my_kind_sections(soci::session& sql, std::string_view member_id, json& out) {
  const auto row = row_of(sql, member_id);
  out["founder"] = out["mentor"] = out["investor"] = nullptr;
  out["kinds"] = json::array();
  out["missing"] = json::array();
  if (!row) return;
  for (const auto& kind : held_by(*row)) {
    out["kinds"].push_back(kind);
    set_section(out, kind, *row);
  }
  out["missing"] = missing_of(out, row->member_role);
}

void add_kind_section(soci::session& sql, std::string_view member_id, json& out) {
  const auto row = row_of(sql, member_id);
  out["founder"] = out["mentor"] = out["investor"] = nullptr;
  if (row) set_section(out, row->member_role, *row);
}

}  // namespace sangam::features::profiles
