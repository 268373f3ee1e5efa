#include "features/waitlist/member_invites.hpp"

#include <fmt/format.h>
#include <soci/soci.h>

#include "core/clock.hpp"
#include "core/error.hpp"
#include "db/rows.hpp"
#include "features/profiles/applicant_rows.hpp"
#include "features/waitlist/invites.hpp"
#include "mail/outbox.hpp"

namespace sangam::features::waitlist {
namespace {

constexpr const char* k_count_since =
    "SELECT COUNT(*) FROM invitations WHERE inviter_id = :member AND created_at >= :since";
constexpr const char* k_count_pending_to =
    "SELECT COUNT(*) FROM invitations WHERE email = :email AND used_at IS NULL"
    " AND withdrawn_at IS NULL AND expires_at > :now";
#define SANGAM_SENT_COLUMNS                                                                \
  "SELECT id, email, note, created_at, expires_at, used_at, withdrawn_at, profile_id FROM" \
  " invitations"
constexpr const char* k_sent_by =
    SANGAM_SENT_COLUMNS " WHERE inviter_id = :member ORDER BY created_at DESC, id DESC LIMIT :max";
#undef SANGAM_SENT_COLUMNS
constexpr const char* k_count_one =
    "SELECT COUNT(*) FROM invitations WHERE id = :id AND inviter_id = :member";
constexpr const char* k_withdraw =
    "UPDATE invitations SET withdrawn_at = :now WHERE id = :id AND inviter_id = :member"
    " AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > :now2";
constexpr const char* k_inviter_of =
    "SELECT inviter_id FROM invitations WHERE profile_id = :member AND inviter_id IS NOT NULL";

constexpr int k_record_max = 100;

std::string status_of(const std::optional<std::string>& used_at,
                      const std::optional<std::string>& withdrawn_at, const std::string& expires_at,
                      const std::string& now) {
  if (used_at) return "accepted";
  if (withdrawn_at) return "withdrawn";
  return expires_at <= now ? "expired" : "pending";
}

sent_invitation read_sent(const soci::row& r, const std::string& now) {
  auto expires_at = r.get<std::string>(4);
  auto status = status_of(db::text_at(r, 5), db::text_at(r, 6), expires_at, now);
  return {.id = r.get<std::string>(0),
          .email = r.get<std::string>(1),
          .note = db::text_at(r, 2),
          .status = std::move(status),
          .created_at = r.get<std::string>(3),
          .expires_at = std::move(expires_at),
          .profile_id = db::text_at(r, 7)};
}

// The member's name is all the mail carries of what members type; their note is on the page
// behind the link.
mail::message member_invite_mail(const member_invite& what, std::string_view link) {
  return {.to = what.email,
          .subject = fmt::format("{} invited you to Sangam", what.inviter_name),
          .body_text = fmt::format(
              "Hello,\n\n"
              "{0}, a member of Sangam, the invitation-only network for founders, mentors and "
              "investors, invites you to apply. Your application will say that {0} invited "
              "you:\n{1}\n\n"
              "The link works for one application and expires in 14 days. If it does not open, "
              "choose \"I have an invite\" on our home page and paste it there.\n\n"
              "— The Sangam team\n",
              what.inviter_name, link)};
}

void refuse_if_taken(db::tx& t, const std::string& email, const std::string& now) {
  if (const auto on_file = profiles::profile_with_email(t, email)) {
    if (on_file->status == "approved") {
      throw core::api_error(409, "already_member", "This address already belongs to a member.",
                            {{"email", "This address already belongs to a member."}});
    }
    if (on_file->status == "pending") {
      throw core::api_error(409, "already_applied",
                            "Someone with this address has applied already; the application is "
                            "being reviewed.",
                            {{"email", "This address has applied already."}});
    }
  }
  int pending = 0;
  t.fetch(k_count_pending_to, soci::use(email), soci::use(now), soci::into(pending));
  if (pending > 0) {
    throw core::api_error(409, "already_invited",
                          "This address has a pending invitation already. It can be invited "
                          "again when that one is used, withdrawn or expired.",
                          {{"email", "This address has a pending invitation already."}});
  }
}

}  // namespace

int sent_this_month(soci::session& sql, std::string_view member_id) {
  const std::string member(member_id);
  const auto month_start = core::now_iso8601().substr(0, 8) + "01";  // "YYYY-MM-01"
  int sent = 0;
  sql << k_count_since, soci::use(member), soci::use(month_start), soci::into(sent);
  return sent;
}

sent_invitation invite_as_member(db::tx& t, const member_invite& what, int limit,
                                 std::string_view link_base) {
  if (sent_this_month(t.sql(), what.inviter_id) >= limit) {
    throw core::api_error(409, "invitation_limit",
                          fmt::format("You have sent all {} of this month's invitations. You get "
                                      "new ones on the first of next month.",
                                      limit));
  }
  const auto now = core::now_iso8601();
  refuse_if_taken(t, what.email, now);
  const auto made =
      issue(t, {.email = what.email, .inviter_id = what.inviter_id, .note = what.note});
  mail::enqueue(t, member_invite_mail(what, invite_link(link_base, made.token)));
  return {.id = made.id,
          .email = what.email,
          .note = what.note,
          .status = "pending",
          .created_at = now,
          .expires_at = made.expires_at};
}

void withdraw(db::tx& t, std::string_view member_id, std::string_view id) {
  const std::string member(member_id), key(id);
  const auto now = core::now_iso8601();
  if (t.execute(k_withdraw, soci::use(now), soci::use(key), soci::use(member), soci::use(now)) >
      0) {
    return;
  }
  int mine = 0;
  t.fetch(k_count_one, soci::use(key), soci::use(member), soci::into(mine));
  if (mine == 0) throw core::api_error::not_found();
  throw core::api_error(409, "invitation_not_pending",
                        "Only a pending invitation can be withdrawn; this one was used, "
                        "withdrawn or has expired.");
}

std::vector<sent_invitation> sent_by(soci::session& sql, std::string_view member_id, int max) {
  const std::string member(member_id);
  const auto now = core::now_iso8601();
  std::vector<sent_invitation> sent;
  soci::rowset<soci::row> rows = (sql.prepare << k_sent_by, soci::use(member), soci::use(max));
  for (const auto& r : rows) sent.push_back(read_sent(r, now));
  return sent;
}

invitation_record invitation_record_of(soci::session& sql, std::string_view member_id) {
  const std::string member(member_id);
  invitation_record record{.sent_this_month = sent_this_month(sql, member_id),
                           .sent = sent_by(sql, member_id, k_record_max)};
  std::string inviter;
  soci::indicator found = soci::i_null;
  sql << k_inviter_of, soci::use(member), soci::into(inviter, found);
  if (sql.got_data() && found == soci::i_ok) record.inviter_id = inviter;
  return record;
}

}  // namespace sangam::features::waitlist
