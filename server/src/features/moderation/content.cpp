#include "features/moderation/content.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <mutex>
#include <vector>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "core/ids.hpp"
#include "db/audit.hpp"
#include "db/rows.hpp"
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
constexpr const char* k_removed_among =
    "SELECT kind, content_id FROM content_removals WHERE restored_at IS NULL AND content_id IN (";

// A message keeps its text.
std::optional<posted_content> message_of(db::tx& t, std::string_view id) {
  auto m = messaging::posted_message_of(t, id);
  if (!m) return std::nullopt;
  return posted_content{std::move(m->sender_id), std::move(m->body)};
}
void hide_message(db::tx& t, std::string_view id) {
  messaging::replace_message_text(t, id, std::string(k_removed_message));
}

// The kinds an administrator can remove: messages, and what features added when they installed.
// Added to while the app is put together, read while it serves (tests put several together).
class kinds final {
 public:
  void add(const content_kind& kind) {
    const std::scoped_lock lock(mutex_);
    if (!find_locked(kind.name)) kinds_.push_back(kind);
  }
  // api_error 404 for a kind nobody added.
  content_kind of(std::string_view name) {
    const std::scoped_lock lock(mutex_);
    if (const auto* kind = find_locked(name)) return *kind;
    throw core::api_error::not_found();
  }

 private:
  const content_kind* find_locked(std::string_view name) const {
    for (const auto& kind : kinds_) {
      if (kind.name == name) return &kind;
    }
    return nullptr;
  }
  std::mutex mutex_;
  std::vector<content_kind> kinds_{{.name = "message",
                                    .noun = "message",
                                    .removed_text = k_removed_message,
                                    .posted_of = &message_of,
                                    .hide = &hide_message,
                                    .put_back = &messaging::replace_message_text}};
};

kinds& known_kinds() {
  static kinds all;
  return all;
}

// "a pitch", "an application".
std::string with_article(std::string_view noun) {
  const bool vowel =
      !noun.empty() && std::string_view("aeiou").find(noun.front()) != std::string_view::npos;
  return fmt::format("{} {}", vowel ? "an" : "a", noun);
}

void tell(db::tx& t, const removal& r, const content_kind& kind, bool restored) {
  const auto to = profiles::mail_contact_of(t.sql(), r.member_id);
  if (!to) return;
  const auto hello = to->first_name.empty() ? std::string("Hello") : "Hello " + to->first_name;
  const auto what = with_article(kind.noun);
  auto what_first = what;
  what_first.front() = 'A';
  mail::enqueue(
      t, {.to = to->email,
          .subject = restored ? fmt::format("Your {} on Sangam is back", kind.noun)
                              : fmt::format("{} you sent was removed", what_first),
          .body_text =
              restored ? fmt::format("{},\n\nAn administrator of Sangam has restored {} of yours "
                                     "that had been removed. It shows again as you wrote it.\n\n"
                                     "— The Sangam team\n",
                                     hello, what)
                       : fmt::format("{},\n\nAn administrator of Sangam has removed {} you sent, "
                                     "for this reason:\n\n{}\n\nIt now reads \"{}\". If you think "
                                     "this is a mistake, reply to this e-mail.\n\n"
                                     "— The Sangam team\n",
                                     hello, what, mail::inert_text(r.reason), kind.removed_text)});
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

void add_content_kind(const content_kind& kind) {
  known_kinds().add(kind);
}

removal remove_content(db::tx& t, std::string_view kind_name, std::string_view content_id,
                       const std::string& admin_id, const std::string& reason) {
  const auto kind = known_kinds().of(kind_name);
  const auto content = kind.posted_of(t, content_id);
  if (!content) throw core::api_error::not_found();
  removal r{.id = core::new_uuid_v7(),
            .kind = std::string(kind.name),
            .content_id = std::string(content_id),
            .member_id = content->author_id,
            .reason = reason,
            .removed_at = core::now_iso8601()};
  {
    std::string id;
    if (t.fetch(k_live_id, soci::use(r.kind), soci::use(r.content_id), soci::into(id))) {
      throw core::api_error(409, "already_removed", "This content is removed already.");
    }
  }
  t.execute(k_insert, soci::use(r.id), soci::use(r.kind), soci::use(r.content_id),
            soci::use(r.member_id), soci::use(content->original), soci::use(r.reason),
            soci::use(admin_id), soci::use(r.removed_at));
  kind.hide(t, content_id);
  audit(t, r, admin_id, "removed");
  tell(t, r, kind, false);
  return r;
}

removal restore_content(db::tx& t, std::string_view kind_name, std::string_view content_id,
                        const std::string& admin_id) {
  const auto kind = known_kinds().of(kind_name);
  removal r{.kind = std::string(kind.name), .content_id = std::string(content_id)};
  std::string original;
  if (!t.fetch(k_live, soci::use(r.kind), soci::use(r.content_id), soci::into(r.id),
               soci::into(r.member_id), soci::into(original), soci::into(r.reason),
               soci::into(r.removed_at))) {
    throw core::api_error::not_found();
  }
  r.restored_at = core::now_iso8601();
  t.execute(k_restore, soci::use(*r.restored_at), soci::use(r.id));
  kind.put_back(t, content_id, original);
  audit(t, r, admin_id, "restored");
  tell(t, r, kind, true);
  return r;
}

std::unordered_set<std::string> removed_among(soci::session& sql, std::string_view kind,
                                              std::span<const std::string> content_ids) {
  std::unordered_set<std::string> removed;
  db::for_each_row_in(sql, k_removed_among, content_ids, [&](const soci::row& r) {
    if (r.get<std::string>(0) == kind) removed.insert(r.get<std::string>(1));
  });
  return removed;
}

}  // namespace sangam::features::moderation
