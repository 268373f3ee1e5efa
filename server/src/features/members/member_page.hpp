#pragma once

#include <soci/session.h>

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "features/admin/review.hpp"
#include "features/auth/sessions.hpp"
#include "features/kinds/requests.hpp"
#include "features/members/directory.hpp"
#include "features/moderation/reports.hpp"
#include "features/moderation/sanctions.hpp"
#include "features/verification/steps.hpp"
#include "features/waitlist/member_invites.hpp"
#include "features/waitlist/referrals.hpp"

namespace sangam::features::members {

// Everything an administrator sees about one member on the member page, each part told by the
// feature that keeps it.
struct member_page final {
  member_row member;
  std::optional<std::string> last_seen_at;
  std::vector<verification::step_state> verification;
  std::vector<kinds::kind_request> kind_requests;
  waitlist::referrals referrals;            // waitlist sign-ups the member's code credited
  waitlist::invitation_record invitations;  // who invited them, whom they invited
  std::unordered_map<std::string, std::string> invite_names;  // the inviter's and invitees' names
  std::vector<moderation::report_row> reports;                // filed by the member or about them
  std::vector<moderation::action_row> moderation;  // warnings, suspensions, bans, newest first
  std::vector<auth::session_row> sessions;
  std::vector<admin::audit_row> audit;  // lines about the member
};

// The page of `member` (an applicant or a member, as the directory has it).
member_page member_page_of(soci::session& sql, const member_row& member, const http::request& req);

}  // namespace sangam::features::members
