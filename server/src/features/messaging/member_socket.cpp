#include "features/messaging/member_socket.hpp"

#include <spdlog/spdlog.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "features/messaging/frames.hpp"
#include "features/messaging/wire.hpp"

namespace sangam::features::messaging {

using nlohmann::json;

namespace {

constexpr int k_resume_limit = 100;  // per conversation; the rest through GET …/messages?after=

json error_json(std::exception_ptr error) {
  try {
    std::rethrow_exception(std::move(error));
  } catch (const core::api_error& e) {
    json out = {{"code", e.code()}, {"message", e.what()}};
    if (!e.fields().empty()) out["fields"] = e.fields();
    return out;
  } catch (const std::exception& e) {
    spdlog::error("socket request failed: {}", e.what());
  } catch (...) {
    spdlog::error("socket request failed");
  }
  return {{"code", "internal"}, {"message", "Something went wrong on our side. Please try again."}};
}

std::exception_ptr overloaded() {
  return std::make_exception_ptr(
      core::api_error(503, "overloaded", "The server is busy. Please try again."));
}

}  // namespace

bool resume_lane::run(std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    if (running_ >= width_) {
      if (waiting_.size() >= depth_) return false;
      waiting_.push_back(std::move(job));
      return true;
    }
    ++running_;
  }
  while (job) {
    job();
    std::lock_guard lock(mutex_);
    job = nullptr;
    if (waiting_.empty()) {
      --running_;
    } else {
      job = std::move(waiting_.front());
      waiting_.pop_front();
    }
  }
  return true;
}

member_socket::member_socket(db::pool& db, db::writer& writer, live& hub, resume_lane& resumes,
                             http::rate_limiter& sends, std::shared_ptr<http::socket_peer> peer,
                             std::map<std::string, std::string, std::less<>> conversations)
    : db_(db),
      writer_(writer),
      hub_(hub),
      resumes_(resumes),
      sends_(sends),
      peer_(std::move(peer)),
      member_(peer_->subject()),
      conversations_(std::move(conversations)) {}

void member_socket::send(const json& frame) {
  peer_->send(frame.dump());
}

void member_socket::fail(const json& client_id, std::exception_ptr error) {
  json frame = {{"type", "error"}, {"error", error_json(std::move(error))}};
  if (client_id.is_string()) frame["clientId"] = client_id;
  send(frame);
}

void member_socket::on_text(std::string_view text) {
  json client_id;
  try {
    auto frame = read_frame(text, client_id);
    switch (frame.type) {
      case client_frame::kind::send:
        return send_message(std::move(frame));
      case client_frame::kind::resume:
        return resume(std::move(frame.after));
      case client_frame::kind::read:
        return read(frame.conversation_id, frame.seq);
      case client_frame::kind::typing:
        return typing(frame.conversation_id);
    }
  } catch (...) {
    fail(client_id, std::current_exception());
  }
}

void member_socket::on_close() {
  hub_.detach(*peer_);
}

// Stored as through the REST route; the sender hears `ack` (or `error`), both members' sockets
// everywhere hear `message`.
void member_socket::send_message(client_frame frame) {
  if (const auto decision = sends_.take(member_); !decision.allowed) {
    throw core::api_error(429, "rate_limited",
                          "You are sending messages too fast. Please wait a moment.");
  }
  frame.message.to.member_id = member_;
  {
    std::lock_guard lock(sends_mutex_);
    waiting_.emplace_back(std::move(frame.message), std::move(frame.client_id));
    if (storing_) return;
    storing_ = true;
  }
  store_next();
}

void member_socket::store_next() {
  outgoing message;
  json client_id;
  {
    std::lock_guard lock(sends_mutex_);
    if (waiting_.empty()) {
      storing_ = false;
      return;
    }
    std::tie(message, client_id) = std::move(waiting_.front());
    waiting_.pop_front();
  }
  auto stored = std::make_shared<stored_send>();
  try {
    writer_.post([message = std::move(message), stored, &hub = hub_](
                     db::tx& t) mutable { store_send(t, std::move(message), hub, *stored); },
                 [self = shared_from_this(), stored, client_id](std::exception_ptr error) {
                   if (error) {
                     self->fail(client_id, std::move(error));
                   } else {
                     self->send({{"type", "ack"},
                                 {"clientId", client_id},
                                 {"message", to_json(stored->result.message, self->member_)}});
                     announce_send(self->hub_, *stored);
                   }
                   self->store_next();
                 });
  } catch (...) {  // the writer's queue is full: this one fails, the next is tried
    fail(client_id, std::current_exception());
    store_next();
  }
}

// Everything after the positions the client has, in order, then `resumed`. Read on a worker from
// a read session, never on the writer; a frame naming many conversations costs the socket's rate
// as several frames would (one more per 25 conversations).
void member_socket::resume(std::vector<std::pair<std::string, long long>> positions) {
  if (const auto extra = static_cast<unsigned>(positions.size() / 25); extra > 0) {
    peer_->charge(extra);
  }
  auto self = shared_from_this();
  peer_->defer(
      [self, positions = std::move(positions)]() mutable {
        const bool taken = self->resumes_.run(
            [self, positions = std::move(positions)] { self->replay(positions); });
        if (!taken) self->fail(json(), overloaded());
      },
      [self] { self->fail(json(), overloaded()); });
}

void member_socket::replay(const std::vector<std::pair<std::string, long long>>& positions) {
  std::vector<message_row> missed;
  try {
    auto sql = db_.acquire();
    for (const auto& [id, seq] : positions) {
      try {
        member_of(*sql, id, member_);
      } catch (const core::api_error&) {
        continue;  // not the member's (or gone): nothing to say about it
      }
      auto page = page_messages(*sql, id, {.after = seq, .limit = k_resume_limit});
      for (auto& m : page.messages) missed.push_back(std::move(m));
    }
  } catch (...) {
    return fail(json(), std::current_exception());
  }
  for (const auto& m : missed) send({{"type", "message"}, {"message", to_json(m, member_)}});
  send({{"type", "resumed"}});
}

void member_socket::read(const std::string& conversation, long long seq) {
  auto position = std::make_shared<long long>(seq);
  auto other = std::make_shared<std::string>();
  writer_.post(
      [conversation, me = member_, position, other](db::tx& t) {
        const auto who = member_of(t, conversation, me);
        *other = who.other_id;
        *position = mark_read(t, who, *position);
      },
      [self = shared_from_this(), conversation, position, other](std::exception_ptr error) {
        if (error) return self->fail(json(), std::move(error));
        self->hub_.read(conversation, self->member_, *other, *position);
      });
}

// Only for conversations the member had when the socket opened; the rest are ignored.
void member_socket::typing(const std::string& conversation) {
  const auto it = conversations_.find(conversation);
  if (it == conversations_.end()) return;
  hub_.typing(it->first, member_, it->second);
}

}  // namespace sangam::features::messaging
