// Walks the route table: every route that is not declared public refuses an anonymous caller, and
// the public ones are exactly those meant to be.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

const char* method_name(http::method verb) {
  switch (verb) {
    case http::method::get:
      return "GET";
    case http::method::post:
      return "POST";
    case http::method::put:
      return "PUT";
    case http::method::patch:
      return "PATCH";
    case http::method::del:
      return "DELETE";
    default:
      return "OPTIONS";
  }
}

// A concrete path for a pattern: each parameter becomes a plausible value.
std::string path_of(const http::route& r) {
  std::string path;
  for (const auto& segment : r.segments) {
    path += '/';
    path +=
        segment.starts_with(':') ? std::string("0190b0a0-0000-7000-8000-000000000000") : segment;
  }
  return path;
}

class route_access : public api_test {};

TEST_F(route_access, every_route_not_declared_public_refuses_an_anonymous_caller) {
  std::set<std::string> public_routes;
  int checked = 0;
  for (const auto& r : app_->routes().all()) {
    const auto route_name = std::string(method_name(r.verb)) + " " + path_of(r);
    if (r.options.who == http::access::anonymous) {
      public_routes.insert(route_name);
      continue;
    }
    const auto res = client().send(method_name(r.verb), path_of(r), "{}", "application/json");
    EXPECT_EQ(res.status, 401) << route_name << ": " << res.body;
    if (res.status == 401) {
      EXPECT_EQ(res.json()["error"]["code"], "unauthenticated");
    }
    ++checked;
  }
  EXPECT_GT(checked, 15);
  // A new public route is a decision: add it here on purpose.
  const std::set<std::string> meant_to_be_public = {
      "GET /api/health",           "POST /api/waitlist",        "POST /api/applications",
      "POST /api/auth/email",      "POST /api/auth/setup-link", "POST /api/auth/password-setup",
      "POST /api/auth/login",      "POST /api/auth/logout",     "POST /api/admin/session",
      "DELETE /api/admin/session",
  };
  EXPECT_EQ(public_routes, meant_to_be_public);
}

// The authenticator answers 403 to a member on administrator routes (membership_test shows it);
// here: every route under /api/admin/ but the sign-in itself is declared for administrators.
TEST_F(route_access, every_administrator_route_is_declared_for_administrators) {
  int admin_routes = 0;
  for (const auto& r : app_->routes().all()) {
    const auto path = path_of(r);
    if (!path.starts_with("/api/admin/") || path == "/api/admin/session") continue;
    EXPECT_EQ(r.options.who, http::access::admin) << method_name(r.verb) << " " << path;
    ++admin_routes;
  }
  EXPECT_GE(admin_routes, 6);
}

}  // namespace
}  // namespace sangam::testing
