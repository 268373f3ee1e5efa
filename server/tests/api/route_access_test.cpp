// Walks the route table: every route that is not declared public refuses an anonymous caller, and
// the public ones are exactly those meant to be.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

#include "support/api_fixture.hpp"
#include "support/route_paths.hpp"

namespace sangam::testing {
namespace {

class route_access : public api_test {};

TEST_F(route_access, every_route_not_declared_public_refuses_an_anonymous_caller) {
  std::set<std::string> public_routes;
  int checked = 0;
  app_->routes().for_each(
      [&](http::method verb, std::string_view pattern, const http::route_options& options) {
        const auto name = route_name(verb, pattern);
        if (options.who == http::access::anonymous) {
          public_routes.insert(name);
          return;
        }
        const auto res = client().send(std::string(http::method_name(verb)), path_of(pattern), "{}",
                                       "application/json");
        EXPECT_EQ(res.status, 401) << name << ": " << res.body;
        if (res.status == 401) {
          EXPECT_EQ(res.json()["error"]["code"], "unauthenticated");
        }
        ++checked;
      });
  EXPECT_GT(checked, 15);
  // A new public route is a decision: add it here on purpose.
  const std::set<std::string> meant_to_be_public = {
      "GET /api/health",
      "POST /api/waitlist",
      "GET /api/waitlist/change",  // the e-mailed link's token is the caller's proof
      "POST /api/waitlist/change",
      "GET /api/waitlist/invite",  // the e-mailed invitation's token is the caller's proof
      "POST /api/applications",
      "GET /api/applications/change",
      "POST /api/applications/change",
      "POST /api/auth/email",
      "POST /api/auth/setup-link",
      "POST /api/auth/password-setup",
      "POST /api/auth/login",
      "POST /api/auth/password-reset",  // the same answer for anyone; the link goes by e-mail
      "GET /api/auth/password-reset",   // the e-mailed link's token is the caller's proof
      "POST /api/auth/password-reset/confirm",
      "POST /api/auth/logout",
      "POST /api/auth/email-change/confirm",  // the link sent to the new address is the proof
      "POST /api/auth/two-factor",            // the challenge from a right password is the proof
      "POST /api/admin/session",
      "POST /api/admin/session/two-factor",  // the challenge from a right password is the proof
      "DELETE /api/admin/session",
      "POST /api/admin/password-reset",  // as the members' reset, for administrators
      "GET /api/admin/password-reset",
      "POST /api/admin/password-reset/confirm",
      "GET /metrics",  // loopback or the metrics token: its handler checks
  };
  EXPECT_EQ(public_routes, meant_to_be_public);
}

// The authenticator answers 403 to a member on administrator routes (membership_test shows it);
// here: every route under /api/admin/ but the sign-in itself and the forgotten password's (public
// on purpose, above) is declared for administrators.
TEST_F(route_access, every_administrator_route_is_declared_for_administrators) {
  int admin_routes = 0;
  app_->routes().for_each(
      [&](http::method verb, std::string_view pattern, const http::route_options& options) {
        if (!pattern.starts_with("/api/admin/") || pattern.starts_with("/api/admin/session") ||
            pattern.starts_with("/api/admin/password-reset")) {
          return;
        }
        EXPECT_EQ(options.who, http::access::admin)
            << std::string(http::method_name(verb)) << " " << pattern;
        ++admin_routes;
      });
  EXPECT_GE(admin_routes, 6);
}

}  // namespace
}  // namespace sangam::testing
