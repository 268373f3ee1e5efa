#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/tx.hpp"

namespace sangam::db {

// One line of the audit log (GET /api/admin/audit), written in the caller's transaction so that
// it commits with what it records.
struct audit_entry final {
  std::string actor_kind;  // admin or member
  std::string actor_id;
  std::string action;  // "event.created", "account.erased"…
  std::string target_kind;
  std::string target_id;
  std::optional<std::string> from_status = std::nullopt;
  std::optional<std::string> to_status = std::nullopt;
  std::optional<std::string> note = std::nullopt;  // what the actor wrote with it (a reason)
};

void record_audit(tx& t, const audit_entry& entry);

// An administrator's change to the content they keep: action "<target_kind>.<verb>"
// ("story.created"), the target's new status if it has one.
void record_admin_change(tx& t, const std::string& admin_id, const std::string& target_kind,
                         std::string_view verb, const std::string& target_id,
                         std::optional<std::string> to_status = std::nullopt);

}  // namespace sangam::db
