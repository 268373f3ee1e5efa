#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/metrics/registry.hpp"
#include "http/router.hpp"
#include "http/server_options.hpp"
#include "http/shared_state.hpp"
#include "http/static_files.hpp"

namespace sangam::http {

class listener;

// The network half of the process: network threads (one io_context each) running the listener
// and sessions, and a worker pool for blocking handlers. Stopping is graceful: no new connections,
// in-flight requests are answered, then the threads end (at the latest after shutdown_grace).
// It adds GET /metrics to the routes and reports into `metrics`, which must outlive it.
class server final {
 public:
  server(server_options options, router routes, static_files web, core::metrics::registry& metrics);
  ~server();
  server(const server&) = delete;
  server& operator=(const server&) = delete;

  // Starts serving (the port is bound at construction); returns the bound port.
  unsigned short start();
  unsigned short port() const;
  const router& routes() const noexcept { return state_->routes(); }
  void stop_on_signals();  // SIGINT and SIGTERM start a graceful stop
  void stop();             // thread-safe, idempotent
  void wait();             // until every thread has ended

 private:
  using work_guard = boost::asio::executor_work_guard<boost::asio::io_context::executor_type>;

  void stop_contexts();

  server_options options_;
  boost::asio::thread_pool workers_;
  std::shared_ptr<shared_state> state_;
  // One io_context per network thread; the first also runs the listener, signals and timer.
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts_;
  std::vector<work_guard> guards_;  // keep idle contexts running until shutdown
  std::unique_ptr<boost::asio::signal_set> signals_;
  std::unique_ptr<boost::asio::steady_timer> grace_timer_;
  std::shared_ptr<listener> listener_;
  std::vector<std::thread> threads_;
  std::atomic<bool> stopping_{false};
};

}  // namespace sangam::http
