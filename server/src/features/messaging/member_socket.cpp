#include "features/messaging/member_socket.hpp"

#include <spdlog/spdlog.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
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

std::string text_field(const json& frame, const char* key) {
  const auto it = frame.find(key);
  return it != frame.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

member_socket::member_socket(db::writer& writer, live& hub, http::rate_limiter& sends,
                             std::shared_ptr<http::socket_peer> peer,
                             std::map<std::string, std::string, std::less<>> conversations)
    : writer_(writer),
      hub_(hub),
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
  const auto frame = json::parse(text, nullptr, false);
  const auto client_id = frame.is_object() ? frame.value("clientId", json()) : json();
  try {
    if (!frame.is_object() || !frame.contains("type") || !frame["type"].is_string()) {
      throw core::api_error::bad_request("A frame is a JSON object with a type.");
    }
    const auto& type = frame["type"].get_ref<const std::string&>();
    if (type == "send") return send_message(frame);
    if (type == "resume") return resume(frame);
    if (type == "read") return read(frame);
    if (type == "typing") return typing(frame);
    throw core::api_error::bad_request("Unknown frame type.");
  } catch (...) {
    fail(client_id, std::current_exception());
  }
}

void member_socket::on_close() {
  hub_.detach(*peer_);
}

// Stored as through the REST route; the sender hears `ack` (or `error`), both members' sockets
// everywhere hear `message`.
void member_socket::send_message(const json& frame) {
  if (const auto decision = sends_.take(member_); !decision.allowed) {
    throw core::api_error(429, "rate_limited",
                          "You are sending messages too fast. Please wait a moment.");
  }
  auto message = read_outgoing(frame);
  message.to.conversation_id = text_field(frame, "conversationId");
  message.to.member_id = member_;
  {
    std::lock_guard lock(sends_mutex_);
    waiting_.emplace_back(std::move(message), frame["clientId"]);
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

// Everything after the positions the client has, in order, then `resumed`.
void member_socket::resume(const json& frame) {
  const auto after = frame.find("after");
  if (after == frame.end() || !after->is_object()) {
    throw core::api_error::validation(
        {{"after", "Say the last seq you have of each conversation."}});
  }
  std::vector<std::pair<std::string, long long>> positions;
  for (const auto& [id, seq] : after->items()) {
    if (!seq.is_number_integer() || seq.get<long long>() < 0) {
      throw core::api_error::validation({{"after", "Each position is a whole number."}});
    }
    positions.emplace_back(id, seq.get<long long>());
  }
  auto missed = std::make_shared<std::vector<message_row>>();
  writer_.post(
      [positions = std::move(positions), missed, me = member_](db::tx& t) {
        for (const auto& [id, seq] : positions) {
          try {
            member_of(t, id, me);
          } catch (const core::api_error&) {
            continue;  // not the member's (or gone): nothing to say about it
          }
          auto page = page_messages(t.sql(), id, {.after = seq, .limit = k_resume_limit});
          for (auto& m : page.messages) missed->push_back(std::move(m));
        }
      },
      [self = shared_from_this(), missed](std::exception_ptr error) {
        if (error) return self->fail(json(), std::move(error));
        for (const auto& m : *missed) {
          self->send({{"type", "message"}, {"message", to_json(m, self->member_)}});
        }
        self->send({{"type", "resumed"}});
      });
}

void member_socket::read(const json& frame) {
  const auto seq = frame.find("seq");
  if (seq == frame.end() || !seq->is_number_integer() || seq->get<long long>() < 0) {
    throw core::api_error::validation({{"seq", "Say up to which message you have read."}});
  }
  auto position = std::make_shared<long long>(seq->get<long long>());
  auto other = std::make_shared<std::string>();
  const auto conversation = text_field(frame, "conversationId");
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
void member_socket::typing(const json& frame) {
  const auto it = conversations_.find(text_field(frame, "conversationId"));
  if (it == conversations_.end()) return;
  hub_.typing(it->first, member_, it->second);
}

}  // namespace sangam::features::messaging
