#include "http/socket_metrics.hpp"

#include <string_view>

namespace sangam::http {
namespace {

constexpr auto k_messages = "sangam_http_websocket_messages_total";
constexpr auto k_messages_help = "WebSocket text messages, by direction.";
constexpr std::string_view k_end_names[k_socket_end_count] = {
    "closed", "too_big",  "rate_limited", "not_reading",
    "idle",   "shutdown", "failed",       "session_ended"};

}  // namespace

socket_metrics::socket_metrics(core::metrics::registry& metrics)
    : received_(metrics.add_counter(k_messages, k_messages_help, {{"direction", "in"}})),
      sent_(metrics.add_counter(k_messages, k_messages_help, {{"direction", "out"}})) {
  metrics.add_gauge("sangam_http_websockets_open", "Open WebSocket connections.",
                    [this] { return static_cast<double>(open()); });
  for (std::size_t i = 0; i < k_socket_end_count; ++i) {
    ended_[i] = &metrics.add_counter("sangam_http_websockets_closed_total",
                                     "WebSocket connections ended, by reason.",
                                     {{"reason", std::string(k_end_names[i])}});
  }
}

}  // namespace sangam::http
