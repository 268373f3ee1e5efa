#include "http/response.hpp"

#include <spdlog/spdlog.h>
#include <nlohmann/json.hpp>

namespace sangam::http {

response json_response(int status, const nlohmann::json& body) {
  return response{.status = status, .body = body.dump()};
}

response error_response(const core::api_error& error) {
  nlohmann::json inner = {{"code", error.code()}, {"message", error.what()}};
  if (!error.fields().empty()) inner["fields"] = error.fields();
  auto res = json_response(error.status(), {{"error", std::move(inner)}});
  if (error.retry_after() > 0) {
    res.headers.emplace_back("Retry-After", std::to_string(error.retry_after()));
  }
  return res;
}

response rate_limited_response(std::chrono::seconds retry_after) {
  return error_response(
      core::api_error(429, "rate_limited", "Too many requests. Please wait a moment and try again.")
          .with_retry_after(retry_after.count()));
}

response overloaded_response() {
  return error_response(
      core::api_error(503, "overloaded", "The service is busy. Please try again shortly.")
          .with_retry_after(1));
}

response response_for_current_exception(std::string_view request_id) {
  try {
    throw;
  } catch (const core::api_error& e) {
    return error_response(e);
  } catch (const std::exception& e) {
    spdlog::error("request {} failed: {}", request_id, e.what());
  } catch (...) {
    spdlog::error("request {} failed with a non-standard exception", request_id);
  }
  return error_response({500, "internal", "Something went wrong on our side. Please try again."});
}

}  // namespace sangam::http
