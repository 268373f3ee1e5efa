#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

#include "features/messaging/conversations.hpp"

namespace sangam::features::messaging {

// A message as `viewer` sees it: the client id only on the viewer's own messages.
nlohmann::json to_json(const message_row& m, std::string_view viewer);
nlohmann::json to_json(const conversation_row& c, std::string_view viewer, bool online);
message_row message_from_json(const nlohmann::json& j);

// The message a member wants to send, checked: the client id and the trimmed body; api_error 400
// naming the field otherwise.
outgoing read_outgoing(const nlohmann::json& body);

}  // namespace sangam::features::messaging
