#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "db/pool.hpp"

namespace sangam::features::discover {

// {"connections": [{"id", "connectedAt", "member": {...}}]}, newest first.
nlohmann::json list_connections(db::pool& db, const std::string& member_id);

}  // namespace sangam::features::discover
