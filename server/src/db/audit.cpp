#include "db/audit.hpp"

#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/ids.hpp"

namespace sangam::db {

void record_audit(tx& t, const audit_entry& e) {
  const std::string id = core::new_uuid_v7(), at = core::now_iso8601();
  const std::string from = e.from_status.value_or(""), to = e.to_status.value_or("");
  auto from_ind = e.from_status ? soci::i_ok : soci::i_null;
  auto to_ind = e.to_status ? soci::i_ok : soci::i_null;
  const std::string note = e.note.value_or("");
  auto note_ind = e.note ? soci::i_ok : soci::i_null;
  t.sql() << "INSERT INTO audit_log (id, actor_kind, actor_id, action, target_kind, target_id,"
             " from_status, to_status, note, created_at) VALUES (:id, :kind, :actor, :action,"
             " :tkind, :target, :from_status, :to_status, :note, :at)",
      soci::use(id), soci::use(e.actor_kind), soci::use(e.actor_id), soci::use(e.action),
      soci::use(e.target_kind), soci::use(e.target_id), soci::use(from, from_ind),
      soci::use(to, to_ind), soci::use(note, note_ind), soci::use(at);
}

void record_admin_change(tx& t, const std::string& admin_id, const std::string& target_kind,
                         std::string_view verb, const std::string& target_id,
                         std::optional<std::string> to_status) {
  record_audit(t, {.actor_kind = "admin",
                   .actor_id = admin_id,
                   .action = target_kind + "." + std::string(verb),
                   .target_kind = target_kind,
                   .target_id = target_id,
                   .to_status = std::move(to_status)});
}

}  // namespace sangam::db
