#include "http/router.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sangam::http {
namespace {

response echo(const request& req) {
  return {.status = 200, .body = std::string(req.param("id"))};
}

TEST(router, matches_literal_and_parameter_segments) {
  router r;
  r.add(method::get, "/api/health", echo);
  r.add(method::post, "/api/admin/profiles/:id/approve", echo);
  const auto m = r.find(method::post, "/api/admin/profiles/42/approve");
  ASSERT_NE(m.found, nullptr);
  ASSERT_EQ(m.params.size(), 1u);
  EXPECT_EQ(m.params[0].second, "42");
  EXPECT_NE(r.find(method::get, "/api/health/").found,
            nullptr);  // a trailing slash is the same path
  EXPECT_EQ(r.find(method::get, "/api/healthz").found, nullptr);
  EXPECT_EQ(r.find(method::get, "/api/admin/profiles/42").found, nullptr);
}

TEST(router, knows_a_path_served_for_another_method) {
  router r;
  r.add(method::post, "/api/waitlist", echo);
  const auto m = r.find(method::get, "/api/waitlist");
  EXPECT_EQ(m.found, nullptr);
  EXPECT_TRUE(m.path_known);
  EXPECT_FALSE(r.find(method::get, "/api/other").path_known);
}

TEST(router, turns_exceptions_into_the_error_shape_without_leaking_internals) {
  router r;
  constexpr route_options anyone{.who = access::anonymous};
  r.add(
      method::get, "/api/boom",
      [](const request&) -> response {
        throw std::runtime_error("SELECT secret FROM passwords failed");
      },
      anyone);
  r.add(
      method::get, "/api/bad",
      [](const request&) -> response {
        throw core::api_error::validation({{"email", "Please enter a valid email address."}});
      },
      anyone);
  request req;
  const auto boom = r.invoke(*r.find(method::get, "/api/boom").found, req);
  EXPECT_EQ(boom.status, 500);
  EXPECT_EQ(boom.body.find("secret"), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(boom.body)["error"]["code"], "internal");
  const auto bad =
      nlohmann::json::parse(r.invoke(*r.find(method::get, "/api/bad").found, req).body);
  EXPECT_EQ(bad["error"]["fields"]["email"], "Please enter a valid email address.");
}

TEST(router, asks_the_authenticator_before_any_route_that_is_not_public) {
  router r;
  int handled = 0;
  const auto whoami = [&](const request& req) {
    ++handled;
    return response{.status = 200, .body = req.subject};
  };
  r.add(method::get, "/api/open", whoami, {.who = access::anonymous});
  r.add(method::get, "/api/mine", whoami);  // member, by default
  r.add(method::get, "/api/admin/x", whoami, {.who = access::admin});
  std::vector<access> asked;
  r.set_authenticator([&](access who, const request& req) -> std::string {
    asked.push_back(who);
    if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
    return "member-7";
  });
  request anonymous;
  EXPECT_EQ(r.invoke(*r.find(method::get, "/api/open").found, anonymous).status, 200);
  EXPECT_TRUE(asked.empty());
  EXPECT_EQ(r.invoke(*r.find(method::get, "/api/mine").found, anonymous).status, 401);
  EXPECT_EQ(r.invoke(*r.find(method::get, "/api/admin/x").found, anonymous).status, 401);
  EXPECT_EQ(handled, 1);  // only the public route ran
  request signed_in;
  signed_in.cookie = "session=ok";
  const auto mine = r.invoke(*r.find(method::get, "/api/mine").found, signed_in);
  EXPECT_EQ(mine.status, 200);
  EXPECT_EQ(mine.body, "member-7");
  EXPECT_EQ(asked, (std::vector<access>{access::member, access::admin, access::member}));
}

}  // namespace
}  // namespace sangam::http
