#pragma once

#include <functional>
#include <string>

#include "features/context.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::auth {

struct throttles final {
  http::rate_limiter& public_forms;         // per address: e-mail step, fresh links
  http::rate_limiter& failures_by_account;  // wrong passwords per e-mail address
  http::rate_limiter& failures_by_address;  // wrong passwords per client address
};

// The sign-in throttles, shared by the member and the administrator sign-in.
throttles throttles_of(const context& ctx);

// The member sign-in flow: /api/auth/* and /api/me; installs the router's authenticator.
void add_routes(http::router& routes, const context& ctx);

// Refuses with 429 while either key has no failures left; used by every password check.
void check_failure_budget(throttles& limits, std::string_view account, std::string_view address);
void count_failure(throttles& limits, std::string_view account, std::string_view address);

}  // namespace sangam::features::auth
