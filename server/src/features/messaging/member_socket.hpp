#pragma once

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "db/writer.hpp"
#include "features/messaging/live.hpp"
#include "http/rate_limiter.hpp"
#include "http/socket.hpp"

namespace sangam::features::messaging {

// One member's WebSocket (docs/messaging.md, "WebSocket"): frames in, work handed to the writer,
// answers and events out. Lives as long as the connection.
class member_socket final : public http::socket_listener,
                            public std::enable_shared_from_this<member_socket> {
 public:
  // `conversations`: the member's conversation ids and whom each is with, as at opening (for
  // typing notices, which touch no database).
  member_socket(db::writer& writer, live& hub, http::rate_limiter& sends,
                std::shared_ptr<http::socket_peer> peer,
                std::map<std::string, std::string, std::less<>> conversations);

  void on_text(std::string_view text) override;
  void on_close() override;

 private:
  void send(const nlohmann::json& frame);
  void fail(const nlohmann::json& client_id, std::exception_ptr error);
  void send_message(const nlohmann::json& frame);
  void store_next();
  void resume(const nlohmann::json& frame);
  void read(const nlohmann::json& frame);
  void typing(const nlohmann::json& frame);

  db::writer& writer_;
  live& hub_;
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
