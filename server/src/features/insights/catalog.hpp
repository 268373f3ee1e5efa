#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

namespace sangam::features::insights {

// The side panel holds at most this many.
inline constexpr std::size_t k_max_insights = 10;

// One editorial figure: "Fintech funding, this quarter" — "₹4,200 Cr" — "+18%".
struct insight final {
  std::string id;
  std::string label;
  std::string value;
  std::optional<std::string> change;  // "+18%", "-4%", "18%"
  std::string updated_at;
};

// An administrator's new insight (POST /api/admin/insights): 400 naming each field that is wrong.
insight parse_insight(const nlohmann::json& body);
// A change (PATCH) laid over `current`: only the fields sent change, checked alike.
insight apply_patch(const insight& current, const nlohmann::json& patch);

// Adds the insight last; false (nothing added) when there are k_max_insights already. One with
// its id already there is left alone (the demo content loads twice).
bool insert_insight(db::tx& t, const insight& i);
bool update_insight(db::tx& t, const insight& i);
bool delete_insight(db::tx& t, std::string_view id);

// Every insight, in order.
std::vector<insight> list_insights(soci::session& sql);
std::optional<insight> find_insight(soci::session& sql, std::string_view id);

// Insight, and InsightList ({insights, updatedAt: the latest change}).
nlohmann::json to_json(const insight& i);
nlohmann::json list_json(const std::vector<insight>& list);

}  // namespace sangam::features::insights
