#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// Members inviting people to apply (docs/invitations.md): a few invitations a calendar month
// (UTC), each an e-mailed link to the application (invites.hpp) that the inviter can withdraw
// while it is pending.
namespace sangam::features::waitlist {

inline constexpr std::size_t k_note_max = 500;

// One invitation a member sent, as the member and the administrators see it.
struct sent_invitation final {
  std::string id;
  std::string email;
  std::optional<std::string> note;
  std::string status;  // pending, accepted, expired or withdrawn
  std::string created_at;
  std::string expires_at;
  std::optional<std::string> profile_id;  // the application that used it
};

// What a member asks: the address (lower-cased) and an optional note for the invitee's page.
struct member_invite final {
  std::string inviter_id;
  std::string inviter_name;
  std::string email;
  std::optional<std::string> note;
};

// Invitations `member_id` sent since the start of this calendar month (UTC).
int sent_this_month(soci::session& sql, std::string_view member_id);

// Sends the invitation and queues its mail; api_error 409 invitation_limit (the month's `limit`
// reached), already_member, already_applied or already_invited (a pending invitation to the
// address), changing nothing.
sent_invitation invite_as_member(db::tx& t, const member_invite& what, int limit,
                                 std::string_view link_base);

// The member's pending invitation `id` is withdrawn: its link stops working. api_error 404 when
// the member sent no such invitation, 409 invitation_not_pending when it is not pending.
void withdraw(db::tx& t, std::string_view member_id, std::string_view id);

// The newest `max` invitations the member sent.
std::vector<sent_invitation> sent_by(soci::session& sql, std::string_view member_id, int max);

// A member's place in the invite tree, for the admin member page: who invited them (whose
// invitation their application used) and what they sent.
struct invitation_record final {
  std::optional<std::string> inviter_id;
  int sent_this_month = 0;
  std::vector<sent_invitation> sent;
};
invitation_record invitation_record_of(soci::session& sql, std::string_view member_id);

}  // namespace sangam::features::waitlist
