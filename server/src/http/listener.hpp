#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <memory>
#include <vector>

#include "http/shared_state.hpp"

namespace sangam::http {

// Accepts connections and deals them out round-robin over the network threads' io_contexts; a
// connection then lives on one thread, so its handlers need no strand.
class listener final : public std::enable_shared_from_this<listener> {
 public:
  listener(std::vector<boost::asio::io_context*> contexts,
           const boost::asio::ip::tcp::endpoint& endpoint, std::shared_ptr<shared_state> state);

  void run();
  void stop();
  unsigned short port() const { return acceptor_.local_endpoint().port(); }

 private:
  void accept();

  std::vector<boost::asio::io_context*> contexts_;
  std::size_t next_ = 0;
  boost::asio::basic_socket_acceptor<boost::asio::ip::tcp, boost::asio::io_context::executor_type>
      acceptor_;
  std::shared_ptr<shared_state> state_;
};

}  // namespace sangam::http
