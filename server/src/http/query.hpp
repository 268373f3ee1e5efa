#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sangam::http {

// The decoded value of `name` in a query string ("a=1&b=x%40y"); nullopt when absent.
std::optional<std::string> query_param(std::string_view query, std::string_view name);

}  // namespace sangam::http
