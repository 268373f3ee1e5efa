#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

// Content a member posted that an administrator removed, and restores (docs/moderation.md). Only
// messages for now: the text is replaced by k_removed_message where it is stored and kept here.
namespace sangam::features::moderation {

inline constexpr std::string_view k_removed_message = "This message was removed by a moderator.";

struct removal final {
  std::string id;
  std::string kind;  // message
  std::string content_id;
  std::string member_id;  // who posted it
  std::string reason;
  std::string removed_at;
  std::optional<std::string> restored_at;
};

// Removes the content, audit-logs it and mails the member who posted it, in the caller's
// transaction; api_error 404 for unknown content, 409 when it is removed already.
removal remove_content(db::tx& t, std::string_view kind, std::string_view content_id,
                       const std::string& admin_id, const std::string& reason);
// Puts the content back as it was; api_error 404 when it is not removed.
removal restore_content(db::tx& t, std::string_view kind, std::string_view content_id,
                        const std::string& admin_id);

}  // namespace sangam::features::moderation
