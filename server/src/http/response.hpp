#pragma once

#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "core/error.hpp"

namespace sangam::http {

struct response final {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
  std::vector<std::pair<std::string, std::string>> headers;
};

response json_response(int status, const nlohmann::json& body);

// The one place an error becomes the JSON error shape of docs/architecture.md.
response error_response(const core::api_error& error);

// 429 with Retry-After, in the error shape.
response rate_limited_response(std::chrono::seconds retry_after);

// 503 with Retry-After: 1, in the error shape, for a request the server is too busy to run.
response overloaded_response();

// Maps whatever a handler threw to a response; unknown exceptions are logged with the request id
// and answered with a bare 500 that leaks nothing.
response response_for_current_exception(std::string_view request_id);

}  // namespace sangam::http
