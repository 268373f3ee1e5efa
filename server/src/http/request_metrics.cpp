#include "http/request_metrics.hpp"

namespace sangam::http {

request_metrics::request_metrics(core::metrics::registry& metrics, const router& routes) {
  for (std::size_t id = 0; id < routes.size(); ++id) {
    const auto& r = routes.at(id);
    routes_.push_back(std::make_unique<route_stats>(metrics, r.pattern, method_name(r.verb)));
  }
  for (std::size_t i = 0; i < k_method_count; ++i) {
    const auto name = method_name(static_cast<method>(i));
    static_[i] = std::make_unique<route_stats>(metrics, "static", name);
    unmatched_[i] = std::make_unique<route_stats>(metrics, "unmatched", name);
  }
}

}  // namespace sangam::http
