#pragma once

#include <chrono>
#include <string>

#include "http/socket.hpp"

namespace sangam::http {

class session_sockets;

struct security_policy final {
  std::string content_security_policy;
  bool hsts = false;
};

struct server_options final {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port
  unsigned io_threads = 0;     // 0: one per core
  unsigned worker_threads = 8;
  std::chrono::seconds shutdown_grace{10};
  security_policy security;
  // Requests waiting for a worker: at most this many, for at most this long; past either the
  // request is answered 503 with Retry-After instead of being run.
  unsigned work_queue_limit = 4096;
  std::chrono::milliseconds work_queue_deadline{5000};
  // Open connections, in total and per client address (per /64 for IPv6); past either a new
  // connection is answered 503 and closed at once.
  unsigned max_connections = 10000;
  unsigned max_connections_per_client = 256;
  // Every WebSocket's message size, queue, heartbeat and rate (tests shrink them).
  socket_limits sockets;
  // Open WebSockets by session, for whoever ends sessions (not owned; may be null).
  session_sockets* sessions = nullptr;
  // GET /metrics answers loopback clients, and others presenting this bearer token (if set).
  std::string metrics_token;
};

}  // namespace sangam::http
