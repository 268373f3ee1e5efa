#pragma once

#include <string>
#include <string_view>

#include "core/metrics/registry.hpp"
#include "http/router.hpp"

namespace sangam::http {

inline constexpr std::string_view k_metrics_path = "/metrics";

// Whether a scrape of /metrics is allowed: from this machine (loopback), or with
// "Authorization: Bearer <token>" when a token is configured.
bool metrics_allowed(std::string_view client_ip, std::string_view authorization,
                     std::string_view token);

// GET /metrics: the registry in the Prometheus text format, or 403 in the error shape.
void add_metrics_route(router& routes, const core::metrics::registry& metrics, std::string token);

}  // namespace sangam::http
