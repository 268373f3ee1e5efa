#include "http/websocket_session.hpp"

#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "http/session_sockets.hpp"

#include <algorithm>
#include <exception>
#include <iterator>

namespace sangam::http {
namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using clock = std::chrono::steady_clock;

// How long a close handshake may take before the connection is simply dropped.
constexpr auto k_close_timeout = std::chrono::seconds(5);
constexpr auto k_rate_window = std::chrono::seconds(10);

void fail(beast::error_code ec, std::string_view what) {
  if (ec == net::error::operation_aborted || ec == websocket::error::closed ||
      ec == net::error::connection_reset || ec == net::error::eof) {
    return;
  }
  spdlog::debug("websocket {}: {}", what, ec.message());
}

// What ended a connection that no close of ours explains.
socket_end end_of(beast::error_code ec) {
  if (ec == websocket::error::message_too_big) return socket_end::too_big;
  if (!ec || ec == websocket::error::closed || ec == net::error::eof ||
      ec == net::error::connection_reset || ec == net::error::operation_aborted) {
    return socket_end::closed;
  }
  return socket_end::failed;
}

// A point in the system clock's time as the steady clock's: now plus what is left until it.
clock::time_point steady_of(std::chrono::system_clock::time_point at) {
  const auto now = core::now();
  if (at == std::chrono::system_clock::time_point::max()) return clock::time_point::max();
  if (at <= now) return clock::now();
  const auto left = std::chrono::duration_cast<clock::duration>(at - now);
  return clock::now() +
         std::min(left, std::chrono::duration_cast<clock::duration>(std::chrono::hours(24 * 365)));
}

class websocket_peer final : public socket_peer {
 public:
  websocket_peer(std::weak_ptr<websocket_session> session, std::string subject)
      : session_(std::move(session)), subject_(std::move(subject)) {}

  void send(std::string text) override {
    if (auto session = session_.lock()) session->send(std::move(text));
  }
  void close(std::uint16_t code) override {
    if (auto session = session_.lock()) session->close(code);
  }
  const std::string& subject() const noexcept override { return subject_; }
  void defer(std::function<void()> job, std::function<void()> refused) override {
    if (auto session = session_.lock()) {
      session->defer(std::move(job), std::move(refused));
    } else {
      refused();
    }
  }
  void charge(unsigned messages) override {
    if (auto session = session_.lock()) session->charge(messages);
  }

 private:
  std::weak_ptr<websocket_session> session_;
  std::string subject_;
};

}  // namespace

websocket_session::websocket_session(executor_type executor, std::shared_ptr<shared_state> state,
                                     socket_owner owner)
    : executor_(executor),
      state_(std::move(state)),
      limits_(state_->websocket_limits()),
      owner_(std::move(owner)),
      watchdog_(executor) {}

websocket_session::~websocket_session() {
  if (joined_ && phase_ != phase::ended) {
    if (auto* sessions = state_->session_registry()) sessions->remove(this, owner_.subject);
    state_->leave(this);
  }
}

std::shared_ptr<socket_peer> websocket_session::peer() {
  return std::make_shared<websocket_peer>(weak_from_this(), owner_.subject);
}

void websocket_session::run(socket_type socket, connection_limits::ticket ticket,
                            upgrade_request upgrade, std::shared_ptr<socket_listener> listener) {
  ticket_ = std::move(ticket);
  listener_ = std::move(listener);
  upgrade_ = std::move(upgrade);
  state_->join(shared_from_this());
  if (auto* sessions = state_->session_registry()) {
    sessions->add(shared_from_this(), owner_.subject, owner_.session);
  }
  joined_ = true;
  phase_ = phase::opening;

  auto& ws = ws_.emplace(std::move(socket));
  // Beast's own timer bounds the opening and closing handshakes; the heartbeat is ours (watch),
  // since Beast pings at half its idle timeout while ping_interval and idle_timeout are set apart.
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.handshake_timeout = k_close_timeout;
  timeouts.idle_timeout = websocket::stream_base::none();
  timeouts.keep_alive_pings = false;
  ws.set_option(timeouts);
  ws.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(beast::http::field::server, "sangam"); }));
  ws.read_message_max(limits_.max_message);
  ws.control_callback([this](websocket::frame_type, beast::string_view) {
    last_heard_ = clock::now();  // a pong, a ping or a close: the client is there
  });
  ws.async_accept(upgrade_,
                  [self = shared_from_this()](beast::error_code ec) { self->on_accept(ec); });
}

void websocket_session::on_accept(beast::error_code ec) {
  upgrade_ = {};
  if (ec) {
    fail(ec, "accept");
    return finish(ec);
  }
  phase_ = phase::open;
  state_->sockets().opened();
  const auto now = clock::now();
  last_heard_ = last_ping_ = window_start_ = now;
  session_deadline_ = steady_of(owner_.session_ends);
  next_session_check_ = now + limits_.session_check;
  watch();
  read();
  if (state_->shutting_down()) return begin_close({1001, socket_end::shutdown});
  write_next();
}

void websocket_session::shutdown() {
  net::post(executor_, [self = shared_from_this()] {
    // One still opening sees the shutdown when its upgrade is answered.
    if (self->phase_ == phase::open) self->begin_close({1001, socket_end::shutdown});
  });
}

void websocket_session::send(std::string text) {
  net::post(executor_, [self = shared_from_this(), text = std::move(text)]() mutable {
    self->enqueue(std::move(text));
  });
}

void websocket_session::close(std::uint16_t code) {
  net::post(executor_, [self = shared_from_this(), code] {
    if (self->close_when_written_ || self->phase_ >= phase::closing) return;
    self->close_when_written_ = close_request{code, socket_end::closed};
    self->write_next();
  });
}

void websocket_session::end_session() {
  net::post(executor_, [self = shared_from_this()] {
    const close_request request{session_sockets::k_close_code, socket_end::session_ended};
    if (self->phase_ == phase::open) return self->begin_close(request);
    // Still opening: closed as soon as the upgrade is answered.
    if (self->phase_ < phase::open) self->close_when_written_ = request;
  });
}

void websocket_session::defer(std::function<void()> job, std::function<void()> refused) {
  auto on_refused = refused;
  if (!state_->work().submit(std::move(job), std::move(refused))) on_refused();
}

void websocket_session::charge(unsigned messages) {
  net::post(executor_, [self = shared_from_this(), messages] {
    if (self->phase_ != phase::open) return;
    const auto now = clock::now();
    for (unsigned i = 0; i < messages; ++i) {
      if (!self->over_rate(now)) continue;
      return self->begin_close({static_cast<std::uint16_t>(websocket::close_code::policy_error),
                                socket_end::rate_limited});
    }
  });
}

// On a worker: the authenticator asked again with the cookie the socket was opened with; a
// session that has ended (401, or 403 for a kind it no longer has) closes the socket. Any other
// failure (the database briefly away) leaves it open until the next check.
void websocket_session::check_session() {
  checking_session_ = true;
  next_session_check_ = clock::now() + limits_.session_check;
  auto self = shared_from_this();
  const bool queued = state_->work().submit(
      [self] {
        bool ended = false;
        try {
          request req;
          req.cookie = self->owner_.cookie;
          const auto found = self->state_->routes().authenticate(self->owner_.who, req);
          ended = found.session != self->owner_.session;
        } catch (const core::api_error& e) {
          ended = e.status() == 401 || e.status() == 403;
        } catch (const std::exception& e) {
          spdlog::debug("websocket session check: {}", e.what());
        }
        net::post(self->executor_, [self, ended] {
          self->checking_session_ = false;
          if (ended) self->end_session();
        });
      },
      [self] { net::post(self->executor_, [self] { self->checking_session_ = false; }); });
  if (!queued) checking_session_ = false;
}

void websocket_session::read() {
  ws_->async_read(incoming_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->on_read(ec);
  });
}

// Reading goes on while closing: Beast finishes the close handshake inside a read.
void websocket_session::on_read(beast::error_code ec) {
  if (ec) {
    fail(ec, "read");
    return finish(ec);
  }
  const auto now = clock::now();
  last_heard_ = now;
  const std::string_view text(static_cast<const char*>(incoming_.data().data()), incoming_.size());
  if (phase_ != phase::open) {
    // A close is under way: what the client still sends is not passed on.
  } else if (!ws_->got_text()) {
    begin_close(
        {static_cast<std::uint16_t>(websocket::close_code::unknown_data), socket_end::failed});
  } else if (over_rate(now)) {
    begin_close({static_cast<std::uint16_t>(websocket::close_code::policy_error),
                 socket_end::rate_limited});
  } else {
    state_->sockets().received();
    try {
      listener_->on_text(text);
    } catch (const std::exception& e) {
      spdlog::error("websocket listener failed: {}", e.what());
      begin_close(
          {static_cast<std::uint16_t>(websocket::close_code::internal_error), socket_end::failed});
    }
  }
  incoming_.consume(incoming_.size());
  read();
}

bool websocket_session::over_rate(clock::time_point now) {
  if (now - window_start_ >= k_rate_window) {
    window_start_ = now;
    window_count_ = 0;
  }
  return ++window_count_ > limits_.messages_per_10s;
}

void websocket_session::enqueue(std::string text) {
  if (close_when_written_ || phase_ >= phase::closing) return;
  if (outgoing_.size() >= limits_.max_queued) {
    // A client that does not read is dropped rather than allowed to hold memory.
    drop_queued();
    const close_request request{static_cast<std::uint16_t>(websocket::close_code::policy_error),
                                socket_end::not_reading};
    if (phase_ == phase::open) return begin_close(request);
    close_when_written_ = request;  // once the upgrade is answered
    return;
  }
  outgoing_.push_back(std::move(text));
  write_next();
}

void websocket_session::write_next() {
  if (writing_ || phase_ != phase::open) return;
  if (outgoing_.empty()) {
    if (close_when_written_) begin_close(*close_when_written_);
    return;
  }
  writing_ = true;
  ws_->text(true);
  ws_->async_write(
      net::buffer(outgoing_.front()),
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
}

void websocket_session::on_write(beast::error_code ec) {
  writing_ = false;
  if (ec) {
    fail(ec, "write");
    return teardown();  // the read fails next, and finishes
  }
  state_->sockets().sent();
  if (!outgoing_.empty()) outgoing_.pop_front();
  write_next();
}

// The message being written stays until its write completes: Beast reads it until then.
void websocket_session::drop_queued() {
  outgoing_.erase(writing_ ? std::next(outgoing_.begin()) : outgoing_.begin(), outgoing_.end());
}

// The close frame goes out alongside a write in progress (Beast allows one of each); what is
// still queued is dropped.
void websocket_session::begin_close(close_request request) {
  if (phase_ != phase::open) return;
  phase_ = phase::closing;
  end_ = request.why;
  drop_queued();
  close_deadline_ = clock::now() + k_close_timeout;
  watchdog_.cancel();  // to wake by the close deadline
  websocket::close_reason reason(request.code);
  if (request.why == socket_end::session_ended) reason.reason = session_sockets::k_close_reason;
  ws_->async_close(reason, [self = shared_from_this()](beast::error_code ec) {
    if (ec) fail(ec, "close");
  });
}

// One chain of waits for the session's life: every wake-up (or cancel) looks at the clock and
// sleeps until the next thing due.
void websocket_session::watch() {
  const auto quiet_since = std::max(last_heard_, last_ping_);
  auto next = std::min(quiet_since + limits_.ping_interval, last_heard_ + limits_.idle_timeout);
  next = std::min({next, session_deadline_, next_session_check_});
  if (phase_ == phase::closing) next = close_deadline_;
  watchdog_.expires_at(next);
  watchdog_.async_wait([self = shared_from_this()](beast::error_code) { self->on_watch(); });
}

void websocket_session::on_watch() {
  if (phase_ == phase::ended) return;
  const auto now = clock::now();
  if (phase_ == phase::closing) {
    if (now >= close_deadline_) return teardown();
    return watch();
  }
  if (now >= session_deadline_) {
    begin_close({session_sockets::k_close_code, socket_end::session_ended});
    return watch();
  }
  if (now >= next_session_check_ && !checking_session_) check_session();
  if (now - last_heard_ >= limits_.idle_timeout) {
    // Not answering even pings: a close frame would go unread too.
    phase_ = phase::closing;
    end_ = socket_end::idle;
    return teardown();
  }
  if (now - std::max(last_heard_, last_ping_) >= limits_.ping_interval && !pinging_) {
    pinging_ = true;
    last_ping_ = now;
    ws_->async_ping({}, [self = shared_from_this()](beast::error_code ec) {
      self->pinging_ = false;
      if (ec) fail(ec, "ping");
    });
  }
  watch();
}

void websocket_session::teardown() {
  beast::error_code ignored;
  auto& socket = ws_->next_layer();
  socket.shutdown(net::socket_base::shutdown_both, ignored);
  socket.close(ignored);
}

// Where every connection ends, once: the socket, its place under the caps and the listener are
// let go now, whoever still holds the peer.
void websocket_session::finish(beast::error_code ec) {
  if (phase_ == phase::ended) return;
  const bool was_open = phase_ >= phase::open;
  if (phase_ == phase::open) end_ = end_of(ec);
  phase_ = phase::ended;
  watchdog_.cancel();
  drop_queued();
  teardown();
  ticket_ = {};
  if (was_open) state_->sockets().ended(end_);
  if (auto* sessions = state_->session_registry()) sessions->remove(this, owner_.subject);
  if (auto listener = std::move(listener_)) {
    try {
      listener->on_close();
    } catch (const std::exception& e) {
      spdlog::error("websocket listener failed on close: {}", e.what());
    }
  }
  state_->leave(this);
}

}  // namespace sangam::http
