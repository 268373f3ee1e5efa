#pragma once

#include <nlohmann/json_fwd.hpp>

#include "features/admin/review.hpp"

namespace sangam::features::admin {

// The bodies of /api/admin/*, as the contract (api/features/admin.yaml) describes them.
nlohmann::json to_json(const review_item& item);
// {"items", "page", "pageSize", "total", "counts": {"pending", "approved", "rejected", "total"}}
nlohmann::json to_json(const review_page& page);
// {"items", "page", "pageSize", "total"}
nlohmann::json to_json(const audit_page& page);
// One line of the audit log, as an item of the page above.
nlohmann::json to_json(const audit_row& row);
// {"profile", "pitch"}
nlohmann::json to_json(const test_account& account);

}  // namespace sangam::features::admin
