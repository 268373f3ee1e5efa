#include "http/listener.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <spdlog/spdlog.h>

#include "http/http_session.hpp"

namespace sangam::http {

namespace net = boost::asio;

listener::listener(net::io_context& ioc, const net::ip::tcp::endpoint& endpoint,
                   std::shared_ptr<shared_state> state)
    : ioc_(ioc), acceptor_(net::make_strand(ioc)), state_(std::move(state)) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void listener::run() { accept(); }

void listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ec;
    self->acceptor_.close(ec);
  });
}

void listener::accept() {
  acceptor_.async_accept(
      net::make_strand(ioc_),
      [self = shared_from_this()](boost::system::error_code ec, net::ip::tcp::socket socket) {
        if (ec == net::error::operation_aborted || !self->acceptor_.is_open()) return;
        if (ec) {
          spdlog::warn("accept: {}", ec.message());
        } else if (!self->state_->shutting_down()) {
          socket.set_option(net::ip::tcp::no_delay(true), ec);
          std::make_shared<http_session>(std::move(socket), self->state_)->run();
        }
        self->accept();
      });
}

}  // namespace sangam::http
