#pragma once

#include <nlohmann/json.hpp>

#include "http/request.hpp"

namespace sangam::http {

// The body of a JSON request as an object: 415 unless it is declared application/json, 400 unless
// it parses to a JSON object.
nlohmann::json parse_json_object(const request& req);

bool is_json_content_type(std::string_view content_type);

}  // namespace sangam::http
