#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// A message as a moderator removes and restores it (features/moderation): its text is replaced
// where it is stored, so every reader — the thread, the conversation list's last message, exports
// — shows the replacement.
namespace sangam::features::messaging {

struct posted_message final {
  std::string sender_id;
  std::string body;
};
std::optional<posted_message> posted_message_of(db::tx& t, std::string_view message_id);

// Replaces the message's text, in the caller's transaction.
void replace_message_text(db::tx& t, std::string_view message_id, const std::string& body);

}  // namespace sangam::features::messaging
