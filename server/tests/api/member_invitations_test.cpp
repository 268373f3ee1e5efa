// Member invitations (docs/invitations.md), on both engines: the monthly limit and the verified
// one, expiry, withdrawal, single use, the application marked "invited by" and first in the review
// queue, the invite tree on the admin member page, bad input and member-only access.
#include <soci/soci.h>

#include <chrono>
#include <string>

#include "support/invitations.hpp"
#include "support/member_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class member_invitations_api : public member_api {
 protected:
  void SetUp() override {
    member_api::SetUp();
    cfg_.settings["SANGAM_MEMBER_INVITATION_RATE_LIMIT"] = "0";  // many from one address
    start_app();
  }

  http_result send(const member& from, const std::string& email, const std::string& note = "") {
    json body{{"email", email}};
    if (!note.empty()) body["note"] = note;
    return as(from.cookie).post_json("/api/me/invitations", body);
  }
  json mine(const member& who) {
    const auto res = as(who.cookie).get("/api/me/invitations");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  http_result withdraw(const member& who, const std::string& id) {
    return as(who.cookie).post_json("/api/me/invitations/" + id + "/withdraw", json::object());
  }
  http_result apply(const std::string& email, const std::string& code) {
    auto body = application_for(email);
    body["invite"] = code;
    return client().post_json("/api/applications", body);
  }
  // The member signed in anew: sessions end after a week unused, and tests travel further.
  member signed_in_again(const member& m) {
    return {m.id, "sangam_session=" + app_->writer().run([&](db::tx& t) {
              return features::auth::create_session(t, features::auth::subject_kind::member, m.id);
            })};
  }
  std::string code_for(const std::string& email) { return invite_code_in(latest_mail_to(email)); }
  void verify(const member& m) {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET verified_at = '2026-01-01T00:00:00.000Z' WHERE id = :id",
        soci::use(m.id);
  }
  // The pending review cards, in queue order.
  json queue() {
    if (admin_.empty()) admin_ = admin_cookie();
    const auto res = as(admin_).get("/api/admin/profiles?status=pending");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json()["items"];
  }

  std::string admin_;
};

TEST_F(member_invitations_api, a_member_sends_up_to_the_monthly_limit_and_gets_more_next_month) {
  const auto asha = add({.name = "Asha"});
  EXPECT_EQ(mine(asha)["left"], 3);
  for (int i = 0; i < 3; ++i) {
    const auto sent = send(asha, "friend" + std::to_string(i) + "@out.test");
    ASSERT_EQ(sent.status, 201) << sent.body;
    EXPECT_EQ(sent.json()["status"], "pending");
  }
  const auto listed = mine(asha);
  EXPECT_EQ(listed["left"], 0);
  EXPECT_EQ(listed["sentThisMonth"], 3);
  EXPECT_EQ(listed["items"].size(), 3u);

  const auto over = send(asha, "fourth@out.test");
  EXPECT_EQ(over.status, 409) << over.body;
  EXPECT_EQ(over.json()["error"]["code"], "invitation_limit");
  EXPECT_EQ(count_rows("invitations"), 3);  // nothing changed
  EXPECT_TRUE(latest_mail_to("fourth@out.test").empty());

  time_travel next_month(32 * 24h);
  const auto back = signed_in_again(asha);
  EXPECT_EQ(mine(back)["left"], 3);
  EXPECT_EQ(send(back, "fourth@out.test").status, 201);
}

TEST_F(member_invitations_api, a_verified_member_has_the_verified_limit) {
  const auto ravi = add({.name = "Ravi"});
  verify(ravi);
  EXPECT_EQ(mine(ravi)["limit"], 5);
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(send(ravi, "v" + std::to_string(i) + "@out.test").status, 201);
  }
  EXPECT_EQ(send(ravi, "v5@out.test").json()["error"]["code"], "invitation_limit");
}

TEST_F(member_invitations_api, the_application_arrives_invited_by_the_member_and_first_in_queue) {
  const auto asha = add({.name = "Asha"});
  ASSERT_EQ(send(asha, "meher@out.test", "We met at the Jaipur meetup").status, 201);
  const auto mail = latest_mail_to("meher@out.test");
  EXPECT_NE(mail.find("Asha Test, a member of Sangam"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("Jaipur meetup"), std::string::npos);  // the note is on the page, not mailed
  const auto code = code_for("meher@out.test");
  ASSERT_FALSE(code.empty());

  const auto page = client().get("/api/waitlist/invite?code=" + code);
  ASSERT_EQ(page.status, 200) << page.body;
  EXPECT_EQ(page.json()["email"], "meher@out.test");
  EXPECT_EQ(page.json()["invitedBy"], "Asha Test");
  EXPECT_EQ(page.json()["note"], "We met at the Jaipur meetup");

  const auto applied = apply("meher@out.test", code);
  ASSERT_EQ(applied.status, 201) << applied.body;
  time_travel later(1min);  // an uninvited application, newer, still comes after it
  ASSERT_EQ(client().post_json("/api/applications", application_for("plain@out.test")).status, 201);

  const auto cards = queue();
  ASSERT_GE(cards.size(), 2u);
  EXPECT_EQ(cards[0]["email"], "meher@out.test");
  EXPECT_EQ(cards[0]["invitedBy"]["id"], asha.id);
  EXPECT_EQ(cards[0]["invitedBy"]["name"], "Asha Test");
  EXPECT_FALSE(cards[0]["invitedFromWaitlist"].get<bool>());
  EXPECT_EQ(cards[1]["email"], "plain@out.test");
  EXPECT_TRUE(cards[1]["invitedBy"].is_null());
  EXPECT_EQ(mine(asha)["items"][0]["status"], "accepted");

  // Single use: the link is spent.
  const auto again = client().get("/api/waitlist/invite?code=" + code);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "invite_used");
}

TEST_F(member_invitations_api, an_invitation_expires_after_14_days_and_then_changes_nothing) {
  const auto asha = add({.name = "Asha"});
  ASSERT_EQ(send(asha, "late@out.test").status, 201);
  const auto code = code_for("late@out.test");
  time_travel two_weeks(14 * 24h + 1min);
  const auto page = client().get("/api/waitlist/invite?code=" + code);
  EXPECT_EQ(page.status, 410);
  EXPECT_EQ(page.json()["error"]["code"], "invite_expired");
  const auto applied = apply("late@out.test", code);
  EXPECT_EQ(applied.status, 410) << applied.body;
  EXPECT_EQ(count_rows("profiles WHERE email = 'late@out.test'"), 0);
  const auto back = signed_in_again(asha);
  EXPECT_EQ(mine(back)["items"][0]["status"], "expired");
  EXPECT_EQ(withdraw(back, mine(back)["items"][0]["id"]).status, 409);
  // An expired invitation no longer blocks the address.
  EXPECT_EQ(send(back, "late@out.test").status, 201);
}

TEST_F(member_invitations_api, a_withdrawn_invitation_stops_working_and_changes_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto other = add({.name = "Other"});
  const auto sent = send(asha, "gone@out.test");
  ASSERT_EQ(sent.status, 201);
  const auto id = sent.json()["id"].get<std::string>();
  const auto code = code_for("gone@out.test");

  EXPECT_EQ(withdraw(other, id).status, 404);  // only the inviter
  const auto done = withdraw(asha, id);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(mine(asha)["items"][0]["status"], "withdrawn");
  EXPECT_EQ(mine(asha)["left"], 2);  // a withdrawn invitation was still sent this month

  const auto page = client().get("/api/waitlist/invite?code=" + code);
  EXPECT_EQ(page.status, 410);
  EXPECT_EQ(page.json()["error"]["code"], "invite_withdrawn");
  EXPECT_EQ(apply("gone@out.test", code).status, 410);
  EXPECT_EQ(count_rows("profiles WHERE email = 'gone@out.test'"), 0);
  const auto twice = withdraw(asha, id);
  EXPECT_EQ(twice.status, 409);
  EXPECT_EQ(twice.json()["error"]["code"], "invitation_not_pending");
  EXPECT_EQ(withdraw(asha, "no-such-id").status, 404);
}

TEST_F(member_invitations_api, bad_input_and_taken_addresses_are_refused_changing_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  EXPECT_EQ(send(asha, "not-an-address").status, 400);
  EXPECT_EQ(as(asha.cookie).post_json("/api/me/invitations", json::object()).status, 400);
  EXPECT_EQ(send(asha, "a@out.test", std::string(501, 'x')).status, 400);

  const auto member = send(asha, email_of(ravi));
  EXPECT_EQ(member.status, 409);
  EXPECT_EQ(member.json()["error"]["code"], "already_member");
  EXPECT_EQ(send(asha, email_of(asha)).json()["error"]["code"], "already_member");

  ASSERT_EQ(client().post_json("/api/applications", application_for("pending@out.test")).status,
            201);
  EXPECT_EQ(send(asha, "pending@out.test").json()["error"]["code"], "already_applied");

  ASSERT_EQ(send(ravi, "Twice@Out.test").status, 201);
  const auto twice = send(asha, "twice@out.test");
  EXPECT_EQ(twice.status, 409);
  EXPECT_EQ(twice.json()["error"]["code"], "already_invited");

  EXPECT_EQ(count_rows("invitations"), 1);
  EXPECT_EQ(mine(asha)["left"], 3);
}

TEST_F(member_invitations_api, only_members_invite_and_administrators_see_the_invite_tree) {
  EXPECT_EQ(client().get("/api/me/invitations").status, 401);
  EXPECT_EQ(client().post_json("/api/me/invitations", {{"email", "x@out.test"}}).status, 401);
  EXPECT_EQ(client().post_json("/api/me/invitations/x/withdraw", json::object()).status, 401);
  admin_ = admin_cookie();
  // An administrator's session is not a member's.
  EXPECT_EQ(as(admin_).post_json("/api/me/invitations", {{"email", "x@out.test"}}).status, 401);
  EXPECT_EQ(count_rows("invitations"), 0);

  const auto asha = add({.name = "Asha"});
  ASSERT_EQ(send(asha, "meher@out.test").status, 201);
  ASSERT_EQ(send(asha, "waiting@out.test").status, 201);
  ASSERT_EQ(apply("meher@out.test", code_for("meher@out.test")).status, 201);
  const auto meher_id = queue()[0]["id"].get<std::string>();
  {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET status = 'approved' WHERE id = :id", soci::use(meher_id);
  }
  app_->reload_members();

  const auto page = as(admin_).get("/api/admin/members/" + asha.id);
  ASSERT_EQ(page.status, 200) << page.body;
  const auto record = page.json()["invitations"];
  EXPECT_TRUE(record["invitedBy"].is_null());
  EXPECT_EQ(record["sentThisMonth"], 2);
  ASSERT_EQ(record["sent"].size(), 2u);
  EXPECT_EQ(record["sent"][0]["email"], "waiting@out.test");
  EXPECT_EQ(record["sent"][0]["status"], "pending");
  EXPECT_TRUE(record["sent"][0]["member"].is_null());
  EXPECT_EQ(record["sent"][1]["status"], "accepted");
  EXPECT_EQ(record["sent"][1]["member"]["id"], meher_id);
  EXPECT_EQ(record["sent"][1]["member"]["name"], "Meher Kapoor");

  const auto invitee = as(admin_).get("/api/admin/members/" + meher_id);
  ASSERT_EQ(invitee.status, 200) << invitee.body;
  EXPECT_EQ(invitee.json()["invitations"]["invitedBy"]["id"], asha.id);
  EXPECT_EQ(invitee.json()["invitations"]["invitedBy"]["name"], "Asha Test");
}

}  // namespace
}  // namespace sangam::testing
