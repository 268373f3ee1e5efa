#include "http/http_session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/websocket/rfc6455.hpp>

#include <array>
#include <limits>

#include "http/framing.hpp"
#include "http/metrics_endpoint.hpp"
#include "http/websocket_session.hpp"

namespace sangam::http {
namespace {

namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace net = boost::asio;

constexpr auto k_read_timeout = std::chrono::seconds(30);
constexpr auto k_write_timeout = std::chrono::seconds(30);
constexpr auto k_linger_time = std::chrono::seconds(2);
constexpr std::string_view k_continue = "HTTP/1.1 100 Continue\r\n\r\n";

method to_method(bhttp::verb v) {
  switch (v) {
    case bhttp::verb::get:
      return method::get;
    case bhttp::verb::head:
      return method::head;
    case bhttp::verb::post:
      return method::post;
    case bhttp::verb::put:
      return method::put;
    case bhttp::verb::patch:
      return method::patch;
    case bhttp::verb::delete_:
      return method::del;
    case bhttp::verb::options:
      return method::options;
    default:
      return method::other;
  }
}

bool accepts_gzip(std::string_view accept_encoding) {
  return accept_encoding.find("gzip") != std::string_view::npos;
}

// Paths the router answers; every other path is the web app's.
bool routed(std::string_view path) {
  return path.starts_with("/api/") || path == "/api" || path == k_metrics_path;
}

// Routes that take more than a JSON body (the uploads) admit their caller on the request's head:
// a 10 MB photo from a caller who would be refused is never read.
bool admits_on_head(const route& r) {
  return r.options.body_limit > k_json_body_limit && !r.open_socket;
}

void fail(beast::error_code ec, std::string_view what) {
  if (ec == net::error::operation_aborted || ec == beast::error::timeout ||
      ec == net::error::connection_reset || ec == net::error::eof) {
    return;
  }
  spdlog::debug("{}: {}", what, ec.message());
}

}  // namespace

http_session::http_session(socket_type socket, std::shared_ptr<shared_state> state,
                           connection_limits::ticket ticket)
    : stream_(std::move(socket)), state_(std::move(state)), ticket_(std::move(ticket)) {
  beast::error_code ec;
  const auto peer = stream_.socket().remote_endpoint(ec);
  if (!ec) client_ip_ = peer.address().to_string();
}

http_session::~http_session() {
  state_->leave(this);
}

void http_session::run() {
  state_->join(shared_from_this());
  net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_header(); });
}

void http_session::shutdown() {
  net::post(stream_.get_executor(), [self = shared_from_this()] {
    self->keep_alive_ = false;
    if (!self->busy_) self->close();
  });
}

void http_session::read_header() {
  if (state_->shutting_down()) return close();
  parser_.emplace();
  // The real body limit is the route's, known once the header is in (see on_header).
  prepare_for_head(*parser_);
  admitted_.reset();
  stream_.expires_after(k_read_timeout);
  bhttp::async_read_header(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_header(ec); });
}

void http_session::on_header(beast::error_code ec) {
  // A head the parser refused is answered rather than dropped, so a client learns why.
  if (auto refusal = head_refusal(ec)) return refuse_head(*refusal);
  if (ec) {
    fail(ec, "read header");
    return close();
  }
  busy_ = true;
  started_ = std::chrono::steady_clock::now();
  state_->next_request_id(request_id_);
  const auto& header = parser_->get();
  log_method_ = std::string(header.method_string());
  keep_alive_ = header.keep_alive();
  http10_ = header.version() == 10;

  const auto target = std::string_view(header.target());
  const auto path = target.substr(0, target.find('?'));
  log_target_ = std::string(path);  // never the query: it may carry an e-mail or a token
  const auto verb = to_method(header.method());
  if (auto problem = framing_problem(*parser_)) {
    keep_alive_ = false;  // where this request ends, and the next begins, is unknown
    stats_ = &state_->requests().for_unmatched(verb);
    return send_error(*problem);
  }
  std::size_t limit = k_json_body_limit;
  if (routed(path)) {
    match_ = state_->routes().find(verb, path);
    if (match_.found) limit = match_.found->options.body_limit;
    stats_ = match_.found ? &state_->requests().for_route(*match_.found)
                          : &state_->requests().for_unmatched(verb);
  } else {
    match_ = {};
    stats_ = &state_->requests().for_static(verb);
  }
  if (auto too_large = body_limit_problem(*parser_, limit)) {
    keep_alive_ = false;  // the unread body makes the connection unusable
    return send_error(*too_large);
  }
  if (match_.found && admits_on_head(*match_.found)) return admit_head();
  read_body();
}

// The caller of an upload is admitted (cross-site check, rate limit, session) before its body is
// read; refused, the body is never read and the connection closes after the refusal. Admission
// may hit the database, so it runs where the route would.
void http_session::admit_head() {
  keep_alive_ = false;  // until admitted: a refusal leaves the body unread
  const route& found = *match_.found;
  auto check = [self = shared_from_this(), &found, r = request_of(parser_->get())]() mutable {
    auto refused = self->state_->routes().admit_head(found, r);
    net::post(self->stream_.get_executor(),
              [self, r = std::move(r), refused = std::move(refused)]() mutable {
                if (refused) return self->send_api(std::move(*refused));
                self->keep_alive_ = self->parser_->get().keep_alive();
                self->admitted_ = std::move(r);
                self->stream_.expires_after(k_read_timeout);  // the head's time went on admission
                self->read_body();
              });
  };
  if (runs_inline(found.options)) return check();
  on_worker(std::move(check));
}

// A client that waits for "100 Continue" before sending the body is told to go on first.
void http_session::read_body() {
  if (!expects_continue(*parser_)) return read_rest();
  stream_.expires_after(k_write_timeout);
  net::async_write(stream_, net::buffer(k_continue.data(), k_continue.size()),
                   [self = shared_from_this()](beast::error_code ec, std::size_t) {
                     if (ec) {
                       fail(ec, "write");
                       return self->close();
                     }
                     self->stream_.expires_after(k_read_timeout);
                     self->read_rest();
                   });
}

void http_session::read_rest() {
  bhttp::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_body(ec); });
}

// A head that cannot be trusted is answered and the connection closed: what follows it on the
// wire cannot be told apart from a next request.
void http_session::refuse_head(const core::api_error& error) {
  busy_ = true;
  keep_alive_ = false;
  started_ = std::chrono::steady_clock::now();
  state_->next_request_id(request_id_);
  log_method_.clear();
  log_target_.clear();
  stats_ = &state_->requests().for_unmatched(method::other);
  send_error(error);
}

void http_session::on_body(beast::error_code ec) {
  if (auto too_large = body_refusal(ec)) {
    keep_alive_ = false;
    return send_error(*too_large);
  }
  if (ec) {
    fail(ec, "read body");
    return close();
  }
  handle(parser_->release());
}

void http_session::handle(beast_request req) {
  const auto target = std::string_view(req.target());
  const auto path = target.substr(0, target.find('?'));
  if (routed(path)) return handle_api(req);
  handle_static(req, path);
}

// What a handler sees of the request, but its body.
request http_session::request_of(const beast_request& req) {
  const auto target = std::string_view(req.target());
  const auto question = target.find('?');
  request r;
  r.verb = to_method(req.method());
  r.path = std::string(target.substr(0, question));
  if (question != std::string_view::npos) r.query = std::string(target.substr(question + 1));
  r.content_type = std::string(req[bhttp::field::content_type]);
  r.origin = std::string(req[bhttp::field::origin]);
  r.host = std::string(req[bhttp::field::host]);
  r.sec_fetch_site = std::string(req["Sec-Fetch-Site"]);
  r.cookie = std::string(req[bhttp::field::cookie]);
  r.authorization = std::string(req[bhttp::field::authorization]);
  r.client_ip = client_ip_;
  r.request_id = request_id_;
  r.params = std::move(match_.params);
  return r;
}

void http_session::handle_api(beast_request& req) {
  if (!match_.found) {
    if (match_.path_known) {
      return send_error({405, "method_not_allowed", "This method is not allowed here."});
    }
    return send_error(core::api_error::not_found());
  }
  // Admitted on its head already (an upload), or built now.
  request r = admitted_ ? std::move(*admitted_) : request_of(req);
  admitted_.reset();
  r.body = std::move(req.body());

  const route& found = *match_.found;
  if (found.open_socket && beast::websocket::is_upgrade(req)) {
    return open_socket(found, std::move(r), std::move(req));
  }
  if (runs_inline(found.options) ||
      (runs_inline_when_recalled(found.options) && state_->routes().recall(found, r))) {
    if (found.handle) return send_api(state_->routes().invoke(found, std::move(r)));
    return state_->routes().invoke(found, std::move(r), reply_later());
  }
  run_blocking(found, std::move(r));
}

// Answers from wherever the route finishes (a worker, the database writer) on this session's
// network thread.
reply http_session::reply_later() {
  return {[self = shared_from_this()](response res) {
            net::post(self->stream_.get_executor(),
                      [self, res = std::move(res)]() mutable { self->send_api(std::move(res)); });
          },
          request_id_};
}

// On a worker, through the bounded queue: a full queue is answered at once, and a request that
// waited past the deadline is answered without being run (its client has likely given up).
template <typename Job>
void http_session::on_worker(Job job) {
  auto self = shared_from_this();
  const bool queued = state_->work().submit(std::move(job), [self] {
    net::post(self->stream_.get_executor(), [self] { self->send_api(overloaded_response()); });
  });
  if (!queued) send_api(overloaded_response());
}

void http_session::run_blocking(const route& found, request r) {
  on_worker([self = shared_from_this(), &found, r = std::move(r)]() mutable {
    self->state_->routes().invoke(found, std::move(r), self->reply_later());
  });
}

// Admission and the feature's opener may hit the database, so they run as a blocking route
// does; the connection comes back to this thread either to be refused in plain HTTP or to be
// handed over, upgraded.
void http_session::open_socket(const route& found, request r, beast_request upgrade) {
  if (upgrade[bhttp::field::sec_websocket_key].empty() ||
      upgrade[bhttp::field::sec_websocket_version] != "13") {
    return send_error(core::api_error::bad_request("The WebSocket handshake could not be read."));
  }
  auto open = [self = shared_from_this(), &found, r = std::move(r),
               upgrade = std::move(upgrade)]() mutable {
    std::shared_ptr<websocket_session> socket;
    auto answer = self->state_->routes().open(found, std::move(r), [&](const request& admitted) {
      socket = std::make_shared<websocket_session>(self->stream_.get_executor(), self->state_,
                                                   socket_owner::of(found.options.who, admitted));
      return socket->peer();
    });
    net::post(self->stream_.get_executor(),
              [self, socket = std::move(socket), answer = std::move(answer),
               upgrade = std::move(upgrade)]() mutable {
                if (auto* refused = std::get_if<response>(&answer)) {
                  return self->send_api(std::move(*refused));
                }
                self->hand_over(std::move(socket),
                                std::get<std::shared_ptr<socket_listener>>(std::move(answer)),
                                std::move(upgrade));
              });
  };
  if (runs_inline(found.options)) return open();
  on_worker(std::move(open));
}

// This session ends here: it reads nothing more, and goes with its last handler.
void http_session::hand_over(std::shared_ptr<websocket_session> socket,
                             std::shared_ptr<socket_listener> listener, beast_request upgrade) {
  log_status_ = 101;
  log_request();
  busy_ = false;
  socket->run(stream_.release_socket(), std::move(ticket_), std::move(upgrade),
              std::move(listener));
}

void http_session::handle_static(const beast_request& req, std::string_view path) {
  const bool head_only = req.method() == bhttp::verb::head;
  if (req.method() != bhttp::verb::get && !head_only) {
    return send_error({405, "method_not_allowed", "This method is not allowed here."});
  }
  const auto* file = state_->web().find(path);
  if (!file) return send_error(core::api_error::not_found());

  const bool not_modified = req[bhttp::field::if_none_match] == file->etag;
  const bool gzipped = !file->gzip.empty() && accepts_gzip(req[bhttp::field::accept_encoding]);
  const std::string_view body = gzipped ? file->gzip : file->body;
  write({.status = not_modified ? 304u : 200u,
         .content_type = file->content_type,
         .cache_control = file->cache_control,
         .content_length = not_modified ? 0 : body.size(),
         .etag = file->etag,
         .content_encoding = gzipped ? "gzip" : "",
         .vary_encoding = !file->gzip.empty()},
        not_modified || head_only ? std::string_view{} : body);
}

void http_session::send_error(const core::api_error& error) {
  send_api(error_response(error));
}

void http_session::send_api(response r) {
  body_ = std::move(r.body);
  // API answers are not cached unless the handler says otherwise (a photo, say).
  std::string cache_control = "no-store";
  std::erase_if(r.headers, [&](const auto& header) {
    if (!beast::iequals(header.first, "Cache-Control")) return false;
    cache_control = header.second;
    return true;
  });
  write({.status = static_cast<unsigned>(r.status),
         .content_type = r.content_type,
         .cache_control = cache_control,
         .content_length = body_.size(),
         .extra = &r.headers},
        body_);
}

// The head is built here by hand rather than with Beast's fields, which allocate per header: the
// fixed security headers are one shared buffer, and a file's body is written from the cache.
void http_session::write(response_head head, std::string_view body) {
  if (state_->shutting_down()) keep_alive_ = false;
  head.keep_alive = keep_alive_;
  head.http10 = http10_;
  head.request_id = request_id_;
  serialize_head(head, head_);
  log_status_ = head.status;
  const std::array<net::const_buffer, 3> buffers = {net::buffer(head_),
                                                    net::buffer(state_->fixed_headers()),
                                                    net::buffer(body.data(), body.size())};
  stream_.expires_after(k_write_timeout);
  net::async_write(stream_, buffers,
                   [self = shared_from_this()](beast::error_code ec, std::size_t) {
                     self->on_write(!self->keep_alive_, ec);
                   });
}

void http_session::on_write(bool close_after, beast::error_code ec) {
  log_request();
  busy_ = false;
  if (ec) {
    fail(ec, "write");
    return close();
  }
  if (close_after || !keep_alive_) return linger_close();
  read_header();
}

void http_session::log_request() {
  const auto elapsed = std::chrono::steady_clock::now() - started_;
  if (stats_) stats_->record(log_status_, elapsed);
  spdlog::info("{} {} {} {} {} {:.3f}ms", request_id_, client_ip_, log_method_, log_target_,
               log_status_, std::chrono::duration<double, std::milli>(elapsed).count());
}

void http_session::close() {
  beast::error_code ec;
  stream_.socket().shutdown(net::ip::tcp::socket::shutdown_both, ec);
  stream_.close();
}

// Closing with unread request bytes pending makes the kernel reset the connection, which can
// destroy the response before the client reads it (a 413 for a large upload, say). So stop
// sending, then read and discard for a moment before closing, as nginx's lingering close does.
void http_session::linger_close() {
  beast::error_code ec;
  stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ec);
  if (ec) return close();
  linger_deadline_ = std::chrono::steady_clock::now() + k_linger_time;
  discard();
}

void http_session::discard() {
  const auto now = std::chrono::steady_clock::now();
  if (now >= linger_deadline_) return close();
  stream_.expires_after(linger_deadline_ - now);
  buffer_.clear();
  stream_.async_read_some(buffer_.prepare(64 * 1024),
                          [self = shared_from_this()](beast::error_code ec, std::size_t) {
                            if (ec) return self->close();
                            self->discard();
                          });
}

}  // namespace sangam::http
