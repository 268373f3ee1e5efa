#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"

namespace sangam::features::admin {

// What an administrator reviews: one table each, the same pending → approved | rejected rule.
enum class review_kind { profiles, pitches, applications };

std::optional<review_kind> review_kind_from(std::string_view name);

struct page_request final {
  std::optional<std::string> status;  // pending, approved or rejected; all when absent
  int page = 1;
  int page_size = 50;
};

// {"items":[…],"page","pageSize","total","counts":{"pending","approved","rejected","total"}},
// newest first.
nlohmann::json list(db::pool& db, review_kind kind, const page_request& request);

struct decision final {
  review_kind kind;
  std::string id;
  std::string to_status;  // approved or rejected
  std::string admin_id;
};

// Moves a pending item to its new status and writes the audit log, in one transaction; for an
// approved profile also queues the invitation e-mail with a single-use password link.
// api_error 404 when there is no such item, 409 when it is no longer pending.
nlohmann::json decide(db::writer& writer, const decision& d, std::string_view link_base);

nlohmann::json audit_log(db::pool& db, int page, int page_size);

// A pending test profile and a pending test pitch, as the admin screen's test button makes.
nlohmann::json create_test_account(db::writer& writer);

int count_profiles(db::pool& db);

}  // namespace sangam::features::admin
