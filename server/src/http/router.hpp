#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "http/rate_limiter.hpp"
#include "http/request.hpp"
#include "http/response.hpp"

namespace sangam::http {

using handler = std::function<response(const request&)>;

inline constexpr std::size_t k_json_body_limit = 64 * 1024;

struct route_options final {
  // Blocking handlers (anything touching the database) run on the worker pool so that a slow
  // query never holds up a network thread; the rest run inline.
  bool blocking = true;
  std::size_t body_limit = k_json_body_limit;
  rate_limiter* limiter = nullptr;  // keyed by client address; not owned
};

struct route final {
  method verb;
  std::vector<std::string> segments;  // ":name" segments capture
  handler handle;
  route_options options;
};

class router final {
 public:
  void add(method verb, std::string_view pattern, handler handle, route_options options = {});

  struct match {
    const route* found = nullptr;
    bool path_known = false;  // some route has this path, with another method (405)
    std::vector<std::pair<std::string, std::string>> params;
  };
  match find(method verb, std::string_view path) const;

  // Runs a matched route: rate limit, handler, and every exception turned into a response.
  static response invoke(const route& r, const request& req);

 private:
  std::vector<route> routes_;
};

}  // namespace sangam::http
