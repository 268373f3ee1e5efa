#include "chat_client.hpp"

#include <boost/beast/http/field.hpp>
#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>

namespace sangam::bench {
namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;

constexpr auto k_connect_timeout = std::chrono::seconds(10);

std::int64_t ticks_now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(clock::now().time_since_epoch())
      .count();
}

}  // namespace

chat_client::chat_client(net::io_context& io, const server_address& server, member_line member,
                         tally& totals)
    : server_(server), member_(std::move(member)), totals_(totals), ws_(io), send_timer_(io) {}

void chat_client::open(std::function<void(bool)> done) {
  opened_ = std::move(done);
  phase_ = phase::opening;
  auto& tcp = beast::get_lowest_layer(ws_);
  tcp.expires_after(k_connect_timeout);
  tcp.async_connect(server_.endpoint,
                    [self = shared_from_this()](beast::error_code ec) { self->on_connect(ec); });
}

void chat_client::on_connect(beast::error_code ec) {
  if (ec) return end(ec, "connect");
  auto& tcp = beast::get_lowest_layer(ws_);
  tcp.socket().set_option(net::ip::tcp::no_delay(true), ec);
  tcp.expires_never();
  // The handshake has its own deadline; the server pings a quiet socket and Beast answers.
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
  ws_.set_option(websocket::stream_base::decorator(
      [cookie = "sangam_session=" + member_.token, origin = server_.origin](auto& req) {
        req.set(beast::http::field::cookie, cookie);
        req.set(beast::http::field::origin, origin);
      }));
  ws_.async_handshake(server_.host, "/api/ws", [self = shared_from_this()](beast::error_code ec) {
    self->on_handshake(ec);
  });
}

void chat_client::on_handshake(beast::error_code ec) {
  if (ec) return end(ec, "upgrade");
  ws_.text(true);
  read();
}

void chat_client::read() {
  ws_.async_read(incoming_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->on_read(ec);
  });
}

void chat_client::on_read(beast::error_code ec) {
  if (ec) return end(ec, "read");
  on_frame({static_cast<const char*>(incoming_.data().data()), incoming_.size()});
  incoming_.consume(incoming_.size());
  read();
}

void chat_client::on_frame(std::string_view text) {
  const auto frame = nlohmann::json::parse(text, nullptr, false);
  if (!frame.is_object()) return totals_.problem("a frame that is not a JSON object");
  const auto type = frame.value("type", std::string());
  if (type == "hello") {
    if (phase_ != phase::opening) return;
    phase_ = phase::open;
    ++totals_.opened;
    if (auto done = std::move(opened_)) done(true);
  } else if (type == "ack") {
    ++totals_.acked;
    on_ack(frame["message"].value("body", std::string()));
  } else if (type == "resumed") {
    ++totals_.resumed;
  } else if (type == "error") {
    ++totals_.refused;
    totals_.problem("error frame: " + frame.value("error", nlohmann::json()).dump());
  } else if (type == "message") {
    const auto& message = frame["message"];
    const auto sender = message.value("senderId", std::string());
    if (sender != member_.member_id) on_message(message.value("body", std::string()));
  }
}

// The body is "<send time in steady-clock ns> <sender's line> <sender's count>": how long ago it
// was sent, in µs, if it was sent inside the measured window.
std::optional<std::uint32_t> chat_client::age_us(std::string_view body) {
  const auto now = ticks_now();
  std::int64_t sent_at = 0;
  const auto [end, ec] = std::from_chars(body.data(), body.data() + body.size(), sent_at);
  if (ec != std::errc{} || end == body.data()) {
    totals_.problem("a message body without a send time");
    return std::nullopt;
  }
  const clock::time_point sent{std::chrono::nanoseconds(sent_at)};
  if (sent < totals_.measure_from) return std::nullopt;
  return static_cast<std::uint32_t>((now - sent_at) / 1000);
}

void chat_client::on_message(std::string_view body) {
  ++totals_.received;
  if (const auto us = age_us(body)) totals_.delivery_us.push_back(*us);
}

void chat_client::on_ack(std::string_view body) {
  if (const auto us = age_us(body)) totals_.ack_us.push_back(*us);
}

void chat_client::send_every(clock::time_point first, clock::duration interval,
                             clock::time_point until) {
  next_send_ = first;
  interval_ = interval;
  send_until_ = until;
  send_timer_.expires_at(next_send_);
  send_timer_.async_wait(
      [self = shared_from_this()](beast::error_code ec) { self->on_send_due(ec); });
}

void chat_client::resume_every(clock::time_point first, clock::duration interval,
                               clock::time_point until, std::size_t keys) {
  nlohmann::json after = nlohmann::json::object();
  after[member_.conversation_id] = 0;
  for (std::size_t i = 1; i < keys; ++i) {
    char id[40];
    std::snprintf(id, sizeof id, "00000000-0000-7000-8000-%012zx", member_.index * 1000 + i);
    after[id] = 0;
  }
  resume_frame_ = nlohmann::json{{"type", "resume"}, {"after", after}}.dump();
  send_every(first, interval, until);
}

void chat_client::on_send_due(beast::error_code ec) {
  if (ec || phase_ == phase::closed) return;
  if (resume_frame_.empty()) {
    send_message();
  } else {
    send_resume();
  }
  // The schedule, not the time this ran, sets the next send: a late wake-up does not drift.
  next_send_ += interval_;
  if (next_send_ >= send_until_) return;
  send_timer_.expires_at(next_send_);
  send_timer_.async_wait(
      [self = shared_from_this()](beast::error_code ec) { self->on_send_due(ec); });
}

void chat_client::send_resume() {
  if (phase_ != phase::open) return;
  outgoing_.push_back(resume_frame_);
  ++totals_.resumes;
  write_next();
}

void chat_client::send_message() {
  if (phase_ != phase::open) {
    ++totals_.unsent;
    return;
  }
  const auto n = std::to_string(++messages_sent_);
  const auto line = std::to_string(member_.index);
  outgoing_.push_back(R"({"type":"send","conversationId":")" + member_.conversation_id +
                      R"(","clientId":")" + totals_.client_id_prefix + line + "-" + n +
                      R"(","body":")" + std::to_string(ticks_now()) + " " + line + " " + n +
                      R"("})");
  ++totals_.sent;
  write_next();
}

void chat_client::write_next() {
  if (writing_ || outgoing_.empty() || phase_ != phase::open) return;
  writing_ = true;
  ws_.async_write(net::buffer(outgoing_.front()),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    self->writing_ = false;
                    if (ec) return self->end(ec, "write");
                    self->outgoing_.pop_front();
                    self->write_next();
                  });
}

void chat_client::close() {
  if (phase_ == phase::closed) return;
  phase_ = phase::closed;
  send_timer_.cancel();
  beast::get_lowest_layer(ws_).close();
}

void chat_client::end(beast::error_code ec, std::string_view what) {
  if (phase_ == phase::closed) return;  // closed by us: the aborted operations end here
  const bool was_open = phase_ == phase::open;
  phase_ = phase::closed;
  send_timer_.cancel();
  beast::get_lowest_layer(ws_).close();
  totals_.problem("client " + std::to_string(member_.index) + ": " + std::string(what) + ": " +
                  ec.message());
  if (was_open) {
    ++totals_.dropped;
  } else {
    ++totals_.open_failed;
    if (auto done = std::move(opened_)) done(false);
  }
}

}  // namespace sangam::bench
