#include "features/privacy/member_data.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

#include "core/clock.hpp"
#include "db/audit.hpp"
#include "features/privacy/archive.hpp"

namespace sangam::features::privacy {
namespace {

using nlohmann::json;

constexpr std::string_view k_profiles = "profiles";

// Calls `run` with the statement's bound values in the order their names appear in it. Each of
// :member and :email is used at most once (personal_data.hpp), so binding by position is exact
// on both engines.
template <typename Run>
decltype(auto) with_subject(const std::string& query, const data_subject& who, Run&& run) {
  const auto member = query.find(":member"), email = query.find(":email");
  constexpr auto none = std::string::npos;
  if (member != none && email != none) {
    return member < email ? run(soci::use(who.id), soci::use(who.email))
                          : run(soci::use(who.email), soci::use(who.id));
  }
  if (member != none) return run(soci::use(who.id));
  if (email != none) return run(soci::use(who.email));
  return run();
}

// A column's value as JSON: numbers as numbers, lists and objects stored as JSON text as what
// they are, the rest as text.
json value_of(const soci::row& row, std::size_t i) {
  if (row.get_indicator(i) == soci::i_null) return nullptr;
  switch (row.get_properties(i).get_data_type()) {
    case soci::dt_integer:
      return row.get<int>(i);
    case soci::dt_long_long:
      return row.get<long long>(i);
    case soci::dt_unsigned_long_long:
      return row.get<unsigned long long>(i);
    case soci::dt_double:
      return row.get<double>(i);
    case soci::dt_string: {
      auto text = row.get<std::string>(i);
      if (!text.empty() && (text.front() == '[' || text.front() == '{')) {
        auto parsed = json::parse(text, nullptr, false);
        if (!parsed.is_discarded()) return parsed;
      }
      return text;
    }
    default:
      return "(not exported: binary)";
  }
}

json rows_of(soci::session& sql, const personal_table& table, const data_subject& who) {
  const auto& condition = table.exported.empty() ? table.rows : table.exported;
  const std::string query = fmt::format("SELECT * FROM {} WHERE {}", table.table, condition);
  json rows = json::array();
  with_subject(query, who, [&](auto&&... binds) {
    soci::rowset<soci::row> found = (sql.prepare << query, ..., binds);
    for (const auto& r : found) {
      json item = json::object();
      for (std::size_t i = 0; i < r.size(); ++i) {
        const auto& name = r.get_properties(i).get_name();
        if (std::ranges::find(table.withheld, name) != table.withheld.end()) continue;
        item[name] = value_of(r, i);
      }
      rows.push_back(std::move(item));
    }
  });
  return rows;
}

std::string photo_name(const std::string& content_type) {
  if (content_type == "image/png") return "photo.png";
  if (content_type == "image/gif") return "photo.gif";
  return "photo.jpg";
}

void run_erase(db::tx& t, const std::string& statement, const data_subject& who) {
  with_subject(statement, who, [&](auto&&... binds) { (t.sql() << statement, ..., binds); });
}

}  // namespace

std::string build_export(soci::session& sql, const personal_data& map, const data_subject& who,
                         const std::string& photo_bytes, const std::string& photo_type,
                         const std::function<void(int)>& progress) {
  zip_builder zip;
  json tables = json::object();
  const auto& declared = map.tables();
  for (std::size_t i = 0; i < declared.size(); ++i) {
    const auto rows = rows_of(sql, declared[i], who);
    tables[declared[i].table] = rows.size();
    zip.add(declared[i].table + ".json", rows.dump(2));
    progress(static_cast<int>((i + 1) * 90 / declared.size()));
  }
  json unrelated = json::object();
  for (const auto& [table, why] : map.unrelated()) unrelated[table] = why;
  json manifest = {
      {"member", who.id}, {"email", who.email},           {"createdAt", core::now_iso8601()},
      {"tables", tables}, {"notAboutMembers", unrelated}, {"photo", nullptr}};
  if (!photo_bytes.empty()) {
    manifest["photo"] = photo_name(photo_type);
    zip.add(photo_name(photo_type), photo_bytes);
  }
  zip.add("manifest.json", manifest.dump(2));
  auto bytes = zip.finish();
  progress(100);
  return bytes;
}

void erase_member(db::tx& t, const personal_data& map, const data_subject& who) {
  const personal_table* profiles = nullptr;
  for (const auto& table : map.tables()) {
    if (table.table == k_profiles) {
      profiles = &table;
      continue;
    }
    if (table.erase.empty()) {
      run_erase(t, fmt::format("DELETE FROM {} WHERE {}", table.table, table.rows), who);
    }
    for (const auto& statement : table.erase) run_erase(t, statement, who);
  }
  if (profiles != nullptr) {
    run_erase(t, fmt::format("DELETE FROM {} WHERE {}", profiles->table, profiles->rows), who);
  }
  db::record_audit(t, {.actor_kind = "member",
                       .actor_id = who.id,
                       .action = "account.erased",
                       .target_kind = "profile",
                       .target_id = who.id});
}

}  // namespace sangam::features::privacy
