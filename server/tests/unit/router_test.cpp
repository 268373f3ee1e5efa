#include "http/router.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/origin.hpp"
#include "support/allocation_count.hpp"

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
  r.set_authenticator([&](access who, const request& req) -> caller {
    asked.push_back(who);
    if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
    return {.subject = "member-7", .session = "session-7"};
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

TEST(router, a_deferred_route_answers_through_its_reply_after_the_same_checks) {
  router r;
  std::vector<reply> parked;  // handed-on work, answered later
  r.add(method::post, "/api/later", [&](const request& req, reply answer) {
    if (req.body == "bad") throw core::api_error::validation({{"body", "Not this."}});
    parked.push_back(std::move(answer));
  });
  r.set_authenticator([](access, const request& req) -> caller {
    if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
    return {.subject = "member-7", .session = "session-7"};
  });
  const auto& later = *r.find(method::post, "/api/later").found;
  std::vector<response> answers;
  const reply collect([&](response res) { answers.push_back(std::move(res)); }, "req-1");

  request anonymous;
  r.invoke(later, anonymous, collect);  // refused before the handler
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(answers[0].status, 401);
  EXPECT_TRUE(parked.empty());

  request bad;
  bad.cookie = "session=ok";
  bad.body = "bad";
  r.invoke(later, bad, collect);  // thrown before handing on: answered in the error shape
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(nlohmann::json::parse(answers[1].body)["error"]["fields"]["body"], "Not this.");

  request good;
  good.cookie = "session=ok";
  r.invoke(later, good, collect);
  EXPECT_EQ(answers.size(), 2u);  // not yet: the work was handed on
  ASSERT_EQ(parked.size(), 2u - 1u);
  parked[0].fail(std::make_exception_ptr(std::runtime_error("disk full at /var/lib/secret")));
  ASSERT_EQ(answers.size(), 3u);
  EXPECT_EQ(answers[2].status, 500);
  EXPECT_EQ(answers[2].body.find("secret"), std::string::npos);
  EXPECT_THROW(r.invoke(later, good), std::logic_error);  // no answer to return at once
}

// What a POST from a browser page at `origin` to a public route gets, with this Host header.
int post_from(const router& r, std::string origin, std::string host) {
  request req;
  req.verb = method::post;
  req.origin = std::move(origin);
  req.host = std::move(host);
  return r.invoke(*r.find(method::post, "/api/waitlist").found, req).status;
}

router public_routes() {
  router r;
  r.add(method::post, "/api/waitlist", echo, {.who = access::anonymous});
  r.add(method::get, "/api/health", echo, {.who = access::anonymous});
  return r;
}

TEST(router, with_a_public_url_only_its_origin_may_change_state) {
  auto r = public_routes();
  r.set_allowed_origin(*core::origin_of("https://sangam.example/"));
  const std::string host = "sangam.example";  // the same whatever the scheme
  request plain;
  plain.verb = method::post;
  plain.origin = "http://sangam.example";
  plain.host = host;
  const auto refused = r.invoke(*r.find(method::post, "/api/waitlist").found, plain);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(nlohmann::json::parse(refused.body)["error"]["code"], "cross_origin");

  EXPECT_EQ(post_from(r, "https://sangam.example", host), 200);
  EXPECT_EQ(post_from(r, "https://evil.example", host), 403);
  EXPECT_EQ(post_from(r, "https://evil.example", "evil.example"), 403);
  EXPECT_EQ(post_from(r, "https://sangam.example:8443", host), 403);
  EXPECT_EQ(post_from(r, "https://sangam.example.evil.example", host), 403);
  EXPECT_EQ(post_from(r, "null", host), 403);
  EXPECT_EQ(post_from(r, "", host), 200);  // not a browser: no session to ride on
  request read;
  read.origin = "https://evil.example";
  EXPECT_EQ(r.invoke(*r.find(method::get, "/api/health").found, read).status, 200);
}

TEST(router, without_a_public_url_the_origin_must_name_the_host) {
  const auto r = public_routes();
  EXPECT_EQ(post_from(r, "http://127.0.0.1:8080", "127.0.0.1:8080"), 200);
  EXPECT_EQ(post_from(r, "https://127.0.0.1:8080", "127.0.0.1:8080"), 200);  // Host has no scheme
  EXPECT_EQ(post_from(r, "https://evil.example", "127.0.0.1:8080"), 403);
  EXPECT_EQ(post_from(r, "http://127.0.0.1:9090", "127.0.0.1:8080"), 403);
  EXPECT_EQ(post_from(r, "null", "127.0.0.1:8080"), 403);
  EXPECT_EQ(post_from(r, "127.0.0.1:8080", "127.0.0.1:8080"), 403);
  request marked;
  marked.verb = method::post;
  marked.sec_fetch_site = "cross-site";
  EXPECT_EQ(r.invoke(*r.find(method::post, "/api/waitlist").found, marked).status, 403);
}

struct spec {
  method verb;
  const char* pattern;
};

// Literal and parameter segments that overlap at every level.
const std::vector<spec> k_table = {
    {method::get, "/api/health"},
    {method::get, "/api/admin/reports"},
    {method::post, "/api/admin/reports/:id/resolution"},
    {method::get, "/api/admin/session"},
    {method::del, "/api/admin/session"},
    {method::get, "/api/admin/:kind"},
    {method::post, "/api/admin/:kind"},
    {method::post, "/api/admin/:kind/:id/decision"},
    {method::get, "/api/:x/ping"},
    {method::get, "/api/me"},
    {method::put, "/api/me/role"},
    {method::get, "/api/photos/:profileId"},
    {method::post, "/api/notifications/read-all"},
    {method::post, "/api/notifications/:id/read"},
    {method::get, "/"},
};

struct probe {
  method verb;
  const char* path;
  const char* pattern;  // nullptr: no route
  bool path_known;      // when no route: 405 rather than 404
  std::vector<std::pair<std::string, std::string>> params;
};

const std::vector<probe> k_probes = {
    {method::get, "/api/health", "/api/health", false, {}},
    {method::get, "/api/health/", "/api/health", false, {}},
    {method::get, "//api//health", "/api/health", false, {}},
    {method::get, "/api/admin/reports", "/api/admin/reports", false, {}},
    {method::get, "/api/admin/session", "/api/admin/session", false, {}},
    {method::del, "/api/admin/session", "/api/admin/session", false, {}},
    {method::get, "/api/admin/profiles", "/api/admin/:kind", false, {{"kind", "profiles"}}},
    // The literal has no POST: the parameter branch does.
    {method::post, "/api/admin/reports", "/api/admin/:kind", false, {{"kind", "reports"}}},
    {method::post,
     "/api/admin/reports/7/resolution",
     "/api/admin/reports/:id/resolution",
     false,
     {{"id", "7"}}},
    // A dead end under the literal falls back to the parameter.
    {method::post,
     "/api/admin/reports/7/decision",
     "/api/admin/:kind/:id/decision",
     false,
     {{"kind", "reports"}, {"id", "7"}}},
    {method::post,
     "/api/admin/mentors/a-b/decision",
     "/api/admin/:kind/:id/decision",
     false,
     {{"kind", "mentors"}, {"id", "a-b"}}},
    {method::get, "/api/admin/ping", "/api/admin/:kind", false, {{"kind", "ping"}}},
    {method::get, "/api/me/ping", "/api/:x/ping", false, {{"x", "me"}}},
    {method::get, "/api/anything/ping", "/api/:x/ping", false, {{"x", "anything"}}},
    {method::get, "/api/me", "/api/me", false, {}},
    {method::put, "/api/me/role", "/api/me/role", false, {}},
    {method::get, "/api/photos/0190", "/api/photos/:profileId", false, {{"profileId", "0190"}}},
    {method::post, "/api/notifications/read-all", "/api/notifications/read-all", false, {}},
    {method::post,
     "/api/notifications/5/read",
     "/api/notifications/:id/read",
     false,
     {{"id", "5"}}},
    {method::get, "/", "/", false, {}},
    // 405: the path is served, for other methods.
    {method::get, "/api/me/role", nullptr, true, {}},
    {method::post, "/api/health", nullptr, true, {}},
    {method::get, "/api/admin/reports/7/decision", nullptr, true, {}},
    {method::put, "/api/admin/session", nullptr, true, {}},
    // 404.
    {method::get, "/api/nothing-here", nullptr, false, {}},
    {method::get, "/api/admin", nullptr, false, {}},
    {method::get, "/api/admin/reports/7", nullptr, false, {}},
    {method::get, "/api/me/ping/more", nullptr, false, {}},
    {method::get, "/api/healthz", nullptr, false, {}},
};

router build(const std::vector<spec>& table) {
  router r;
  for (const auto& s : table) r.add(s.verb, s.pattern, echo);
  return r;
}

void expect_probes_resolve(const router& r, const std::string& order) {
  for (const auto& p : k_probes) {
    const auto m = r.find(p.verb, p.path);
    const auto what = order + ": " + std::string(method_name(p.verb)) + " " + p.path;
    if (!p.pattern) {
      EXPECT_EQ(m.found, nullptr) << what << " found " << m.found->pattern;
      EXPECT_EQ(m.path_known, p.path_known) << what;
      continue;
    }
    ASSERT_NE(m.found, nullptr) << what;
    EXPECT_EQ(m.found->pattern, p.pattern) << what;
    EXPECT_EQ(m.params, p.params) << what;
  }
}

TEST(router, resolves_the_same_way_whatever_the_registration_order) {
  auto table = k_table;
  expect_probes_resolve(build(table), "as listed");
  std::reverse(table.begin(), table.end());
  expect_probes_resolve(build(table), "reversed");
  std::mt19937 shuffler(20261123);
  for (int round = 0; round < 24; ++round) {
    std::shuffle(table.begin(), table.end(), shuffler);
    std::string order;
    for (const auto& s : table) order += std::string(s.pattern) + " ";
    expect_probes_resolve(build(table), "order " + order);
  }
}

TEST(router, finds_a_route_without_parameters_without_allocating) {
  const auto r = build(k_table);
  const auto before = testing::allocations_on_this_thread();
  for (int i = 0; i < 100; ++i) {
    const auto m = r.find(method::get, "/api/health");
    ASSERT_NE(m.found, nullptr);
    EXPECT_FALSE(r.find(method::get, "/api/nothing-here").found);
    EXPECT_TRUE(r.find(method::post, "/api/health").path_known);
  }
  EXPECT_EQ(testing::allocations_on_this_thread(), before);
  const auto with_params = r.find(method::post, "/api/admin/mentors/a/decision");
  EXPECT_GT(testing::allocations_on_this_thread(), before);  // the counter counts
  EXPECT_EQ(with_params.params.size(), 2u);
}

TEST(router, refuses_a_route_registered_twice_for_one_method) {
  router r;
  r.add(method::get, "/api/admin/:kind", echo);
  EXPECT_THROW(r.add(method::get, "/api/admin/:kind", echo), std::logic_error);
  // Another parameter name is the same route.
  EXPECT_THROW(r.add(method::get, "/api/admin/:other/", echo), std::logic_error);
  EXPECT_NO_THROW(r.add(method::post, "/api/admin/:kind", echo));
  EXPECT_THROW(r.add(method::get, "/api/x/:", echo), std::logic_error);
  EXPECT_THROW(r.add(method::get, "/api/x/:id/y/:id", echo), std::logic_error);
}

TEST(router, refuses_a_route_declared_queued_that_answers_at_once) {
  router r;
  EXPECT_THROW(r.add(method::post, "/api/x", echo, {.database = database_use::queued}),
               std::logic_error);
  EXPECT_EQ(r.size(), 0u);
}

// A caller the recaller knows is admitted without the authenticator; one it does not know is
// looked up as before; public routes ask neither.
TEST(router, a_recalled_caller_is_not_looked_up_again) {
  router r;
  r.add(method::get, "/api/open", echo, {.who = access::anonymous});
  r.add(method::get, "/api/mine", [](const request& req) {
    return response{.status = 200, .body = req.subject + "/" + req.session};
  });
  int looked_up = 0;
  int recalled = 0;
  r.set_authenticator(
      [&](access, const request& req) -> caller {
        ++looked_up;
        if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
        return {.subject = "member-7", .session = "session-7"};
      },
      [&](access, const request& req) -> std::optional<caller> {
        ++recalled;
        if (req.cookie != "session=known") return std::nullopt;
        return caller{.subject = "member-8", .session = "session-8"};
      });
  const auto& open = *r.find(method::get, "/api/open").found;
  const auto& mine = *r.find(method::get, "/api/mine").found;
  request anonymous;
  EXPECT_FALSE(r.recall(open, anonymous));
  EXPECT_EQ(r.invoke(open, anonymous).status, 200);
  EXPECT_EQ(recalled, 0);

  request known;
  known.cookie = "session=known";
  ASSERT_TRUE(r.recall(mine, known));
  EXPECT_TRUE(known.recalled);
  EXPECT_EQ(known.subject, "member-8");
  EXPECT_EQ(r.invoke(mine, known).body, "member-8/session-8");
  EXPECT_EQ(recalled, 1);  // admission took the recalled caller as it was
  EXPECT_EQ(looked_up, 0);

  request fresh;
  fresh.cookie = "session=known";
  EXPECT_EQ(r.invoke(mine, fresh).body, "member-8/session-8");  // admission recalls it itself
  EXPECT_EQ(looked_up, 0);

  request other;
  other.cookie = "session=ok";
  EXPECT_FALSE(r.recall(mine, other));
  EXPECT_EQ(r.invoke(mine, other).body, "member-7/session-7");
  EXPECT_EQ(looked_up, 1);
  request nobody;
  EXPECT_EQ(r.invoke(mine, nobody).status, 401);
}

TEST(router, only_member_routes_that_queue_their_work_run_inline_when_recalled) {
  EXPECT_TRUE(runs_inline_when_recalled({.database = database_use::queued}));
  EXPECT_TRUE(runs_inline_when_recalled({.database = database_use::queued, .who = access::admin}));
  EXPECT_FALSE(runs_inline_when_recalled({.database = database_use::waits}));
  EXPECT_FALSE(runs_inline_when_recalled({.database = database_use::none}));
  EXPECT_FALSE(
      runs_inline_when_recalled({.database = database_use::queued, .who = access::anonymous}));
}

TEST(router, walks_every_route_with_its_pattern_and_options) {
  router r;
  r.add(method::get, "/api/health", echo,
        {.database = database_use::none, .who = access::anonymous});
  r.add(method::post, "/api/admin/:kind/:id/decision", echo);
  std::vector<std::string> seen;
  r.for_each([&](method verb, std::string_view pattern, const route_options& options) {
    seen.push_back(std::string(method_name(verb)) + " " + std::string(pattern));
    if (pattern == "/api/health") {
      EXPECT_EQ(options.who, access::anonymous);
    } else {
      EXPECT_EQ(options.who, access::member);  // the safe default
    }
  });
  EXPECT_EQ(seen,
            (std::vector<std::string>{"GET /api/health", "POST /api/admin/:kind/:id/decision"}));
  EXPECT_EQ(r.find(method::post, "/api/admin/x/1/decision").found->id, 1u);
}

// A peer that goes nowhere: the router only hands it to the opener.
class no_peer final : public socket_peer {
 public:
  explicit no_peer(std::string subject) : subject_(std::move(subject)) {}
  void send(std::string) override {}
  void close(std::uint16_t) override {}
  const std::string& subject() const noexcept override { return subject_; }
  void defer(std::function<void()>, std::function<void()> refused) override { refused(); }
  void charge(unsigned) override {}

 private:
  std::string subject_;
};

class no_listener final : public socket_listener {
 public:
  void on_text(std::string_view) override {}
  void on_close() override {}
};

TEST(router, a_socket_route_is_a_get_admitted_like_any_route_and_cross_site_refused) {
  router r;
  r.set_authenticator([](access, const request& req) -> caller {
    if (req.cookie != "session=ok") throw core::api_error(401, "unauthenticated", "Sign in.");
    return {.subject = "member-7", .session = "session-7"};
  });
  std::vector<std::string> opened_for;
  r.add_socket("/api/ws", [&](const request& req, std::shared_ptr<socket_peer> peer) {
    if (req.query == "refuse") throw core::api_error(409, "conflict", "Not now.");
    opened_for.push_back(peer->subject());
    return std::make_shared<no_listener>();
  });
  const auto m = r.find(method::get, "/api/ws");
  ASSERT_NE(m.found, nullptr);
  EXPECT_TRUE(r.find(method::post, "/api/ws").path_known);
  const auto make_peer = [](const request& admitted) {
    return std::make_shared<no_peer>(admitted.subject);
  };
  const auto status_of = [&](const request& req) {
    const auto answer = r.open(*m.found, req, make_peer);
    return std::holds_alternative<response>(answer) ? std::get<response>(answer).status : 101;
  };

  request member;
  member.cookie = "session=ok";
  member.host = "sangam.example";
  EXPECT_EQ(status_of(member), 101);
  EXPECT_EQ(opened_for, std::vector<std::string>{"member-7"});

  request anonymous;
  EXPECT_EQ(status_of(anonymous), 401);
  request cross_site = member;
  cross_site.origin = "https://evil.example";  // refused although a GET
  EXPECT_EQ(status_of(cross_site), 403);
  request same_site = member;
  same_site.origin = "https://sangam.example";
  EXPECT_EQ(status_of(same_site), 101);
  request refused = member;
  refused.query = "refuse";
  EXPECT_EQ(status_of(refused), 409);
  EXPECT_EQ(opened_for.size(), 2u);

  // Without the upgrade: admitted first (so the route table's access checks cover it), then 426.
  EXPECT_EQ(r.invoke(*m.found, anonymous).status, 401);
  const auto plain = r.invoke(*m.found, member);
  EXPECT_EQ(plain.status, 426);
  EXPECT_EQ(nlohmann::json::parse(plain.body)["error"]["code"], "upgrade_required");
  EXPECT_THROW(r.add_socket("/api/ws", {}), std::logic_error);  // registered twice
  std::vector<std::string> seen;
  r.for_each([&](method verb, std::string_view pattern, const route_options& options) {
    seen.push_back(std::string(method_name(verb)) + " " + std::string(pattern));
    EXPECT_EQ(options.who, access::member);
  });
  EXPECT_EQ(seen, std::vector<std::string>{"GET /api/ws"});
}

// An upload's head is admitted before its body is read (issue 25, finding 14); the request it
// admits runs without a second check, and its rate limit is charged once.
TEST(router, admit_head_checks_an_upload_on_its_head_and_charges_its_limit_once) {
  router r;
  rate_limiter one_a_minute(1, std::chrono::seconds(60));
  int handled = 0;
  r.add(method::put, "/api/upload",
        [&](const request& req) {
          ++handled;
          return response{.status = 200, .body = req.body};
        },
        {.body_limit = 1 << 20, .limiter = &one_a_minute, .who = access::anonymous});
  const auto& upload = *r.find(method::put, "/api/upload").found;
  const auto head = [](std::string origin) {
    request req;
    req.verb = method::put;
    req.host = "sangam.example";
    req.origin = std::move(origin);
    req.client_ip = "203.0.113.9";
    return req;
  };

  auto cross_site = head("https://evil.example");
  const auto refused = r.admit_head(upload, cross_site);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 403);
  EXPECT_FALSE(cross_site.admitted);

  auto same_site = head("https://sangam.example");
  EXPECT_FALSE(r.admit_head(upload, same_site));  // the minute's one request
  EXPECT_TRUE(same_site.admitted);
  same_site.body = "the body, read after admission";
  const auto answered = r.invoke(upload, same_site);
  EXPECT_EQ(answered.status, 200);  // not charged again
  EXPECT_EQ(answered.body, "the body, read after admission");

  auto next = head("https://sangam.example");
  const auto limited = r.admit_head(upload, next);
  ASSERT_TRUE(limited);
  EXPECT_EQ(limited->status, 429);
  EXPECT_EQ(r.invoke(upload, head("https://sangam.example")).status, 429);  // nor unadmitted
  EXPECT_EQ(handled, 1);
}

}  // namespace
}  // namespace sangam::http
