#include "features/profiles/kind_details.hpp"

#include <soci/soci.h>

#include <algorithm>
#include <array>
#include <cstdio>

#include "core/clock.hpp"
#include "core/text.hpp"
#include "features/profiles/founder_facts.hpp"
#include "features/profiles/profile_fields.hpp"

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

constexpr std::array<std::string_view, 5> k_revenue_bands{"Pre-revenue", "< ₹10 L", "₹10 L–1 Cr",
                                                          "₹1–10 Cr", "> ₹10 Cr"};
constexpr std::array<std::string_view, 5> k_investor_stages{"Pre-seed", "Seed", "Series A",
                                                            "Series B", "Series C+"};
constexpr std::array<std::string_view, 7> k_days{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
constexpr std::size_t k_max_slots = 14;
constexpr std::size_t k_max_portfolio = 15;
constexpr std::size_t k_max_thesis = 600;
constexpr long long k_max_rupees = 10'000'000'000'000;  // ₹10 lakh crore

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

// Checks one section's fields, each problem under "<section>.<field>".
class section_checker final {
 public:
  section_checker(const json& section, std::string name, core::field_errors& errors)
      : section_(section), name_(std::move(name)), errors_(errors) {}

  std::string key(std::string_view field) const { return name_ + "." + std::string(field); }
  void fail(std::string_view field, std::string message) {
    errors_.emplace(key(field), std::move(message));
  }

  std::optional<std::string> text(const char* field, std::size_t max, bool multi_line = false) {
    auto value = trimmed_text(section_, field, key(field), errors_);
    if (!value) return std::nullopt;
    if (core::utf8_length(*value) > max) {
      fail(field, "Must be at most " + std::to_string(max) + " characters.");
    } else if (!multi_line && !core::is_one_line_text(*value)) {
      fail(field, core::k_one_line_message);
    }
    return value;
  }

  std::vector<std::string> list(const char* field) {
    return text_list(section_, field, key(field), errors_);
  }

  // A text that must be one of `allowed` (matched exactly).
  template <std::size_t N>
  std::optional<std::string> choice(const char* field,
                                    const std::array<std::string_view, N>& allowed) {
    auto value = text(field, 40);
    if (value && std::ranges::find(allowed, *value) == allowed.end()) {
      fail(field, "Choose one of the listed values.");
      return std::nullopt;
    }
    return value;
  }

  std::optional<long long> whole(const json& from, const char* field, long long min, long long max,
                                 const std::string& message) {
    const auto it = from.find(field);
    if (it == from.end() || it->is_null()) return std::nullopt;
    if (!it->is_number_integer() || it->get<long long>() < min || it->get<long long>() > max) {
      fail(field, message);
      return std::nullopt;
    }
    return it->get<long long>();
  }
  std::optional<long long> whole(const char* field, long long min, long long max,
                                 const std::string& message) {
    return whole(section_, field, min, max, message);
  }

  bool flag(const char* field) {
    const auto it = section_.find(field);
    if (it == section_.end() || it->is_null()) return false;
    if (!it->is_boolean()) fail(field, "Must be true or false.");
    return it->is_boolean() && it->get<bool>();
  }

  // The checker of a nested object (traction, lookingFor); an empty one when absent.
  section_checker nested(const char* field) {
    static const json k_empty = json::object();
    const auto it = section_.find(field);
    const bool usable = it != section_.end() && it->is_object();
    if (it != section_.end() && !it->is_null() && !usable) fail(field, "Must be an object.");
    return {usable ? *it : k_empty, key(field), errors_};
  }

  const json& section() const { return section_; }

 private:
  const json& section_;
  std::string name_;
  core::field_errors& errors_;
};

json or_null(const std::optional<long long>& n) {
  return n ? json(*n) : json(nullptr);
}
json or_null(const std::optional<std::string>& s) {
  return s ? json(*s) : json(nullptr);
}

json founder_section(section_checker& c, kind_sections& out) {
  if (auto stage = c.text("fundingStage", 40)) {
    out.funding_stage = founder_stage(*stage);
    if (!out.funding_stage) c.fail("fundingStage", k_founder_stage_message);
  }
  if (const auto team =
          c.whole("teamSize", k_team_size_min, k_team_size_max, k_team_size_message)) {
    out.team_size = static_cast<int>(*team);
  }
  const auto raised = c.whole("raisedSoFar", 0, k_max_rupees, "Enter whole rupees, 0 or more.");
  auto looking = c.nested("lookingFor");
  auto traction = c.nested("traction");
  return {{"raisedSoFar", or_null(raised)},
          {"lookingFor",
           {{"cofounderRoles", looking.list("cofounderRoles")},
            {"mentorAreas", looking.list("mentorAreas")},
            {"investors", looking.flag("investors")}}},
          {"traction",
           {{"revenueBand", or_null(traction.choice("revenueBand", k_revenue_bands))},
            {"users", or_null(traction.whole("users", 0, 10'000'000'000,
                                             "Enter a whole number of users, 0 or more."))},
            {"growth", or_null(traction.whole("growth", -100, 1000,
                                              "Enter monthly growth in whole percent, -100 to "
                                              "1000."))}}}};
}

bool is_clock_time(const json& value) {
  if (!value.is_string()) return false;
  const auto& t = value.get_ref<const std::string&>();
  const auto digit = [&](std::size_t i) { return t[i] >= '0' && t[i] <= '9'; };
  return t.size() == 5 && t[2] == ':' && digit(0) && digit(1) && digit(3) && digit(4) &&
         t.substr(0, 2) < "24" && t[3] < '6';
}

// Weekly slots [{day, start, end}]: day Mon–Sun, start before end, "HH:MM".
json availability_slots(section_checker& c) {
  json slots = json::array();
  const auto it = c.section().find("availabilitySlots");
  if (it == c.section().end() || it->is_null()) return slots;
  bool ok = it->is_array() && it->size() <= k_max_slots;
  for (const auto& slot : ok ? *it : json::array()) {
    ok = ok && slot.is_object() && slot.contains("day") && slot["day"].is_string() &&
         std::ranges::find(k_days, slot["day"].get<std::string>()) != k_days.end() &&
         is_clock_time(slot.value("start", json())) && is_clock_time(slot.value("end", json())) &&
         slot["start"].get<std::string>() < slot["end"].get<std::string>();
    if (ok) slots.push_back({{"day", slot["day"]}, {"start", slot["start"]}, {"end", slot["end"]}});
  }
  if (!ok) {
    c.fail("availabilitySlots", "Up to " + std::to_string(k_max_slots) +
                                    " weekly slots, each a day (Mon–Sun) with a start before its "
                                    "end, as HH:MM.");
  }
  return slots;
}

// "Mon 18:00–20:00, Sat 10:00–12:00 (IST)": the slots as the cards' availability line.
std::string availability_text(const json& slots, const std::string& time_zone) {
  std::string text;
  for (const auto& slot : slots) {
    text += (text.empty() ? "" : ", ") + slot["day"].get<std::string>() + " " +
            slot["start"].get<std::string>() + "–" + slot["end"].get<std::string>();
  }
  return text + " (" + time_zone + ")";
}

json mentor_section(section_checker& c, const std::string& time_zone) {
  const auto rate =
      c.whole("hourlyRate", 0, 1'000'000, "Enter whole rupees an hour, up to 10,00,000.");
  const bool pro_bono = c.flag("proBono");
  const auto slots = availability_slots(c);
  json out{{"expertise", c.list("expertise")},
           {"mentorshipAreas", c.list("mentorshipAreas")},
           {"hourlyRate", pro_bono ? json(nullptr) : or_null(rate)},
           {"proBono", pro_bono},
           {"availabilitySlots", slots},
           {"timeZone", time_zone},
           {"sessionsGiven",
            or_null(c.whole("sessionsGiven", 0, 100'000, "Enter a whole number, 0 or more."))}};
  // No slots keeps the availability line a kind request gave ("Twice a month").
  if (!slots.empty()) out["availability"] = availability_text(slots, time_zone);
  return out;
}

// [{name, url?}]: up to k_max_portfolio companies, each named, the link a web address.
json portfolio_of(section_checker& c) {
  json list = json::array();
  const auto it = c.section().find("portfolio");
  if (it == c.section().end() || it->is_null()) return list;
  bool ok = it->is_array() && it->size() <= k_max_portfolio;
  for (const auto& item : ok ? *it : json::array()) {
    const auto name = item.is_object() && item.value("name", json()).is_string()
                          ? std::string(core::trim(item["name"].get<std::string>()))
                          : std::string();
    const auto url = item.is_object() ? item.value("url", json()) : json();
    const bool url_ok = url.is_null() ||
                        (url.is_string() &&
                         (url.get<std::string>().empty() || (url.get<std::string>().size() <= 200 &&
                                                             is_web_link(url.get<std::string>()))));
    ok = ok && !name.empty() && core::utf8_length(name) <= k_max_list_item_length &&
         core::is_one_line_text(name) && url_ok;
    if (ok) {
      const bool has_url = url.is_string() && !url.get<std::string>().empty();
      list.push_back({{"name", name}, {"url", has_url ? url : json(nullptr)}});
    }
  }
  if (!ok) {
    c.fail("portfolio", "Up to " + std::to_string(k_max_portfolio) +
                            " companies, each named (at most " +
                            std::to_string(k_max_list_item_length) +
                            " characters), with a link starting with https:// or none.");
  }
  return list;
}

std::string cheque_text(const std::optional<long long>& min, const std::optional<long long>& max) {
  if (min && max)
    return *min == *max ? rupees_text(*min) : rupees_text(*min) + " – " + rupees_text(*max);
  return min ? rupees_text(*min) + "+" : "≤ " + rupees_text(*max);
}

json investor_section(section_checker& c) {
  const auto stages = c.list("stages");
  for (const auto& stage : stages) {
    if (std::ranges::find(k_investor_stages, stage) == k_investor_stages.end()) {
      c.fail("stages", "Choose from Pre-seed, Seed, Series A, Series B and Series C+.");
    }
  }
  const std::string cheque_message = "Enter whole rupees, 0 or more.";
  const auto min = c.whole("chequeMin", 0, k_max_rupees, cheque_message);
  const auto max = c.whole("chequeMax", 0, k_max_rupees, cheque_message);
  if (min && max && *min > *max) c.fail("chequeMax", "Must be at least the smallest cheque.");
  const auto portfolio = portfolio_of(c);
  json names = json::array();
  for (const auto& company : portfolio) names.push_back(company["name"]);
  json out{{"firm", or_null(c.text("firm", 120))},
           {"role", or_null(c.text("role", 80))},
           {"focusAreas", c.list("focusAreas")},
           {"stages", stages},
           {"chequeMin", or_null(min)},
           {"chequeMax", or_null(max)},
           {"portfolio", portfolio},
           {"portfolioCompanies", names},
           {"recentInvestments", c.list("recentInvestments")},
           {"thesis", or_null(c.text("thesis", k_max_thesis, true))}};
  // The texts the cards and the investor's ranking read, when the new fields say them.
  if (!stages.empty()) {
    std::string joined;
    for (const auto& stage : stages) joined += (joined.empty() ? "" : ", ") + stage;
    out["investmentStage"] = joined;
  }
  if (min || max) out["typicalCheckSize"] = cheque_text(min, max);
  return out;
}

bool holds(const std::vector<std::string>& held, std::string_view kind) {
  return std::ranges::find(held, kind) != held.end();
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

kind_sections parse_kind_sections(const json& body, const std::vector<std::string>& held,
                                  const std::string& time_zone, core::field_errors& errors) {
  kind_sections out;
  for (const auto& [key, kind] : {std::pair{"founder", "Founder"}, std::pair{"mentor", "Mentor"},
                                  std::pair{"investor", "Investor"}}) {
    const auto it = body.find(key);
    if (it == body.end() || it->is_null()) continue;
    if (!it->is_object()) {
      errors.emplace(key, "Must be an object.");
      continue;
    }
    if (!holds(held, kind)) {
      errors.emplace(key, std::string("You do not act as a ") + key +
                              " on Sangam: ask for it in Settings first.");
      continue;
    }
    section_checker c(*it, key, errors);
    if (std::string_view(key) == "founder") out.founder = founder_section(c, out);
    if (std::string_view(key) == "mentor") out.mentor = mentor_section(c, time_zone);
    if (std::string_view(key) == "investor") out.investor = investor_section(c);
  }
  return out;
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

std::string rupees_text(long long rupees) {
  const auto scaled = [](long long value, double unit, const char* suffix) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", static_cast<double>(value) / unit);
    std::string number(buffer);
    while (number.back() == '0') number.pop_back();
    if (number.back() == '.') number.pop_back();
    return "₹" + number + " " + suffix;
  };
  if (rupees >= 10'000'000) return scaled(rupees, 1e7, "Cr");
  if (rupees >= 100'000) return scaled(rupees, 1e5, "L");
  const auto digits = std::to_string(rupees);
  if (digits.size() <= 3) return "₹" + digits;
  return "₹" + digits.substr(0, digits.size() - 3) + "," + digits.substr(digits.size() - 3);
}

}  // namespace sangam::features::profiles
