#include "features/profiles/kinds_granted.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include "core/clock.hpp"

namespace sangam::features::profiles {
namespace {

constexpr const char* k_select_standing =
    "SELECT member_role, approved_kind FROM profiles WHERE id = :id AND status = 'approved'";
constexpr const char* k_select_details = "SELECT details FROM profiles WHERE id = :id";
constexpr const char* k_grant =
    "UPDATE profiles SET approved_kind = :kind, member_role = :role, details = :details,"
    " updated_at = :now WHERE id = :id";
constexpr const char* k_set_experience =
    "UPDATE profiles SET experience_years = :years WHERE id = :id";

std::optional<std::string> text_or_none(std::string value, soci::indicator ind) {
  if (ind != soci::i_ok) return std::nullopt;
  return value;
}

}  // namespace

std::optional<kind_standing> kind_standing_of(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  std::string role, approved;
  soci::indicator role_ind = soci::i_null, approved_ind = soci::i_null;
  sql << k_select_standing, soci::use(id), soci::into(role, role_ind),
      soci::into(approved, approved_ind);
  if (!sql.got_data()) return std::nullopt;
  return kind_standing{.member_role = text_or_none(std::move(role), role_ind),
                       .approved_kind = text_or_none(std::move(approved), approved_ind)};
}

void grant_kind(db::tx& t, std::string_view member_id, std::string_view kind,
                const nlohmann::json& details, std::optional<int> experience_years) {
  const std::string id(member_id), granted(kind);
  std::string stored;
  soci::indicator stored_ind = soci::i_null;
  t.fetch(k_select_details, soci::use(id), soci::into(stored, stored_ind));
  auto merged =
      stored_ind == soci::i_ok ? nlohmann::json::parse(stored, nullptr, false) : nlohmann::json();
  if (!merged.is_object()) merged = nlohmann::json::object();
  for (const auto& [key, value] : details.items()) merged[key] = value;
  const auto text = merged.dump();
  const auto now = core::now_iso8601();
  t.execute(k_grant, soci::use(granted), soci::use(granted), soci::use(text), soci::use(now),
            soci::use(id));
  if (experience_years) {
    const int years = *experience_years;
    t.execute(k_set_experience, soci::use(years), soci::use(id));
  }
}

}  // namespace sangam::features::profiles
