#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "http/request.hpp"

namespace sangam::http {

// A response field that may be absent: its value, or null.
template <typename T>
nlohmann::json or_null(const std::optional<T>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// The body of a JSON request as an object: 415 unless it is declared application/json, 400 unless
// it parses to a JSON object.
nlohmann::json parse_json_object(const request& req);

bool is_json_content_type(std::string_view content_type);

// The string at `key`, or empty when it is absent or not a string (a token, say).
std::string string_or_empty(const nlohmann::json& body, const char* key);

// body[name] as a non-blank string of at most `max_length` characters, trimmed; api_error 400
// with `message` for the field otherwise.
std::string required_text(const nlohmann::json& body, const char* name, std::size_t max_length,
                          const char* message);
// The same for an optional field: nullopt when absent, null or blank.
std::optional<std::string> optional_text(const nlohmann::json& body, const char* name,
                                         std::size_t max_length, const char* message);

}  // namespace sangam::http
