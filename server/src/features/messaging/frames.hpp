#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "features/messaging/conversations.hpp"

namespace sangam::features::messaging {

// What a member's socket may send (docs/messaging.md, "WebSocket"), read and checked before any
// work is done for it.
struct client_frame final {
  enum class kind { send, resume, read, typing };
  kind type = kind::send;
  nlohmann::json client_id;                              // as sent: a string, or null
  std::string conversation_id;                           // send, read, typing
  outgoing message;                                      // send
  std::vector<std::pair<std::string, long long>> after;  // resume: conversation → last seq held
  long long seq = 0;                                     // read
};

// Conversations one resume may name: a client with more sends several.
inline constexpr std::size_t k_resume_max_positions = 100;

// Reads one text frame; throws core::api_error (400) naming what is wrong. `client_id` is set as
// soon as it is known, so that an error can still be matched to the frame that caused it.
client_frame read_frame(std::string_view text, nlohmann::json& client_id);

}  // namespace sangam::features::messaging
