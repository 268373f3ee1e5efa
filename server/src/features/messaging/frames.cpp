#include "features/messaging/frames.hpp"

#include "core/error.hpp"
#include "features/messaging/wire.hpp"

namespace sangam::features::messaging {
namespace {

using nlohmann::json;

std::string text_field(const json& frame, const char* key) {
  const auto it = frame.find(key);
  return it != frame.end() && it->is_string() ? it->get<std::string>() : std::string();
}

void read_resume(const json& frame, client_frame& out) {
  const auto after = frame.find("after");
  if (after == frame.end() || !after->is_object()) {
    throw core::api_error::validation(
        {{"after", "Say the last seq you have of each conversation."}});
  }
  if (after->size() > k_resume_max_positions) {
    throw core::api_error::validation({{"after", "Resume at most 100 conversations at a time."}});
  }
  out.after.reserve(after->size());
  for (const auto& [id, seq] : after->items()) {
    if (!seq.is_number_integer() || seq.get<long long>() < 0) {
      throw core::api_error::validation({{"after", "Each position is a whole number."}});
    }
    out.after.emplace_back(id, seq.get<long long>());
  }
}

}  // namespace

client_frame read_frame(std::string_view text, json& client_id) {
  const auto frame = json::parse(text, nullptr, false);
  if (!frame.is_object())
    throw core::api_error::bad_request("A frame is a JSON object with a type.");
  client_id = frame.value("clientId", json());
  const auto type = frame.find("type");
  if (type == frame.end() || !type->is_string()) {
    throw core::api_error::bad_request("A frame is a JSON object with a type.");
  }
  const auto& name = type->get_ref<const std::string&>();
  client_frame out;
  out.client_id = client_id;
  out.conversation_id = text_field(frame, "conversationId");
  if (name == "send") {
    out.type = client_frame::kind::send;
    out.message = read_outgoing(frame);
    out.message.to.conversation_id = out.conversation_id;
  } else if (name == "resume") {
    out.type = client_frame::kind::resume;
    read_resume(frame, out);
  } else if (name == "read") {
    out.type = client_frame::kind::read;
    const auto seq = frame.find("seq");
    if (seq == frame.end() || !seq->is_number_integer() || seq->get<long long>() < 0) {
      throw core::api_error::validation({{"seq", "Say up to which message you have read."}});
    }
    out.seq = seq->get<long long>();
  } else if (name == "typing") {
    out.type = client_frame::kind::typing;
  } else {
    throw core::api_error::bad_request("Unknown frame type.");
  }
  return out;
}

}  // namespace sangam::features::messaging
