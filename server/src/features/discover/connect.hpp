#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <soci/session.h>

#include "db/tx.hpp"

namespace sangam::features::discover {

// Who hears of a new connection from connect_members: both members with "It's a match!" (two
// Connects met), or nobody, when the caller tells the one who asked in its own words (an
// accepted application or introduction).
enum class announce { match, none };

struct connection_made final {
  std::string id;  // also the id of its conversation
  bool created = false;
};

// The one way two members become connected, in the caller's transaction: the connection, its
// conversation, pending Connects between them marked connected, and the notices. When they are
// connected already, that connection (created false, nothing announced). The unique pair makes
// it safe from both sides at once: one insert wins, the other finds it.
connection_made connect_members(db::tx& t, std::string_view x, std::string_view y,
                                announce notices);

// The connection between two members, if any.
std::optional<std::string> connection_between(soci::session& sql, std::string_view x,
                                              std::string_view y);

// The members the member is connected with.
std::vector<std::string> connection_partners(soci::session& sql, std::string_view member);

// How many connections the member has (made since `since`, an ISO 8601 instant, when given).
long long connection_count(soci::session& sql, std::string_view member,
                           const std::string& since = "");

// When each of the member's connections was made, from `from` to before `to` (ISO 8601), in order.
std::vector<std::string> connection_times(soci::session& sql, std::string_view member,
                                          const std::string& from, const std::string& to);
// The member's latest connections (the other member, when), newest first.
std::vector<std::pair<std::string, std::string>> recent_connections(soci::session& sql,
                                                                    std::string_view member,
                                                                    int limit);
// Members who made connections since `from` (ISO 8601), with how many each.
std::vector<std::pair<std::string, long long>> connection_counts_since(soci::session& sql,
                                                                       const std::string& from);
// Members within two connections of the member (connections made before `before`), the member
// left out.
long long network_reach(soci::session& sql, std::string_view member, const std::string& before);
// The industries of the member's connections made before `before`, with how many of each.
std::vector<std::pair<std::string, long long>> connection_industries(soci::session& sql,
                                                                     std::string_view member,
                                                                     const std::string& before);

// How many of the member's connections were mutual matches (both sides pressed Connect).
long long match_count(soci::session& sql, std::string_view member);

}  // namespace sangam::features::discover
