#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/pool.hpp"
#include "features/discover/connection_cursor.hpp"
#include "features/discover/member_summary.hpp"

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

struct connection_row final {
  std::string id;
  std::string connected_at;
  member_summary member;  // the other member
};

struct connections_page final {
  std::vector<connection_row> connections;
  std::optional<connection_cursor> next;  // where the next page starts; none after the last
};

// One page, newest first (then by id), read by keyset so that a page costs the same however deep
// it is.
connections_page list_connections(db::pool& db, const connections_query& query);

}  // namespace sangam::features::discover
