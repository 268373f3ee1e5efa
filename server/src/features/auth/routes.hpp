#pragma once

#include <functional>
#include <string>

#include "db/pool.hpp"
#include "http/rate_limiter.hpp"
#include "http/router.hpp"

namespace sangam::features::auth {

struct throttles final {
  http::rate_limiter& public_forms;         // per address: e-mail step, fresh links
  http::rate_limiter& failures_by_account;  // wrong passwords per e-mail address
  http::rate_limiter& failures_by_address;  // wrong passwords per client address
};

struct settings final {
  std::function<std::string()> link_base;  // the address users see, for e-mailed links
  bool secure_cookies = false;
};

// The member sign-in flow: /api/auth/* and /api/me.
void add_routes(http::router& routes, db::pool& db, throttles limits, settings options);

// Refuses with 429 while either key has no failures left; used by every password check.
void check_failure_budget(throttles& limits, std::string_view account, std::string_view address);
void count_failure(throttles& limits, std::string_view account, std::string_view address);

}  // namespace sangam::features::auth
