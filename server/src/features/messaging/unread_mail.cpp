#include "features/messaging/unread_mail.hpp"

#include <fmt/format.h>
#include <soci/soci.h>
#include <spdlog/spdlog.h>

#include <vector>

#include "core/clock.hpp"
#include "db/tx.hpp"
#include "features/moderation/blocks.hpp"
#include "features/notifications/notifications.hpp"
#include "features/profiles/members.hpp"
#include "mail/message.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::messaging {
namespace {

constexpr const char* k_opted_out =
    "SELECT COUNT(*) FROM message_mail_opt_outs WHERE member_id = :m";
constexpr const char* k_opt_out =
    "INSERT INTO message_mail_opt_outs (member_id, created_at) VALUES (:m, :at)"
    " ON CONFLICT (member_id) DO NOTHING";
constexpr const char* k_opt_in = "DELETE FROM message_mail_opt_outs WHERE member_id = :m";
constexpr const char* k_due =
    "SELECT conversation_id, member_id, other_id, unread_since FROM conversation_members"
    " WHERE unread_since IS NOT NULL AND unread_since <= :cutoff ORDER BY unread_since LIMIT :n";
// Taking a stretch clears it; unread_since = what was read makes two instances take it once.
constexpr const char* k_take =
    "UPDATE conversation_members SET unread_since = NULL,"
    " emailed_seq = (SELECT last_seq FROM conversations WHERE id = :c)"
    " WHERE conversation_id = :c2 AND member_id = :m AND unread_since = :since";
constexpr const char* k_unread_count =
    "SELECT COUNT(*) FROM messages WHERE conversation_id = :c AND sender_id = :o AND seq >"
    " (SELECT read_seq FROM conversation_members WHERE conversation_id = :c2 AND member_id = :m)";
constexpr const char* k_next_due =
    "SELECT MIN(unread_since) FROM conversation_members WHERE unread_since IS NOT NULL";

struct stretch final {
  std::string conversation_id;
  std::string member_id;
  std::string other_id;
  std::string since;
};

mail::message unread_mail(const profiles::mail_contact& to, std::string_view from_name,
                          long long unread, std::string_view public_url,
                          std::string_view conversation_id) {
  const std::string greeting = to.first_name.empty() ? "" : " " + to.first_name;
  const auto what = unread == 1 ? std::string("a message") : fmt::format("{} messages", unread);
  return {.to = to.email,
          .subject = fmt::format("{} sent you a message on Sangam", from_name),
          .body_text = fmt::format(
              "Hello{},\n\n"
              "{} sent you {} on Sangam that you have not read yet.\n\n"
              "Read and reply:\n{}/inbox/{}\n\n"
              "You get one such e-mail per conversation until you have read it. To stop them, "
              "turn off \"Email me about messages unread for 15 minutes\" in your inbox:\n"
              "{}/inbox\n\n"
              "— The Sangam team\n",
              greeting, from_name, what, public_url, conversation_id, public_url)};
}

}  // namespace

bool wants_unread_mail(soci::session& sql, std::string_view member_id) {
  const std::string id(member_id);
  long long n = 0;
  sql << k_opted_out, soci::use(id), soci::into(n);
  return n == 0;
}

void set_unread_mail(db::tx& t, std::string_view member_id, bool on) {
  const std::string id(member_id);
  if (on) {
    t.execute(k_opt_in, soci::use(id));
  } else {
    t.execute(k_opt_out, soci::use(id), soci::use(core::now_iso8601()));
  }
}

std::size_t mail_unread(db::tx& t, std::chrono::system_clock::time_point now,
                        std::string_view public_url, std::size_t limit) {
  const auto cutoff = core::to_iso8601(now - k_unread_mail_delay);
  const auto n = static_cast<long long>(limit);
  std::vector<stretch> due;
  {
    soci::rowset<soci::row> rows = (t.sql().prepare << k_due, soci::use(cutoff), soci::use(n));
    for (const auto& r : rows) {
      due.push_back({r.get<std::string>(0), r.get<std::string>(1), r.get<std::string>(2),
                     r.get<std::string>(3)});
    }
  }
  for (const auto& s : due) {
    if (t.execute(k_take, soci::use(s.conversation_id), soci::use(s.conversation_id),
                  soci::use(s.member_id), soci::use(s.since)) == 0) {
      continue;  // read meanwhile, or taken by another instance
    }
    const auto wants = notifications::preferences_of(t.sql(), s.member_id);
    if (!wants.email || !wants.messages || !wants_unread_mail(t.sql(), s.member_id) ||
        moderation::blocked_between(t.sql(), s.member_id, s.other_id)) {
      continue;
    }
    const auto contact = profiles::mail_contact_of(t.sql(), s.member_id);
    if (!contact) continue;
    long long unread = 0;
    t.fetch(k_unread_count, soci::use(s.conversation_id), soci::use(s.other_id),
            soci::use(s.conversation_id), soci::use(s.member_id), soci::into(unread));
    if (unread == 0) continue;
    // The sender's name, as everywhere in our mail, never a link (security.md, finding 8).
    mail::enqueue(t, unread_mail(*contact, mail::inert_text(profiles::name_of(t.sql(), s.other_id)),
                                 unread, public_url, s.conversation_id));
  }
  return due.size();
}

std::optional<std::chrono::system_clock::time_point> next_unread_mail_due(soci::session& sql) {
  std::string oldest;
  soci::indicator ind = soci::i_null;
  sql << k_next_due, soci::into(oldest, ind);
  if (ind != soci::i_ok) return std::nullopt;
  const auto since = core::from_iso8601(oldest);
  if (!since) return std::nullopt;
  return *since + k_unread_mail_delay;
}

std::chrono::system_clock::time_point mail_unread_pass(db::pool& db, db::writer& writer,
                                                       std::string_view public_url,
                                                       std::chrono::milliseconds interval) {
  constexpr std::size_t k_batch = 100;
  const auto now = core::now();
  while (writer.run([&](db::tx& t) { return mail_unread(t, now, public_url, k_batch); }) ==
         k_batch) {
  }
  auto next = core::now() + interval;
  const auto due = next_unread_mail_due(*db.acquire());
  // Not sooner than shortly: a stretch stamped in the past by a slow clock must not spin.
  if (due && *due < next) next = std::max(*due, now + std::chrono::milliseconds(50));
  return next;
}

}  // namespace sangam::features::messaging
