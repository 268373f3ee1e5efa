#include "features/members/member_page.hpp"

namespace sangam::features::members {
namespace {

constexpr int k_reports = 50;
constexpr int k_audit_lines = 100;

}  // namespace

member_page member_page_of(soci::session& sql, const member_row& member, const http::request& req) {
  return member_page{.member = member,
                     .last_seen_at = auth::member_last_seen(sql, member.id),
                     .verification = verification::load_steps(sql, member.id),
                     .kind_requests = kinds::requests_of(sql, member.id),
                     .referrals = waitlist::referrals_of(sql, member.id),
                     .reports = moderation::reports_involving(sql, member.id, k_reports),
                     .moderation = moderation::history_of(sql, member.id),
                     .sessions = auth::member_sessions(sql, member.id, req),
                     .audit = admin::audit_about(sql, member.id, k_audit_lines)};
}

}  // namespace sangam::features::members
