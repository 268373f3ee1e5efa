#pragma once

#include <soci/session.h>

#include <chrono>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>

#include "db/tx.hpp"
#include "features/waitlist/waitlist_entry.hpp"

// Invitations to apply (docs/waitlist.md): an administrator's "Invite" mails a person on the
// waitlist a single-use link to the application, prefilled with what the waitlist knows; the
// application that uses it is marked invited. Only the SHA-256 of a link's token is kept.
namespace sangam::features::waitlist {

inline constexpr auto k_invite_lifetime = std::chrono::days(14);

// Makes a new link for the entry, ends the entry's older ones and queues the e-mail that carries
// it (to {link_base}/invite?code=...). False when there is no such entry.
bool invite(db::tx& t, std::string_view waitlist_id, std::string_view link_base);

// What a link that can still be used knows of its person, for the prefilled application;
// api_error 404 invite_unknown, 409 invite_used or 410 invite_expired otherwise.
struct invitation final {
  waitlist_entry entry;
  std::string expires_at;
};
invitation find_invite(soci::session& sql, std::string_view token);

// Uses the link for the application of `profile_id` made with `email`, which must be the address
// the invitation went to (api_error 403 invite_other_email), in the application's transaction;
// the errors of find_invite for a link that cannot be used.
void redeem(db::tx& t, std::string_view token, std::string_view email, std::string_view profile_id);

// Those of `profile_ids` whose application used an invitation, in one statement.
std::unordered_set<std::string> invited_among(soci::session& sql,
                                              std::span<const std::string> profile_ids);

}  // namespace sangam::features::waitlist
