#include "http/server.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/post.hpp>

#include <csignal>

#include "core/thread_role.hpp"
#include "http/listener.hpp"
#include "http/metrics_endpoint.hpp"

namespace sangam::http {
namespace {

namespace net = boost::asio;

router with_metrics(router routes, const core::metrics::registry& metrics, std::string token) {
  add_metrics_route(routes, metrics, std::move(token));
  return routes;
}

}  // namespace

server::server(server_options options, router routes, static_files web,
               core::metrics::registry& metrics)
    : options_(std::move(options)),
      workers_(options_.worker_threads),
      state_(std::make_shared<shared_state>(
          with_metrics(std::move(routes), metrics, options_.metrics_token), std::move(web),
          workers_, options_, metrics)) {
  const unsigned n =
      options_.io_threads ? options_.io_threads : std::max(1u, std::thread::hardware_concurrency());
  std::vector<net::io_context*> raw;
  for (unsigned i = 0; i < n; ++i) {
    contexts_.push_back(std::make_unique<net::io_context>(1));
    guards_.push_back(net::make_work_guard(*contexts_.back()));
    raw.push_back(contexts_.back().get());
  }
  signals_ = std::make_unique<net::signal_set>(*contexts_.front());
  grace_timer_ = std::make_unique<net::steady_timer>(*contexts_.front());
  const auto address = net::ip::make_address(options_.host);
  listener_ = std::make_shared<listener>(
      std::move(raw), net::ip::tcp::endpoint{address, options_.port}, state_, metrics);
}

server::~server() {
  stop();
  wait();
}

unsigned short server::start() {
  listener_->run();
  for (auto& context : contexts_) {
    threads_.emplace_back([&context] {
      core::mark_network_thread();
      context->run();
    });
  }
  return listener_->port();
}

unsigned short server::port() const {
  return listener_->port();
}

void server::stop_on_signals() {
  signals_->add(SIGINT);
  signals_->add(SIGTERM);
  signals_->async_wait([this](boost::system::error_code ec, int signal) {
    if (ec) return;
    spdlog::info("signal {} received: finishing in-flight requests", signal);
    stop();
  });
}

void server::stop() {
  if (stopping_.exchange(true)) return;
  net::post(*contexts_.front(), [this] {
    boost::system::error_code ignored;
    signals_->cancel(ignored);
    listener_->stop();
    grace_timer_->expires_after(options_.shutdown_grace);
    grace_timer_->async_wait([this](boost::system::error_code ec) {
      if (ec) return;
      spdlog::warn("shutdown grace period over: closing remaining connections");
      stop_contexts();
    });
    state_->begin_shutdown([this] {
      // The last connection is gone: let every context run out of work and end.
      net::post(*contexts_.front(), [this] {
        grace_timer_->cancel();
        guards_.clear();
      });
    });
  });
}

void server::stop_contexts() {
  for (auto& context : contexts_) context->stop();
}

void server::wait() {
  if (threads_.empty()) {
    // Never started: nothing runs the contexts, so nothing can drain them.
    guards_.clear();
  }
  for (auto& t : threads_) {
    if (t.joinable()) t.join();
  }
  threads_.clear();
  workers_.join();
}

}  // namespace sangam::http
