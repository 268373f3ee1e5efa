#pragma once

#include <array>
#include <memory>
#include <vector>

#include "core/metrics/registry.hpp"
#include "http/request.hpp"
#include "http/route_stats.hpp"
#include "http/router.hpp"

namespace sangam::http {

// Where each request is counted: its route's stats, labelled with the route's pattern, or
// "static" for the web app's files, or "unmatched" for requests no route took (404, 405, 431).
class request_metrics final {
 public:
  request_metrics(core::metrics::registry& metrics, const router& routes);

  route_stats& for_route(const route& r) { return *routes_[r.id]; }
  route_stats& for_static(method verb) { return *static_[static_cast<std::size_t>(verb)]; }
  route_stats& for_unmatched(method verb) { return *unmatched_[static_cast<std::size_t>(verb)]; }

 private:
  std::vector<std::unique_ptr<route_stats>> routes_;  // by route id
  std::array<std::unique_ptr<route_stats>, k_method_count> static_;
  std::array<std::unique_ptr<route_stats>, k_method_count> unmatched_;
};

}  // namespace sangam::http
