#pragma once

#include <soci/session.h>
#include <nlohmann/json_fwd.hpp>

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "db/tx.hpp"
#include "features/waitlist/waitlist_entry.hpp"

// Invitations to apply (docs/waitlist.md, docs/invitations.md): one mechanism for an
// administrator's "Invite" on a waitlist entry and a member inviting someone by e-mail. Either
// mails a single-use link to the application (14 days); the application that uses it is marked
// invited. Only the SHA-256 of a link's token is kept.
namespace sangam::features::waitlist {

inline constexpr auto k_invite_lifetime = std::chrono::days(14);

// Who an invitation is for and from: a waitlist entry (an administrator invited it) or a member.
struct new_invitation final {
  std::string email;
  std::optional<std::string> waitlist_id;
  std::optional<std::string> inviter_id;
  std::optional<std::string> note;
};
struct issued_invitation final {
  std::string id;
  std::string token;  // for the link only; never stored
  std::string expires_at;
};
// Stores a new invitation; the caller mails its link (invite_link).
issued_invitation issue(db::tx& t, const new_invitation& what);
std::string invite_link(std::string_view link_base, std::string_view token);

// Makes a new link for the entry, ends the entry's older ones and queues the e-mail that carries
// it (to {link_base}/invite?code=...). False when there is no such entry.
bool invite(db::tx& t, std::string_view waitlist_id, std::string_view link_base);

// What a link that can still be used knows of its person, for the prefilled application (from
// the waitlist entry; only the address for a member's invitation, with the inviter's id);
// api_error 404 invite_unknown, 409 invite_used, 410 invite_expired or invite_withdrawn otherwise.
struct invitation final {
  waitlist_entry entry;
  std::string expires_at;
  std::optional<std::string> inviter_id;
  std::optional<std::string> note;  // the inviting member's
};
invitation find_invite(soci::session& sql, std::string_view token);

// Uses the link for the application of `profile_id` made with `email`, which must be the address
// the invitation went to (api_error 403 invite_other_email), in the application's transaction,
// and marks the profile invited (first in the review queue); the errors of find_invite for a link
// that cannot be used.
void redeem(db::tx& t, std::string_view token, std::string_view email, std::string_view profile_id);

// Those of `profile_ids` whose application used an invitation from the waitlist, in one statement.
std::unordered_set<std::string> invited_among(soci::session& sql,
                                              std::span<const std::string> profile_ids);
// The member who invited each of `profile_ids` whose application used a member's invitation.
std::unordered_map<std::string, std::string> inviters_among(
    soci::session& sql, std::span<const std::string> profile_ids);

// The admin review list's marker (features/review_marks.hpp): a sign-up's card says whether its
// application used an invitation from the waitlist (`invitedFromWaitlist`) and names the member
// who invited them (`invitedBy`: {id, name}, the name null for a member no longer shown; null
// when no member did).
void mark_invitations(soci::session& sql, std::span<const std::string> profile_ids,
                      nlohmann::json& items);

}  // namespace sangam::features::waitlist
