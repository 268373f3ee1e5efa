#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "http/request.hpp"

namespace sangam::http {

// One open WebSocket as a feature sees it: free of Beast, and safe to use from any thread.
class socket_peer {
 public:
  virtual ~socket_peer() = default;
  // Queues a text message. A peer whose queue is over its bound (a client that does not read) is
  // closed rather than allowed to hold memory; after close, send does nothing.
  virtual void send(std::string text) = 0;
  // Closes with a normal close frame (or the given WebSocket close code) once queued messages
  // are written.
  virtual void close(std::uint16_t code = 1000) = 0;
  // Who opened it: the member's profile id the router's authenticator found.
  virtual const std::string& subject() const noexcept = 0;
  // Runs `job` on a worker (it may read the database), through the server's bounded queue;
  // `refused` runs instead (on a worker, or at once) when the queue is full or the job waited
  // too long.
  virtual void defer(std::function<void()> job, std::function<void()> refused) = 0;
  // Counts `messages` more against the connection's rate (messages_per_10s), for a message that
  // costs as much as several: over the rate, the connection closes (1008).
  virtual void charge(unsigned messages) = 0;
};

// What a feature does with one open WebSocket. Called on the socket's network thread, one call
// at a time; on_text must be quick (hand work to db::writer::post or a worker).
class socket_listener {
 public:
  virtual ~socket_listener() = default;
  virtual void on_text(std::string_view text) = 0;
  // Once, when the connection is gone for any reason (closed, timed out, refused later).
  virtual void on_close() = 0;
};

// Accepts an upgrade: called after the router has admitted the request (Origin, rate limit,
// authentication by the session cookie — `req.subject` is set). Throws core::api_error to refuse
// with that HTTP answer instead of upgrading.
using socket_opener = std::function<std::shared_ptr<socket_listener>(
    const request& req, std::shared_ptr<socket_peer> peer)>;

// Limits of every WebSocket (RFC 6455 frames and messages; the server's own heartbeat).
struct socket_limits final {
  std::size_t max_message = 16 * 1024;  // bytes; a larger message closes that connection (1009)
  std::size_t max_queued = 256;         // messages waiting to be written before the peer is dropped
  std::chrono::seconds ping_interval{20};  // a ping after this long without traffic
  std::chrono::seconds idle_timeout{60};   // closed after this long without any answer
  unsigned messages_per_10s = 50;          // what one connection may send (over: closed, 1008)
  // How often an open socket asks whether its session is still alive (closed, 4001, once not);
  // sessions ended by sign-out or erasure close their sockets at once, without waiting for this.
  std::chrono::seconds session_check{60};
};

}  // namespace sangam::http
