#include "http/server.hpp"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include <csignal>

#include "http/listener.hpp"

namespace sangam::http {

namespace net = boost::asio;

server::server(server_options options, router routes, static_files web)
    : options_(std::move(options)),
      workers_(options_.worker_threads),
      state_(std::make_shared<shared_state>(std::move(routes), std::move(web), workers_,
                                            options_.security)),
      signals_(ioc_),
      grace_timer_(ioc_) {}

server::~server() {
  stop();
  wait();
}

unsigned short server::start() {
  const auto address = net::ip::make_address(options_.host);
  listener_ = std::make_shared<listener>(ioc_, net::ip::tcp::endpoint{address, options_.port},
                                         state_);
  listener_->run();
  const unsigned n = options_.io_threads ? options_.io_threads
                                         : std::max(1u, std::thread::hardware_concurrency());
  threads_.reserve(n);
  for (unsigned i = 0; i < n; ++i) threads_.emplace_back([this] { ioc_.run(); });
  return listener_->port();
}

void server::stop_on_signals() {
  signals_.add(SIGINT);
  signals_.add(SIGTERM);
  signals_.async_wait([this](boost::system::error_code ec, int signal) {
    if (ec) return;
    spdlog::info("signal {} received: finishing in-flight requests", signal);
    stop();
  });
}

void server::stop() {
  if (stopping_.exchange(true)) return;
  net::post(ioc_, [this] {
    boost::system::error_code ignored;
    signals_.cancel(ignored);
    if (listener_) listener_->stop();
    grace_timer_.expires_after(options_.shutdown_grace);
    grace_timer_.async_wait([this](boost::system::error_code ec) {
      if (ec) return;
      spdlog::warn("shutdown grace period over: closing remaining connections");
      ioc_.stop();
    });
    state_->begin_shutdown([this] { net::post(ioc_, [this] { grace_timer_.cancel(); }); });
  });
}

void server::wait() {
  for (auto& t : threads_) {
    if (t.joinable()) t.join();
  }
  threads_.clear();
  workers_.join();
}

}  // namespace sangam::http
