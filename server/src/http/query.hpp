#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sangam::http {

// The decoded value of `name` in a query string ("a=1&b=x%40y"); nullopt when absent.
std::optional<std::string> query_param(std::string_view query, std::string_view name);

// A whole-number query parameter: `fallback` when absent, api_error 400 naming the parameter when
// it is not a number from `min` to `max`.
int int_query_param(std::string_view query, const char* name, int fallback, int min, int max);

}  // namespace sangam::http
