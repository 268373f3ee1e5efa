#include "features/insights/catalog.hpp"

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <regex>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "db/rows.hpp"
#include "http/json_fields.hpp"

namespace sangam::features::insights {
namespace {

using nlohmann::json;

constexpr std::size_t k_label_max = 80;
constexpr std::size_t k_value_max = 30;
constexpr std::size_t k_change_max = 12;

#define SANGAM_INSIGHT_COLUMNS "SELECT id, label, value, change, updated_at FROM market_insights"
constexpr const char* k_all = SANGAM_INSIGHT_COLUMNS " ORDER BY position, id";
constexpr const char* k_one = SANGAM_INSIGHT_COLUMNS " WHERE id = :id";
#undef SANGAM_INSIGHT_COLUMNS
constexpr const char* k_count = "SELECT COUNT(*), COALESCE(MAX(position), 0) FROM market_insights";
constexpr const char* k_insert =
    "INSERT INTO market_insights (id, label, value, change, position, created_at, updated_at)"
    " VALUES (:id, :label, :value, :change, :position, :at, :at2) ON CONFLICT (id) DO NOTHING";
constexpr const char* k_update =
    "UPDATE market_insights SET label = :label, value = :value, change = :change,"
    " updated_at = :at WHERE id = :id";
constexpr const char* k_delete = "DELETE FROM market_insights WHERE id = :id";

json to_input_json(const insight& i) {
  return {{"label", i.label},
          {"value", i.value},
          {"change", i.change ? json(*i.change) : json(nullptr)}};
}

}  // namespace

insight parse_insight(const json& body) {
  http::json_fields in(body);
  insight i;
  const auto required = [&](const char* key, std::size_t max, const char* missing) {
    auto text = in.optional_line(key, max);
    if (!text && !in.failed(key)) in.fail(key, missing);
    return text.value_or("");
  };
  i.label = required("label", k_label_max, "Enter a label.");
  i.value = required("value", k_value_max, "Enter a value.");
  i.change = in.optional_text("change", k_change_max);
  static const std::regex k_change_form(R"([+-]?[0-9]+(\.[0-9]+)?%)");
  if (i.change && !in.failed("change") && !std::regex_match(*i.change, k_change_form)) {
    in.fail("change", "Write a change such as +18% or -4%.");
  }
  in.check();
  return i;
}

insight apply_patch(const insight& current, const json& patch) {
  auto merged = to_input_json(current);
  for (const auto& [key, value] : patch.items()) {
    if (merged.contains(key)) merged[key] = value;
  }
  auto changed = parse_insight(merged);
  changed.id = current.id;
  return changed;
}

bool insert_insight(db::tx& t, const insight& i) {
  long long count = 0, last = 0;
  t.sql() << k_count, soci::into(count), soci::into(last);
  if (count >= static_cast<long long>(k_max_insights)) return false;
  const auto at = core::now_iso8601();
  const auto position = last + 1;
  const std::string change = i.change.value_or("");
  auto change_ind = i.change ? soci::i_ok : soci::i_null;
  t.execute(k_insert, soci::use(i.id), soci::use(i.label), soci::use(i.value),
            soci::use(change, change_ind), soci::use(position), soci::use(at), soci::use(at));
  return true;
}

bool update_insight(db::tx& t, const insight& i) {
  const auto at = core::now_iso8601();
  const std::string change = i.change.value_or("");
  auto change_ind = i.change ? soci::i_ok : soci::i_null;
  return t.execute(k_update, soci::use(i.label), soci::use(i.value), soci::use(change, change_ind),
                   soci::use(at), soci::use(i.id)) == 1;
}

bool delete_insight(db::tx& t, std::string_view id) {
  const std::string key(id);
  return t.execute(k_delete, soci::use(key)) == 1;
}

namespace {

insight read_insight(const soci::row& r) {
  return {.id = r.get<std::string>(0),
          .label = r.get<std::string>(1),
          .value = r.get<std::string>(2),
          .change = db::text_at(r, 3),
          .updated_at = r.get<std::string>(4)};
}

}  // namespace

std::vector<insight> list_insights(soci::session& sql) {
  soci::rowset<soci::row> rows = (sql.prepare << k_all);
  std::vector<insight> found;
  for (const auto& r : rows) found.push_back(read_insight(r));
  return found;
}

std::optional<insight> find_insight(soci::session& sql, std::string_view id) {
  const std::string key(id);
  soci::rowset<soci::row> rows = (sql.prepare << k_one, soci::use(key));
  for (const auto& r : rows) return read_insight(r);
  return std::nullopt;
}

json to_json(const insight& i) {
  auto out = to_input_json(i);
  out["id"] = i.id;
  out["updatedAt"] = i.updated_at;
  return out;
}

json list_json(const std::vector<insight>& list) {
  json items = json::array();
  const insight* latest = nullptr;
  for (const auto& i : list) {
    items.push_back(to_json(i));
    if (!latest || i.updated_at > latest->updated_at) latest = &i;
  }
  return {{"insights", std::move(items)},
          {"updatedAt", latest ? json(latest->updated_at) : json(nullptr)}};
}

}  // namespace sangam::features::insights
