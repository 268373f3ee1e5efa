#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "db/pool.hpp"
#include "features/discover/connection_cursor.hpp"

namespace sangam::features::discover {

inline constexpr int k_default_connections_page = 50;
inline constexpr int k_max_connections_page = 100;

struct connections_query final {
  std::string member_id;
  // A case-insensitive part of the other member's name, company or industry; empty: everyone.
  std::string search;
  std::optional<connection_cursor> after;  // the page after this one; none: the newest
  int limit = k_default_connections_page;
};

// {"connections": [{"id", "connectedAt", "member": {...}}], "nextCursor": text or null}: one page,
// newest first (then by id), read by keyset so that a page costs the same however deep it is.
nlohmann::json list_connections(db::pool& db, const connections_query& query);

}  // namespace sangam::features::discover
