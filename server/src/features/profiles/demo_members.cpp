#include "features/profiles/demo_members.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <vector>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/auth/passwords.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

constexpr const char* k_insert_member =
    "INSERT INTO profiles (id, first_name, last_name, email, profile_url, company, role, industry,"
    " bio, interests, goals, plan, status, password_hash, password_set, member_role,"
    " approved_kind, title, city, skills, experience_years, funding_stage, team_size, details,"
    " visible, created_at, updated_at) VALUES (:id, :first, :last, :email, :url, :company, :role,"
    " :industry, :bio, :interests, :goals, :plan, 'approved', :hash, :password_set, :member_role,"
    " :approved_kind, :title, :city, :skills, :experience, :stage, :team, :details, 1, :created,"
    " :updated)"
    " ON CONFLICT (email) DO NOTHING";
constexpr const char* k_count_email = "SELECT COUNT(*) FROM profiles WHERE email = :email";
constexpr const char* k_id_by_email = "SELECT id FROM profiles WHERE email = :email";
constexpr const char* k_id_by_name =
    "SELECT id FROM profiles WHERE first_name || ' ' || last_name = :name AND status = 'approved'";

// test_data 2 is the stand-in for erased members (migration 011), not content.
constexpr const char* k_count_profiles = "SELECT COUNT(*) FROM profiles WHERE test_data < 2";

std::string text(const json& member, const char* key) {
  const auto it = member.find(key);
  return it != member.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A text column bound as NULL when the demo file leaves it out.
struct column final {
  std::string value;
  soci::indicator ind;
};
column text_column(const json& member, const char* key) {
  const auto value = text(member, key);
  return {value, value.empty() ? soci::i_null : soci::i_ok};
}
struct number_column final {
  int value;
  soci::indicator ind;
};
number_column number(const json& member, const char* key) {
  const auto it = member.find(key);
  if (it == member.end() || !it->is_number_integer()) return {0, soci::i_null};
  return {it->get<int>(), soci::i_ok};
}

json list(const json& member, const char* key) {
  const auto it = member.find(key);
  return it != member.end() && it->is_array() ? *it : json::array();
}

// What SPEC section 3 lists for mentors and investors beyond the basics.
column details_of(const json& member, std::string_view kind) {
  json details = json::object();
  const auto keys = kind == "Mentor" ? std::vector<const char*>{"expertise", "mentorshipAreas",
                                                                "hourlyRate", "availability"}
                                     : std::vector<const char*>{"firm",
                                                                "focusAreas",
                                                                "investmentStage",
                                                                "typicalCheckSize",
                                                                "portfolioCompanies",
                                                                "recentInvestments"};
  if (kind != "Mentor" && kind != "Investor") return {"", soci::i_null};
  for (const auto* key : keys) {
    if (member.contains(key)) details[key] = member[key];
  }
  return {details.dump(), soci::i_ok};
}

std::optional<std::string> id_where(soci::session& sql, const char* query,
                                    const std::string& value) {
  std::string id;
  sql << query, soci::use(value), soci::into(id);
  if (!sql.got_data()) return std::nullopt;
  return id;
}

}  // namespace

bool add_demo_member(soci::session& sql, const json& member, std::string_view kind,
                     const std::optional<std::string>& password,
                     std::chrono::system_clock::time_point at) {
  const auto email = text(member, "email");
  long long existing = 0;
  sql << k_count_email, soci::use(email), soci::into(existing);
  if (existing > 0) return false;
  const auto id = core::new_uuid_v7();
  auto first = text_column(member, "firstName"), last = text_column(member, "lastName");
  auto url = text_column(member, "linkedinUrl"), company = text_column(member, "company");
  auto role = text_column(member, "role"), industry = text_column(member, "industry");
  auto bio = text_column(member, "bio"), plan_text = text_column(member, "plan");
  auto title = text_column(member, "title"), city = text_column(member, "city");
  auto stage = text_column(member, "fundingStage");
  auto experience = number(member, "experience"), team = number(member, "teamSize");
  const auto interests = list(member, "interests").dump(), goals = list(member, "goals").dump();
  const auto skills = list(member, "skills").dump();
  auto details = details_of(member, kind);
  const std::string member_role(kind);
  // Demo mentors and investors are approved as such, so the role picker keeps them.
  soci::indicator approved_ind = kind == "Mentor" || kind == "Investor" ? soci::i_ok : soci::i_null;
  const std::string plan = plan_text.value == "pro" ? "pro" : "core";
  const std::string hash = password ? auth::hash_password(*password) : std::string();
  soci::indicator hash_ind = password ? soci::i_ok : soci::i_null;
  const int password_set = password ? 1 : 0;
  const auto created = core::to_iso8601(at);
  sql << k_insert_member, soci::use(id), soci::use(first.value, first.ind),
      soci::use(last.value, last.ind), soci::use(email), soci::use(url.value, url.ind),
      soci::use(company.value, company.ind), soci::use(role.value, role.ind),
      soci::use(industry.value, industry.ind), soci::use(bio.value, bio.ind), soci::use(interests),
      soci::use(goals), soci::use(plan), soci::use(hash, hash_ind), soci::use(password_set),
      soci::use(member_role), soci::use(member_role, approved_ind),
      soci::use(title.value, title.ind), soci::use(city.value, city.ind), soci::use(skills),
      soci::use(experience.value, experience.ind), soci::use(stage.value, stage.ind),
      soci::use(team.value, team.ind), soci::use(details.value, details.ind), soci::use(created),
      soci::use(created);
  return true;
}

std::optional<std::string> demo_member_id(soci::session& sql, const std::string& email) {
  return id_where(sql, k_id_by_email, email);
}

std::optional<std::string> approved_member_named(soci::session& sql, const std::string& name) {
  return id_where(sql, k_id_by_name, name);
}

bool no_members(soci::session& sql) {
  long long n = 0;
  sql << k_count_profiles, soci::into(n);
  return n == 0;
}

}  // namespace sangam::features::profiles
