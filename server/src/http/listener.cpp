#include "http/listener.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>

#include "http/http_session.hpp"
#include "http/response.hpp"

namespace sangam::http {
namespace {

namespace net = boost::asio;

constexpr auto k_backoff = std::chrono::milliseconds(100);
constexpr auto k_warning_interval = std::chrono::seconds(5);

// Sent, best effort, to a connection refused for a cap, so a client sees why.
const std::string& busy_response() {
  static const std::string text = [] {
    const auto body = overloaded_response().body;
    return fmt::format(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
        "Content-Length: {}\r\nRetry-After: 1\r\nCache-Control: no-store\r\n"
        "Connection: close\r\n\r\n{}",
        body.size(), body);
  }();
  return text;
}

// Accepting again at once would fail again at once: these pass only when something closes.
bool out_of_resources(boost::system::error_code ec) {
  return ec == net::error::no_descriptors || ec == net::error::no_buffer_space ||
         ec == net::error::no_memory || ec == boost::system::errc::too_many_files_open_in_system;
}

}  // namespace

listener::listener(std::vector<net::io_context*> contexts, const net::ip::tcp::endpoint& endpoint,
                   std::shared_ptr<shared_state> state, core::metrics::registry& metrics)
    : contexts_(std::move(contexts)),
      acceptor_(contexts_.front()->get_executor()),
      backoff_(contexts_.front()->get_executor()),
      state_(std::move(state)),
      warnings_(k_warning_interval),
      accept_errors_(metrics.add_counter("sangam_http_accept_errors_total",
                                         "Failed accepts (out of file descriptors, say).")) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void listener::run() {
  accept();
}

void listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ec;
    self->acceptor_.close(ec);
    self->backoff_.cancel();
  });
}

void listener::accept() {
  auto& context = *contexts_[next_];
  next_ = (next_ + 1) % contexts_.size();
  acceptor_.async_accept(
      context, [self = shared_from_this()](boost::system::error_code ec, socket_type socket) {
        self->on_accept(ec, std::move(socket));
      });
}

void listener::on_accept(boost::system::error_code ec, socket_type socket) {
  if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (ec) return on_accept_error(ec);
  if (!state_->shutting_down()) serve(std::move(socket));
  accept();
}

void listener::on_accept_error(boost::system::error_code ec) {
  accept_errors_.inc();
  std::size_t suppressed = 0;
  if (warnings_.allow(log_throttle::clock::now(), suppressed)) {
    spdlog::warn("accept: {} ({} more since the last such warning)", ec.message(), suppressed);
  }
  if (!out_of_resources(ec)) return accept();
  backoff_.expires_after(k_backoff);
  backoff_.async_wait([self = shared_from_this()](boost::system::error_code wait_ec) {
    if (wait_ec || !self->acceptor_.is_open()) return;
    self->accept();
  });
}

void listener::serve(socket_type socket) {
  boost::system::error_code ec;
  const auto peer = socket.remote_endpoint(ec);
  if (ec) return;  // already gone
  auto ticket = state_->connections().admit(peer.address());
  if (!ticket) {
    // A fresh socket's send buffer is empty, so this never blocks the accept loop.
    socket.non_blocking(true, ec);
    socket.write_some(net::buffer(busy_response()), ec);
    socket.shutdown(net::socket_base::shutdown_both, ec);
    socket.close(ec);
    return;
  }
  socket.set_option(net::ip::tcp::no_delay(true), ec);
  std::make_shared<http_session>(std::move(socket), state_, std::move(*ticket))->run();
}

}  // namespace sangam::http
