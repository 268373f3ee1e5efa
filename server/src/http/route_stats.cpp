#include "http/route_stats.hpp"

namespace sangam::http {

route_stats::route_stats(core::metrics::registry& metrics, std::string route,
                         std::string_view method)
    : metrics_(metrics), route_(std::move(route)), method_(method) {}

void route_stats::record(unsigned status, std::chrono::steady_clock::duration elapsed) {
  requests(status).inc();
  duration().observe(std::chrono::duration<double>(elapsed).count());
}

// Two threads may both register a new series: the registry hands both the same one.
core::metrics::counter& route_stats::requests(unsigned status) {
  const bool cached = status >= k_first_status && status < k_first_status + k_statuses;
  if (cached) {
    if (auto* c = by_status_[status - k_first_status].load(std::memory_order_acquire)) return *c;
  }
  auto& c = metrics_.add_counter(
      "sangam_http_requests_total", "HTTP requests answered, by route, method and status.",
      {{"route", route_}, {"method", method_}, {"status", std::to_string(status)}});
  if (cached) by_status_[status - k_first_status].store(&c, std::memory_order_release);
  return c;
}

core::metrics::histogram& route_stats::duration() {
  if (auto* h = duration_.load(std::memory_order_acquire)) return *h;
  auto& h = metrics_.add_histogram(
      "sangam_http_request_duration_seconds",
      "Time from a request's header to the end of its response being written, by route.",
      core::metrics::k_latency_buckets, {{"route", route_}, {"method", method_}});
  duration_.store(&h, std::memory_order_release);
  return h;
}

}  // namespace sangam::http
