#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "http/connection_limits.hpp"
#include "http/response.hpp"
#include "http/route_stats.hpp"
#include "http/router.hpp"
#include "http/shared_state.hpp"
#include "http/wire.hpp"

namespace sangam::http {

// One HTTP/1.1 connection. Reads a request, answers it, then reads the next (keep-alive); one
// request at a time, so a pipelining client can never queue up work. Every read and write has a
// deadline, and the body limit is the matched route's.
class http_session final : public std::enable_shared_from_this<http_session> {
 public:
  using executor_type = boost::asio::io_context::executor_type;
  using socket_type = boost::asio::basic_stream_socket<boost::asio::ip::tcp, executor_type>;

  http_session(socket_type socket, std::shared_ptr<shared_state> state,
               connection_limits::ticket ticket);
  ~http_session();

  void run();
  // Graceful shutdown: an idle connection closes now, a busy one after its response.
  void shutdown();

 private:
  using beast_request = boost::beast::http::request<boost::beast::http::string_body>;

  void read_header();
  void on_header(boost::beast::error_code ec);
  void refuse_head(const core::api_error& error);
  void admit_head();
  void read_body();
  void read_rest();
  void on_body(boost::beast::error_code ec);
  void handle(beast_request req);
  request request_of(const beast_request& req);
  void handle_api(beast_request& req);
  void run_blocking(const route& found, request r);
  template <typename Job>
  void on_worker(Job job);
  void open_socket(const route& found, request r, beast_request upgrade);
  void hand_over(std::shared_ptr<websocket_session> socket,
                 std::shared_ptr<socket_listener> listener, beast_request upgrade);
  reply reply_later();
  void handle_static(const beast_request& req, std::string_view path);
  void send_api(response res);
  void send_error(const core::api_error& error);
  void write(response_head head, std::string_view body);
  void on_write(bool close, boost::beast::error_code ec);
  void log_request();
  void close();
  void linger_close();
  void discard();

  // Typed on the io_context's own executor: no type-erased executor copies per operation.
  boost::beast::basic_stream<boost::asio::ip::tcp, executor_type> stream_;
  boost::beast::flat_buffer buffer_;
  std::shared_ptr<shared_state> state_;
  connection_limits::ticket ticket_;  // after state_: given back before state_ may go
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  std::string head_;  // the response head being written
  std::string body_;  // an API response's body being written
  std::string client_ip_;

  // The request being answered: its route (found once the header is in) and where it is counted.
  router::match match_;
  route_stats* stats_ = nullptr;
  std::optional<request> admitted_;  // an upload's request, admitted on its head (admit_head)

  // The request being answered, for the access log.
  bool busy_ = false;
  bool keep_alive_ = true;
  bool http10_ = false;
  std::string request_id_;
  std::string log_method_;
  std::string log_target_;
  unsigned log_status_ = 0;
  std::chrono::steady_clock::time_point started_;
  std::chrono::steady_clock::time_point linger_deadline_;
};

}  // namespace sangam::http
