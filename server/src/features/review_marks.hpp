#pragma once

#include <nlohmann/json_fwd.hpp>

#include <span>
#include <string>
#include <unordered_set>

namespace soci {
class session;
}

// What other features add to the cards of /admin's review lists (GET /api/admin/{kind}): each
// reads what it owns about the listed items and sets its own fields on them. A feature adds its
// marker when it installs, so admin does not include the features whose facts its cards show.
namespace sangam::features {

// What an administrator reviews: one table each, the same pending → approved | rejected rule.
enum class review_kind { profiles, pitches, applications };

// Sets a feature's fields on `items` (a JSON array of cards); `ids` are their ids, in order.
using review_marker = void (*)(soci::session& sql, std::span<const std::string> ids,
                               nlohmann::json& items);

void add_review_marker(review_kind kind, review_marker marker);

// Runs every marker added for `kind` over a listed page.
void mark_review_items(soci::session& sql, review_kind kind, nlohmann::json& items);

// Sets `field` on each item: whether its id is among `marked`.
void set_flag(nlohmann::json& items, const char* field,
              const std::unordered_set<std::string>& marked);

}  // namespace sangam::features
