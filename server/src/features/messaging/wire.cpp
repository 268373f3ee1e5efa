#include "features/messaging/wire.hpp"

#include "core/error.hpp"
#include "core/text.hpp"
#include "features/profiles/summaries.hpp"
#include "http/json_body.hpp"

namespace sangam::features::messaging {

using nlohmann::json;

json to_json(const message_row& m, std::string_view viewer) {
  return {{"id", m.id},
          {"conversationId", m.conversation_id},
          {"seq", m.seq},
          {"senderId", m.sender_id},
          {"body", m.body},
          {"sentAt", m.sent_at},
          {"clientId", m.sender_id == viewer ? json(m.client_id) : json(nullptr)}};
}

message_row message_from_json(const json& j) {
  return {.id = j.at("id").get<std::string>(),
          .conversation_id = j.at("conversationId").get<std::string>(),
          .seq = j.at("seq").get<long long>(),
          .sender_id = j.at("senderId").get<std::string>(),
          .client_id = j.at("clientId").is_string() ? j.at("clientId").get<std::string>() : "",
          .body = j.at("body").get<std::string>(),
          .sent_at = j.at("sentAt").get<std::string>()};
}

json to_json(const conversation_row& c, std::string_view viewer, bool online) {
  return {{"id", c.id},
          {"member", profiles::to_json(c.member)},
          {"lastMessage", c.last_message ? to_json(*c.last_message, viewer) : json(nullptr)},
          {"unread", c.unread},
          {"myReadSeq", c.my_read_seq},
          {"theirReadSeq", c.their_read_seq},
          {"online", online && !c.closed},
          {"closed", c.closed},
          {"connectedAt", c.connected_at}};
}

outgoing read_outgoing(const json& body) {
  core::field_errors errors;
  outgoing out;
  out.client_id = http::string_or_empty(body, "clientId");
  if (out.client_id.empty() || core::utf8_length(out.client_id) > k_client_id_max) {
    errors["clientId"] = "A message needs a client id of 1 to 64 characters.";
  }
  const auto text = body.find("body");
  if (text == body.end() || !text->is_string() ||
      core::trim(text->get_ref<const std::string&>()).empty()) {
    errors["body"] = "Write a message.";
  } else {
    out.body = std::string(core::trim(text->get_ref<const std::string&>()));
    if (core::utf8_length(out.body) > k_body_max) {
      errors["body"] = "A message can be at most 2000 characters.";
    }
  }
  if (!errors.empty()) throw core::api_error::validation(std::move(errors));
  return out;
}

}  // namespace sangam::features::messaging
