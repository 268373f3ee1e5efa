#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "db/writer.hpp"
#include "features/context.hpp"
#include "http/router.hpp"

// A feature declares itself once (docs/architecture.md, "Adding a feature"): a `feature` value
// in its folder's feature.hpp, named in the list of features/features.cpp, from which the app
// takes everything: routes, members' data, subscriptions and jobs, demo content.
namespace sangam::features {

// A rate limit by name (limiters: two routes naming one share it), keyed by client address. The
// first route to name it sets its capacity, read from the configuration.
struct limit final {
  std::string_view name;
  unsigned (*capacity)(const core::config&);
  std::chrono::seconds period;
};

// A setting of the feature's own: a SANGAM_* variable with its default and range, declared in
// the feature's folder (not in core::config) and read when it installs; a bad value stops the
// start, naming the variable. Tests set it in config.settings.
struct setting final {
  std::string_view name;
  unsigned fallback;
  unsigned min;
  unsigned max;
  unsigned of(const core::config& c) const {
    return core::number_setting(c, name, fallback, min, max);
  }
};

// The same for a text (a file, a name, an address): the variable as given, or the default.
struct text_setting final {
  std::string_view name;
  std::string_view fallback;
  std::string of(const core::config& c) const {
    const auto found = c.settings.find(name);
    return found == c.settings.end() ? std::string(fallback) : found->second;
  }
};

// One route, as data: who may call it, what it does with the database (which decides its thread:
// http::database_use), its limit and body limit, and its handler — a named function given the
// feature's services `S` (what the feature's `services_of` built from the context) and the
// request. A handler adapts HTTP only: it parses, calls the feature's service, shapes the JSON.
// Exactly one of `answer` (answers at once) and `answer_later` (hands work on, replies later)
// is set.
template <typename S>
struct route final {
  http::method verb;
  std::string_view path;
  http::response (*answer)(const S&, const http::request&) = nullptr;
  void (*answer_later)(const S&, const http::request&, http::reply) = nullptr;
  http::access who = http::access::member;
  http::database_use database = http::database_use::waits;
  const limit* limiter = nullptr;
  std::size_t body_limit = http::k_json_body_limit;
};

// Registers a route table: each route's handler is bound to `services`, shared by all of them.
template <typename S, std::size_t N>
void add_routes(http::router& routes, const context& ctx, std::shared_ptr<const S> services,
                const route<S> (&table)[N]) {
  for (const auto& r : table) {
    const http::route_options options{
        .database = r.database,
        .body_limit = r.body_limit,
        .limiter = r.limiter ? &ctx.limits.get(r.limiter->name, r.limiter->capacity(ctx.config),
                                               r.limiter->period)
                             : nullptr,
        .who = r.who};
    if ((r.answer == nullptr) == (r.answer_later == nullptr)) {
      throw std::logic_error("a route has exactly one handler: " + std::string(r.path));
    }
    if (r.answer) {
      routes.add(r.verb, r.path,
                 http::handler([services, answer = r.answer](const http::request& req) {
                   return answer(*services, req);
                 }),
                 options);
    } else {
      routes.add(r.verb, r.path,
                 http::deferred_handler([services, later = r.answer_later](const http::request& req,
                                                                           http::reply done) {
                   later(*services, req, std::move(done));
                 }),
                 options);
    }
  }
}

// What a feature gets to add demo content (SANGAM_DEMO) to an empty database: the demo folder
// (data/demo), and the transaction that adds the demo members, which are in it already.
struct demo_content final {
  const std::filesystem::path& dir;
  db::tx& tx;
};
// One of the demo folder's JSON files, parsed; std::runtime_error when missing or malformed.
nlohmann::json read_demo_file(const std::filesystem::path& dir, std::string_view file);

// A feature, declared once.
struct feature final {
  std::string_view name;  // its folder under server/src/features
  // Registers its routes (add_routes with its route table), the tables where it keeps members'
  // data (ctx.personal), what it listens to on the event bus and the background work it runs
  // while the server serves (run_once_started).
  void (*install)(http::router&, const context&) = nullptr;
  // Adds its demo content; runs after the demo members are added, in the same transaction.
  void (*add_demo_content)(const demo_content&) = nullptr;
};

// Every feature of the server, in the order they install (any order works for routes: the router
// matches literals before parameters).
std::span<const feature> all_features();

}  // namespace sangam::features
