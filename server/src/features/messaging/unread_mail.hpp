#pragma once

#include <soci/session.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "db/pool.hpp"
#include "db/writer.hpp"

namespace sangam::features::messaging {

// A message from the other member that has waited unread this long sends one e-mail about its
// conversation; no other follows until the member has read the conversation. Members may turn it
// off.
inline constexpr auto k_unread_mail_delay = std::chrono::minutes(15);

// The member's choice: on unless turned off.
bool wants_unread_mail(soci::session& sql, std::string_view member_id);
void set_unread_mail(db::tx& t, std::string_view member_id, bool on);

// One pass over conversations whose unread stretch began at or before `now - k_unread_mail_delay`,
// at most `limit` of them: each gets its e-mail through the outbox, or is passed over when the
// member turned it off, the conversation is closed by a block or the member is no longer approved.
// Either way it is not looked at again until a new unread stretch. Returns how many were taken;
// on PostgreSQL an instance never takes one that another instance has taken.
std::size_t mail_unread(db::tx& t, std::chrono::system_clock::time_point now,
                        std::string_view public_url, std::size_t limit);

// When the oldest waiting unread stretch falls due; nullopt when none waits.
std::optional<std::chrono::system_clock::time_point> next_unread_mail_due(soci::session& sql);

// One pass of the unread mailer (a background loop): mail_unread over everything due, links
// starting with public_url. Returns when to look again: when the next stretch falls due, and at
// least every `interval` (for stretches begun on other instances).
std::chrono::system_clock::time_point mail_unread_pass(db::pool& db, db::writer& writer,
                                                       std::string_view public_url,
                                                       std::chrono::milliseconds interval);

}  // namespace sangam::features::messaging
