#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>

#include <memory>
#include <vector>

#include "core/metrics/registry.hpp"
#include "http/log_throttle.hpp"
#include "http/shared_state.hpp"

namespace sangam::http {

// Accepts connections and deals them out round-robin over the network threads' io_contexts; a
// connection then lives on one thread, so its handlers need no strand. It never stops accepting:
// a connection past a cap is answered 503 and closed at once, and when the process is out of
// file descriptors it waits a moment before trying again rather than spinning.
class listener final : public std::enable_shared_from_this<listener> {
 public:
  listener(std::vector<boost::asio::io_context*> contexts,
           const boost::asio::ip::tcp::endpoint& endpoint, std::shared_ptr<shared_state> state,
           core::metrics::registry& metrics);

  void run();
  void stop();
  unsigned short port() const { return acceptor_.local_endpoint().port(); }

 private:
  using socket_type = boost::asio::basic_stream_socket<boost::asio::ip::tcp,
                                                       boost::asio::io_context::executor_type>;

  void accept();
  void on_accept(boost::system::error_code ec, socket_type socket);
  void on_accept_error(boost::system::error_code ec);
  void serve(socket_type socket);

  std::vector<boost::asio::io_context*> contexts_;
  std::size_t next_ = 0;
  boost::asio::basic_socket_acceptor<boost::asio::ip::tcp, boost::asio::io_context::executor_type>
      acceptor_;
  boost::asio::basic_waitable_timer<std::chrono::steady_clock,
                                    boost::asio::wait_traits<std::chrono::steady_clock>,
                                    boost::asio::io_context::executor_type>
      backoff_;
  std::shared_ptr<shared_state> state_;
  log_throttle warnings_;
  core::metrics::counter& accept_errors_;
};

}  // namespace sangam::http
