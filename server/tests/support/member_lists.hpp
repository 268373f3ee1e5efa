#pragma once

#include <nlohmann/json.hpp>

#include <set>
#include <string>

#include <gtest/gtest.h>

#include "support/http_client.hpp"

namespace sangam::testing {

// The ids in the list `list` of what `member` (a client with their session) gets from `path`:
// each item's "id", or its `key` object's "id" (a connection's "member").
inline std::set<std::string> ids_in(const http_client& member, const std::string& path,
                                    const std::string& list, const std::string& key = "id") {
  const auto res = member.get(path);
  EXPECT_EQ(res.status, 200) << path << ": " << res.body;
  std::set<std::string> ids;
  const auto body = res.json();
  for (const auto& item : body[list]) {
    const auto& id = key == "id" ? item["id"] : item[key]["id"];
    ids.insert(id.get<std::string>());
  }
  return ids;
}

// The member's discover deck and connections, by id.
inline std::set<std::string> deck_ids(const http_client& member) {
  return ids_in(member, "/api/discover", "cards");
}
inline std::set<std::string> connection_ids(const http_client& member) {
  return ids_in(member, "/api/connections", "connections", "member");
}

}  // namespace sangam::testing
