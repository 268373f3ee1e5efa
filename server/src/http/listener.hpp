#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <memory>

#include "http/shared_state.hpp"

namespace sangam::http {

// Accepts connections and hands each to its own http_session on its own strand.
class listener final : public std::enable_shared_from_this<listener> {
 public:
  listener(boost::asio::io_context& ioc, const boost::asio::ip::tcp::endpoint& endpoint,
           std::shared_ptr<shared_state> state);

  void run();
  void stop();
  unsigned short port() const { return acceptor_.local_endpoint().port(); }

 private:
  void accept();

  boost::asio::io_context& ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<shared_state> state_;
};

}  // namespace sangam::http
