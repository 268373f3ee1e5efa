#pragma once

#include <chrono>
#include <cstddef>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "http/rate_limiter.hpp"
#include "http/request.hpp"
#include "http/response.hpp"
#include "http/socket.hpp"

namespace sangam::http {

using handler = std::function<response(const request&)>;

// The way to answer a request later, from any thread, exactly once: for a handler that hands its
// work on (a write to db::writer::post, say) and lets its thread go.
class reply final {
 public:
  using send_fn = std::function<void(response)>;
  reply(send_fn send, std::string request_id)
      : send_(std::move(send)), request_id_(std::move(request_id)) {}

  void operator()(response r) const { send_(std::move(r)); }
  // Answers with `error` as if the handler had thrown it: the error shape, or a bare 500.
  void fail(std::exception_ptr error) const;

 private:
  send_fn send_;
  std::string request_id_;
};

// A handler that answers through its reply; what it throws before handing work on is answered
// as a handler's throw is.
using deferred_handler = std::function<void(const request&, reply)>;

// Who may call a route. The router asks its authenticator before running any route that is not
// anonymous, so a handler never runs for a caller it was not meant for.
enum class access { anonymous, member, admin, signed_in /* a member or an administrator */ };

// Who is calling: their id, and the session they are signed in with.
struct caller final {
  std::string subject;
  std::string session;  // a key naming the session (never the cookie's secret)
  std::chrono::system_clock::time_point session_ends = std::chrono::system_clock::time_point::max();
};

// Returns the caller for the access a route needs, or throws core::api_error (401, 403).
using authenticator = std::function<caller(access, const request&)>;
// The caller for the access a route needs if it is known without the database (a session admitted
// a moment ago), nullopt otherwise: safe on a network thread, never throws for a caller.
using recaller = std::function<std::optional<caller>(access, const request&)>;

inline constexpr std::size_t k_json_body_limit = 64 * 1024;

// What a route's handler does with the database. With who may call it, it decides the thread
// (runs_inline): only a route that needs no session and waits for nothing runs on the network
// thread that read it; every other runs on the worker pool, its admission (the session lookup)
// included, so that a slow query or a busy pool never holds up a network thread.
enum class database_use {
  none,    // reads nothing stored (health, metrics)
  queued,  // hands its work to db::writer and answers later (a deferred handler)
  waits,   // reads or writes and waits for it: the safe default
};

struct route_options final {
  database_use database = database_use::waits;
  std::size_t body_limit = k_json_body_limit;
  rate_limiter* limiter = nullptr;  // keyed by client (http::client_key); not owned
  access who = access::member;      // the safe default: public routes say so
};

struct route final {
  method verb;
  std::string pattern;                   // as registered, "/api/admin/:kind": the metrics label
  std::vector<std::string> param_names;  // in path order
  handler handle;                        // one of these three is set
  deferred_handler handle_later;
  socket_opener open_socket;  // a WebSocket endpoint (GET)
  route_options options;
  std::size_t id;  // registration order, 0..size()-1
};

// Whether a route runs on the network thread that read its request (see database_use). A route
// that needs a session but only queues its work also runs there when the router recalls its
// caller from memory (router::recall); it goes to a worker otherwise.
constexpr bool runs_inline(const route_options& options) noexcept {
  return options.who == access::anonymous && options.database != database_use::waits;
}
constexpr bool runs_inline_when_recalled(const route_options& options) noexcept {
  return options.who != access::anonymous && options.database == database_use::queued;
}

// Routes by path segments in a tree: at every level a literal segment wins over a parameter,
// whatever the order of registration, and a dead end falls back to the parameter branch
// (so /api/admin/reports, /api/admin/:kind and /api/:x/ping each get their own paths).
class router final {
 public:
  router();
  ~router();
  router(router&&) noexcept;
  router& operator=(router&&) noexcept;

  // Throws std::logic_error for a malformed pattern or one already registered for this method.
  void add(method verb, std::string_view pattern, handler handle, route_options options = {});
  void add(method verb, std::string_view pattern, deferred_handler handle,
           route_options options = {});
  // A WebSocket endpoint, GET only: admitted as any route is (for a WebSocket the cross-site
  // check applies although GET changes nothing: a socket is a channel both ways), then opened.
  // A GET without the upgrade is admitted, then answered 426.
  void add_socket(std::string_view pattern, socket_opener open, route_options options = {});

  struct match {
    const route* found = nullptr;
    bool path_known = false;  // some route has this path, with another method (405)
    std::vector<std::pair<std::string, std::string>> params;
  };
  // Allocates nothing unless the route found captures parameters.
  match find(method verb, std::string_view path) const;

  // `recall`, if given, answers from memory what `who_is_calling` would (see recaller).
  void set_authenticator(authenticator who_is_calling, recaller recall = {}) {
    authenticate_ = std::move(who_is_calling);
    recall_ = std::move(recall);
  }
  // For a route that needs a caller: whether the recaller knows it; if so `req` carries it and
  // admission does not look it up again.
  bool recall(const route& r, request& req) const;
  // Asks the authenticator again, as admission did (a socket re-checks its session this way).
  caller authenticate(access who, const request& req) const;
  // The only origin ("https://sangam.example", as core::origin_of writes it) whose browsers may
  // change state; unset, a request's Origin must name its Host.
  void set_allowed_origin(std::string origin) { allowed_origin_ = std::move(origin); }

  // Every route, in registration order.
  void for_each(const std::function<void(method, std::string_view pattern, const route_options&)>&
                    visit) const;
  const route& at(std::size_t id) const { return *routes_[id]; }
  std::size_t size() const noexcept { return routes_.size(); }

  // Runs a matched route: cross-site check, rate limit, authentication, handler, and every
  // exception turned into a response, given to `done` (at once, or later for a deferred route).
  // Takes the request by value: the caller's id is added.
  void invoke(const route& r, request req, const reply& done) const;
  // The same for a route that answers at once; a deferred route is a logic_error here.
  response invoke(const route& r, request req) const;

  // For a route with a large body (an upload): the checks invoke makes (cross-site, rate limit,
  // authentication) on the head alone, so that a caller who would be refused is refused before
  // the body is read. The refusal, if any; admitted, `req.subject` and `req.admitted` are set and
  // invoke runs the handler without checking (or charging the limiter) again.
  std::optional<response> admit_head(const route& r, request& req) const;

  // Runs a socket route for an upgrade request: the same checks as invoke, then the opener with
  // the peer `make_peer` builds for the admitted request (its `subject` set). The refusal, or
  // the feature's listener. Takes the request by value: the caller's id is added.
  using peer_factory = std::function<std::shared_ptr<socket_peer>(const request& admitted)>;
  using socket_answer = std::variant<response, std::shared_ptr<socket_listener>>;
  socket_answer open(const route& r, request req, const peer_factory& make_peer) const;

 private:
  struct node;

  void add_route(std::unique_ptr<route> r);
  // Everything before the handler; the refusal, if any.
  std::optional<response> admit(const route& r, request& req) const;

  std::vector<std::unique_ptr<route>> routes_;
  std::unique_ptr<node> root_;
  authenticator authenticate_;
  recaller recall_;
  std::string allowed_origin_;
};

}  // namespace sangam::http
