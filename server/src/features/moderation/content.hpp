#pragma once

#include <soci/session.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>

#include "db/tx.hpp"

// Content a member posted that an administrator removed, and restores (docs/moderation.md): a
// message, or another feature's kind of content (a pitch). Its text is replaced by a fixed one
// where it is stored, and what restoring puts back is kept here.
namespace sangam::features::moderation {

inline constexpr std::string_view k_removed_message = "This message was removed by a moderator.";

// Content as it is before removal: who posted it, and what restoring puts back (its text, or a
// small JSON of what the kind needs).
struct posted_content final {
  std::string author_id;
  std::string original;
};

// A kind of content an administrator can remove. The feature that stores it reads and writes it;
// moderation keeps the original, the audit line and the mail.
struct content_kind final {
  std::string_view name;          // in the path and the audit log
  std::string_view noun;          // in the mails
  std::string_view removed_text;  // what it reads while removed
  // Content of this kind a member posted that can be removed; none for an unknown id.
  std::optional<posted_content> (*posted_of)(db::tx& t, std::string_view id);
  void (*hide)(db::tx& t, std::string_view id);
  void (*put_back)(db::tx& t, std::string_view id, const std::string& original);
};

// Makes a kind removable; a feature adds its own when it installs (so moderation need not include
// it: pitches include moderation). Messages are built in; a name known already changes nothing.
void add_content_kind(const content_kind& kind);

struct removal final {
  std::string id;
  std::string kind;  // message, or a kind added by add_content_kind
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

// Those of `content_ids` (of `kind`) that are removed now, in one statement.
std::unordered_set<std::string> removed_among(soci::session& sql, std::string_view kind,
                                              std::span<const std::string> content_ids);

}  // namespace sangam::features::moderation
