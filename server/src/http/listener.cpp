#include "http/listener.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>

#include "http/http_session.hpp"

namespace sangam::http {

namespace net = boost::asio;

listener::listener(std::vector<net::io_context*> contexts, const net::ip::tcp::endpoint& endpoint,
                   std::shared_ptr<shared_state> state)
    : contexts_(std::move(contexts)),
      acceptor_(contexts_.front()->get_executor()),
      state_(std::move(state)) {
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
  });
}

void listener::accept() {
  auto& context = *contexts_[next_];
  next_ = (next_ + 1) % contexts_.size();
  acceptor_.async_accept(context, [self = shared_from_this()](boost::system::error_code ec,
                                                              http_session::socket_type socket) {
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
