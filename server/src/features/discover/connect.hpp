#pragma once

#include <optional>
#include <string>
#include <string_view>
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

// How many of the member's connections were mutual matches (both sides pressed Connect).
long long match_count(soci::session& sql, std::string_view member);

}  // namespace sangam::features::discover
