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

// Who may call a route. The router asks its authenticator before running any route that is not
// anonymous, so a handler never runs for a caller it was not meant for.
enum class access { anonymous, member, admin, signed_in /* a member or an administrator */ };

// Returns the caller's id for the access a route needs, or throws core::api_error (401, 403).
using authenticator = std::function<std::string(access, const request&)>;

inline constexpr std::size_t k_json_body_limit = 64 * 1024;

struct route_options final {
  // Blocking handlers (anything touching the database) run on the worker pool so that a slow
  // query never holds up a network thread; the rest run inline.
  bool blocking = true;
  std::size_t body_limit = k_json_body_limit;
  rate_limiter* limiter = nullptr;  // keyed by client address; not owned
  access who = access::member;      // the safe default: public routes say so
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

  void set_authenticator(authenticator who_is_calling) {
    authenticate_ = std::move(who_is_calling);
  }

  // Runs a matched route: cross-site check, rate limit, authentication, handler, and every
  // exception turned into a response. Takes the request by value: the caller's id is added.
  response invoke(const route& r, request req) const;

  // Every route, in registration order (tests walk the table).
  const std::vector<route>& all() const noexcept { return routes_; }

 private:
  std::vector<route> routes_;
  authenticator authenticate_;
};

}  // namespace sangam::http
