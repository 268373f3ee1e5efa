#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/messaging/frames.hpp"
#include "features/messaging/live.hpp"
#include "http/rate_limiter.hpp"
#include "http/socket.hpp"

namespace sangam::features::messaging {

// Resumes read on at most `width` workers at once per instance; the rest wait their turn (at most
// `depth` of them, past that a resume is refused as overloaded), so that a flood of resumes
// never holds the workers other members' requests need (docs/messaging.md).
class resume_lane final {
 public:
  explicit resume_lane(unsigned width = 2, std::size_t depth = 1024)
      : width_(width), depth_(depth) {}
  // On a worker: runs `job` now, or queues it for a worker already running one; false (nothing
  // done) when the queue is full.
  bool run(std::function<void()> job);

 private:
  std::mutex mutex_;
  unsigned width_;
  std::size_t depth_;
  unsigned running_ = 0;
  std::deque<std::function<void()>> waiting_;
};

// One member's WebSocket (docs/messaging.md, "WebSocket"): frames in, work handed to the writer,
// answers and events out. Lives as long as the connection.
class member_socket final : public http::socket_listener,
                            public std::enable_shared_from_this<member_socket> {
 public:
  // `conversations`: the member's conversation ids and whom each is with, as at opening (for
  // typing notices, which touch no database).
  member_socket(db::pool& db, db::writer& writer, live& hub, resume_lane& resumes,
                http::rate_limiter& sends, std::shared_ptr<http::socket_peer> peer,
                std::map<std::string, std::string, std::less<>> conversations);

  void on_text(std::string_view text) override;
  void on_close() override;

 private:
  void send(const nlohmann::json& frame);
  void fail(const nlohmann::json& client_id, std::exception_ptr error);
  void send_message(client_frame frame);
  void store_next();
  void resume(std::vector<std::pair<std::string, long long>> positions);
  void replay(const std::vector<std::pair<std::string, long long>>& positions);
  void read(const std::string& conversation, long long seq);
  void typing(const std::string& conversation);

  db::pool& db_;
  db::writer& writer_;
  live& hub_;
  resume_lane& resumes_;
  http::rate_limiter& sends_;
  std::shared_ptr<http::socket_peer> peer_;
  std::string member_;
  std::map<std::string, std::string, std::less<>> conversations_;
  // One send at a time per socket, so that a member's messages keep their order on PostgreSQL,
  // where the writer runs units side by side.
  std::mutex sends_mutex_;
  std::deque<std::pair<outgoing, nlohmann::json>> waiting_;  // the message and its client id
  bool storing_ = false;
};

}  // namespace sangam::features::messaging
