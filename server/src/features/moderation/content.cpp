#include "features/moderation/content.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "features/messaging/removal.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::moderation {
namespace {

constexpr const char* k_insert =
    "INSERT INTO content_removals (id, kind, content_id, member_id, original, reason, admin_id,"
    " removed_at) VALUES (:id, :kind, :content, :member, :original, :reason, :admin, :at)";
constexpr const char* k_live =
    "SELECT id, member_id, original, reason, removed_at FROM content_removals"
    " WHERE kind = :kind AND content_id = :content AND restored_at IS NULL";
constexpr const char* k_live_id =
    "SELECT id FROM content_removals"
    " WHERE kind = :kind AND content_id = :content AND restored_at IS NULL";
constexpr const char* k_restore = "UPDATE content_removals SET restored_at = :at WHERE id = :id";

void known_kind(std::string_view kind) {
  if (kind != "message") throw core::api_error::not_found();
}

void tell(db::tx& t, const removal& r, bool restored) {
  const auto to = profiles::mail_contact_of(t.sql(), r.member_id);
  if (!to) return;
  const auto hello = to->first_name.empty() ? std::string("Hello") : "Hello " + to->first_name;
  mail::enqueue(
      t, {.to = to->email,
          .subject = restored ? "Your message on Sangam is back" : "A message you sent was removed",
          .body_text =
              restored
                  ? fmt::format("{},\n\nAn administrator of Sangam has restored a message of yours "
                                "that had been removed. It shows again as you wrote it.\n\n"
                                "— The Sangam team\n",
                                hello)
                  : fmt::format("{},\n\nAn administrator of Sangam has removed a message you sent, "
                                "for this reason:\n\n{}\n\nIt now reads \"{}\". If you think this "
                                "is a mistake, reply to this e-mail.\n\n— The Sangam team\n",
                                hello, mail::inert_text(r.reason), k_removed_message)});
}

void audit(db::tx& t, const removal& r, const std::string& admin_id, std::string_view verb) {
  db::record_audit(t, {.actor_kind = "admin",
                       .actor_id = admin_id,
                       .action = fmt::format("{}.{}", r.kind, verb),
                       .target_kind = r.kind,
                       .target_id = r.content_id,
                       .from_status = std::string(verb == "removed" ? "shown" : "removed"),
                       .to_status = std::string(verb == "removed" ? "removed" : "shown")});
}

}  // namespace

removal remove_content(db::tx& t, std::string_view kind, std::string_view content_id,
                       const std::string& admin_id, const std::string& reason) {
  known_kind(kind);
  const auto message = messaging::posted_message_of(t, content_id);
  if (!message) throw core::api_error::not_found();
  removal r{.id = core::new_uuid_v7(),
            .kind = std::string(kind),
            .content_id = std::string(content_id),
            .member_id = message->sender_id,
            .reason = reason,
            .removed_at = core::now_iso8601()};
  {
    std::string id;
    if (t.fetch(k_live_id, soci::use(r.kind), soci::use(r.content_id), soci::into(id))) {
      throw core::api_error(409, "already_removed", "This content is removed already.");
    }
  }
  t.execute(k_insert, soci::use(r.id), soci::use(r.kind), soci::use(r.content_id),
            soci::use(r.member_id), soci::use(message->body), soci::use(r.reason),
            soci::use(admin_id), soci::use(r.removed_at));
  messaging::replace_message_text(t, content_id, std::string(k_removed_message));
  audit(t, r, admin_id, "removed");
  tell(t, r, false);
  return r;
}

removal restore_content(db::tx& t, std::string_view kind, std::string_view content_id,
                        const std::string& admin_id) {
  known_kind(kind);
  removal r{.kind = std::string(kind), .content_id = std::string(content_id)};
  std::string original;
  if (!t.fetch(k_live, soci::use(r.kind), soci::use(r.content_id), soci::into(r.id),
               soci::into(r.member_id), soci::into(original), soci::into(r.reason),
               soci::into(r.removed_at))) {
    throw core::api_error::not_found();
  }
  r.restored_at = core::now_iso8601();
  t.execute(k_restore, soci::use(*r.restored_at), soci::use(r.id));
  messaging::replace_message_text(t, content_id, original);
  audit(t, r, admin_id, "restored");
  tell(t, r, true);
  return r;
}

}  // namespace sangam::features::moderation
