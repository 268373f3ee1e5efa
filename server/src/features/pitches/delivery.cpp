#include "features/pitches/delivery.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include <optional>
#include <string>

#include "db/rows.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/pitches/kinds.hpp"
#include "features/profiles/members.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::pitches {
namespace {

constexpr const char* k_pitch =
    "SELECT target_type, sender_id, target_id, target_name FROM pitches WHERE id = :id";
constexpr const char* k_application =
    "SELECT target_type, sender_id, target_id, target_name FROM applications WHERE id = :id";

struct decided final {
  target_kind kind = target_kind::investor;
  std::optional<std::string> sender_id;
  std::optional<std::string> target_id;
  std::string target_name;
};

std::optional<decided> read_decided(soci::session& sql, request_table table,
                                    const std::string& id) {
  soci::rowset<soci::row> rows =
      (sql.prepare << (table == request_table::pitches ? k_pitch : k_application), soci::use(id));
  for (const auto& r : rows) {
    return decided{.kind = target_kind_from(r.get<std::string>(0)).value_or(target_kind::investor),
                   .sender_id = db::text_at(r, 1),
                   .target_id = db::text_at(r, 2),
                   .target_name = db::text_at(r, 3).value_or("")};
  }
  return std::nullopt;
}

struct delivery_words final {
  std::string_view title;
  std::string_view does;  // after the sender's name
  std::string_view link;
};

delivery_words words_for(target_kind kind) {
  switch (kind) {
    case target_kind::mentor:
      return {"New mentorship application", "would like you as a mentor.", "/mentor-dashboard"};
    case target_kind::cofounder:
      return {"New cofounder application", "would like you as a cofounder.", "/connections"};
    default:
      return {"New pitch", "has pitched their startup to you.", "/investor-dashboard"};
  }
}

void deliver_to_target(db::tx& t, const decided& d, std::string_view link_base) {
  auto& sql = t.sql();
  const auto sender = profiles::name_of(sql, *d.sender_id);
  const auto words = words_for(d.kind);
  const auto text = fmt::format("{} {}", sender, words.does);
  notifications::notify(
      t, *d.target_id,
      {.type = "pitch", .title = words.title, .message = text, .link = words.link});
  if (!notifications::preferences_of(sql, *d.target_id).email) return;
  const auto contact = profiles::mail_contact_of(sql, *d.target_id);
  if (!contact) return;
  const auto sender_in_mail = mail::inert_text(sender);  // a name is no link in our mail
  mail::enqueue(t, {.to = contact->email,
                    .subject = fmt::format("{} from {}", words.title, sender_in_mail),
                    .body_text = fmt::format("Hello {},\n\n{} {}\n\nRead it and answer on Sangam:\n"
                                             "{}{}\n\n— Sangam\n",
                                             contact->first_name, sender_in_mail, words.does,
                                             link_base, words.link)});
}

void tell_sender_rejected(db::tx& t, const decided& d) {
  const bool pitch = is_pitch(d.kind);
  const auto text = pitch ? fmt::format("Your pitch to {} was not approved.", d.target_name)
                          : fmt::format("Your application to {} was not approved.", d.target_name);
  notifications::notify(t, *d.sender_id,
                        {.type = "pitch",
                         .title = pitch ? "Pitch not approved" : "Application not approved",
                         .message = text,
                         .link = std::nullopt});
}

}  // namespace

void deliver_decision(db::tx& t, request_table table, std::string_view id,
                      std::string_view to_status, std::string_view link_base) {
  const auto d = read_decided(t.sql(), table, std::string(id));
  if (!d || !d->sender_id) return;
  if (to_status == "approved" && d->target_id) {
    // A block since it was sent (either way) means it never reaches the target, and the sender is
    // not told why: the dashboards and /api/requests leave it out for the same reason.
    if (moderation::blocked_between(t.sql(), *d->sender_id, *d->target_id)) return;
    deliver_to_target(t, *d, link_base);
  } else if (to_status == "rejected") {
    tell_sender_rejected(t, *d);
  }
}

}  // namespace sangam::features::pitches
