#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/tx.hpp"

// Moderation that takes effect (docs/moderation.md): an administrator warns, suspends or bans a
// member, always with a reason, and may reinstate them. A suspended or banned member is held
// (profiles/holds.hpp): gone from every deck and list, signed out, refused at sign-in.
namespace sangam::features::moderation {

// One thing decided about a member (moderation_actions). `action` is warning, suspension, ban,
// reinstatement or expiry (a suspension that ended by itself: no administrator).
struct action_row final {
  std::string id;
  std::string member_id;
  std::string action;
  std::string reason;
  std::optional<std::string> ends_at;  // a suspension's end
  std::optional<std::string> report_id;
  std::optional<std::string> admin_id;
  std::string created_at;
  std::optional<std::string> acknowledged_at;  // a warning the member has seen
};

struct decision final {
  std::string member_id;
  std::string admin_id;
  std::string action;  // warning, suspension or ban
  std::string reason;
  std::optional<std::string> ends_at;    // a suspension's end, ISO 8601 in the future
  std::optional<std::string> report_id;  // the report it answers, resolved as actioned
};

// Records the decision, holds the member for a suspension or a ban (ending every session of the
// member: announce them after the commit and publish topics::member_changed), writes the audit
// log and mails the member, in the caller's transaction. api_error 404 for an unknown member or
// report, 403 for an administrator's own member account, 400 for a report about someone else.
action_row decide(db::tx& t, const decision& d);

// Lifts the member's suspension or ban (publish topics::member_changed after the commit);
// api_error 404 for an unknown member, 409 when the member is not held.
action_row reinstate(db::tx& t, std::string_view member_id, std::string_view admin_id,
                     const std::string& reason);

// Everything decided about the member, newest first (the admin member page).
std::vector<action_row> history_of(soci::session& sql, std::string_view member_id);

// The suspension or ban in force: until (k_held_for_good for a ban) and the reason given.
struct hold final {
  std::string action;  // suspension or ban
  std::string until;
  std::string reason;
};
std::optional<hold> hold_of(soci::session& sql, std::string_view member_id);

// Releases the suspensions that ended by now, each recorded as an expiry and mailed; the
// members released (publish topics::member_changed for each after the commit).
std::vector<std::string> release_ended_suspensions(db::tx& t);

// Member sign-in: api_error 403 account_suspended (with the end date) or account_banned, with
// the reason given, while a hold is in force. A suspension past its end no longer refuses, though
// the member stays out of lists until release_ended_suspensions (each minute) lets them back.
void refuse_held_sign_in(soci::session& sql, std::string_view member_id);

// The newest warning the member has not acknowledged yet.
std::optional<action_row> unseen_warning(soci::session& sql, std::string_view member_id);
// false when the member has no such warning.
bool acknowledge_warning(db::tx& t, std::string_view member_id, std::string_view warning_id);

// "5 Dec 2026" for an ISO 8601 time (UTC).
std::string day_of(std::string_view iso);

}  // namespace sangam::features::moderation
