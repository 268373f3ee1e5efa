#pragma once

#include <string>
#include <string_view>

#include "http/request.hpp"

namespace sangam::testing {

// A concrete path for a route pattern: each parameter becomes an id that names nothing.
inline std::string path_of(std::string_view pattern) {
  std::string path;
  std::size_t start = 1;
  while (start <= pattern.size()) {
    auto end = pattern.find('/', start);
    if (end == std::string_view::npos) end = pattern.size();
    const auto segment = pattern.substr(start, end - start);
    path += '/';
    path += segment.starts_with(':') ? std::string_view("0190b0a0-0000-7000-8000-000000000000")
                                     : segment;
    start = end + 1;
  }
  return path;
}

// "GET /api/x/:id", as the route table names a route.
inline std::string route_name(http::method verb, std::string_view pattern) {
  return std::string(http::method_name(verb)) + " " + std::string(pattern);
}

}  // namespace sangam::testing
