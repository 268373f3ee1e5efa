#include "features/members/member_page.hpp"

#include "features/profiles/summaries.hpp"

namespace sangam::features::members {
namespace {

constexpr int k_reports = 50;
constexpr int k_audit_lines = 100;

// The names of the invite tree around the member: their inviter and those who used their
// invitations.
std::unordered_map<std::string, std::string> invite_names(
    soci::session& sql, const waitlist::invitation_record& record) {
  std::vector<std::string> ids;
  if (record.inviter_id) ids.push_back(*record.inviter_id);
  for (const auto& s : record.sent) {
    if (s.profile_id) ids.push_back(*s.profile_id);
  }
  std::unordered_map<std::string, std::string> names;
  for (const auto& m : profiles::summaries_of(sql, ids)) names.emplace(m.id, m.name);
  return names;
}

}  // namespace

member_page member_page_of(soci::session& sql, const member_row& member, const http::request& req) {
  auto invitations = waitlist::invitation_record_of(sql, member.id);
  auto names = invite_names(sql, invitations);
  return member_page{.member = member,
                     .last_seen_at = auth::member_last_seen(sql, member.id),
                     .verification = verification::load_steps(sql, member.id),
                     .kind_requests = kinds::requests_of(sql, member.id),
                     .referrals = waitlist::referrals_of(sql, member.id),
                     .invitations = std::move(invitations),
                     .invite_names = std::move(names),
                     .reports = moderation::reports_involving(sql, member.id, k_reports),
                     .moderation = moderation::history_of(sql, member.id),
                     .sessions = auth::member_sessions(sql, member.id, req),
                     .audit = admin::audit_about(sql, member.id, k_audit_lines)};
}

}  // namespace sangam::features::members
