// Moderation that takes effect (docs/moderation.md), on both engines: a warning shown once, a
// suspension or ban that signs the member out everywhere, hides them from every deck and list and
// refuses their sign-in with the end date, reversible by an administrator; an end that comes by
// itself; every action audit-logged and mailed; administrators' own accounts out of reach.
#include <chrono>
#include <set>
#include <string>

#include "features/admin/accounts.hpp"
#include "features/moderation/sanctions.hpp"
#include "support/member_lists.hpp"
#include "support/socket_tab.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class moderation_api : public socket_api {
 protected:
  void SetUp() override {
    socket_api::SetUp();
    admin_ = admin_cookie();
  }
  http_result act(const member& m, json body) {
    return as(admin_).post_json("/api/admin/members/" + m.id + "/moderation", body);
  }
  http_result reinstate(const member& m) {
    return as(admin_).post_json("/api/admin/members/" + m.id + "/moderation/reinstatement",
                                {{"reason", "Appeal upheld."}});
  }
  http_result login(const member& m) {
    return client().post_json("/api/auth/login",
                              {{"email", email_of(m)}, {"password", k_password}});
  }
  std::set<std::string> deck_of(const member& viewer) { return deck_ids(as(viewer.cookie)); }
  std::set<std::string> connections_of(const member& viewer) {
    return connection_ids(as(viewer.cookie));
  }
  // A fresh session of the member (the old ones end with a suspension).
  member signed_in_again(member m) {
    const auto res = login(m);
    EXPECT_EQ(res.status, 200) << res.body;
    const auto cookie = res.header("set-cookie");
    m.cookie = cookie.substr(0, cookie.find(';'));
    return m;
  }

  std::string admin_;
};

TEST_F(moderation_api, a_warning_is_mailed_shown_once_and_acknowledged) {
  const auto asha = with_password("Asha");
  EXPECT_EQ(as(asha.cookie).get("/api/me/warning").json()["warning"], nullptr);
  const auto warned = act(asha, {{"action", "warning"}, {"reason", "Please stop the spam."}});
  ASSERT_EQ(warned.status, 201) << warned.body;
  EXPECT_EQ(warned.json()["action"], "warning");
  EXPECT_NE(latest_mail_to(email_of(asha)).find("Please stop the spam."), std::string::npos);
  // A warning takes nothing away.
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 200);

  const auto shown = as(asha.cookie).get("/api/me/warning");
  ASSERT_EQ(shown.status, 200);
  ASSERT_TRUE(shown.json()["warning"].is_object()) << shown.body;
  EXPECT_EQ(shown.json()["warning"]["reason"], "Please stop the spam.");
  const auto id = shown.json()["warning"]["id"].get<std::string>();
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/warning/" + id + "/acknowledgement", json::object())
                .status,
            204);
  EXPECT_EQ(as(asha.cookie).get("/api/me/warning").json()["warning"], nullptr);
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/warning/" + id + "/acknowledgement", json::object())
                .status,
            404);
  EXPECT_EQ(
      count_rows("audit_log WHERE action = 'member.warning' AND target_id = '" + asha.id + "'"), 1);
}

TEST_F(moderation_api, a_suspension_signs_out_closes_sockets_hides_and_refuses_sign_in) {
  const auto asha = with_password("Asha");
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  connect(asha, ravi);
  ASSERT_TRUE(deck_of(meera).contains(asha.id));
  ASSERT_TRUE(connections_of(ravi).contains(asha.id));
  auto tab = open_tab(asha);

  const auto done =
      act(asha, {{"action", "suspension"}, {"reason", "Harassing members."}, {"days", 7}});
  ASSERT_EQ(done.status, 201) << done.body;
  EXPECT_TRUE(tab->closes_within(1000ms));
  EXPECT_EQ(as(asha.cookie).get("/api/me").status, 401);
  EXPECT_EQ(count_rows("sessions WHERE subject_id = '" + asha.id + "'"), 0);

  EXPECT_FALSE(deck_of(meera).contains(asha.id));
  EXPECT_FALSE(connections_of(ravi).contains(asha.id));
  EXPECT_EQ(as(ravi.cookie).get("/api/members/" + asha.id).status, 404);

  const auto refused = login(asha);
  ASSERT_EQ(refused.status, 403) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "account_suspended");
  const auto until = done.json()["endsAt"].get<std::string>();
  EXPECT_EQ(refused.json()["error"]["fields"]["until"], until);
  EXPECT_EQ(refused.json()["error"]["message"], "Your account is suspended until " +
                                                    features::moderation::day_of(until) +
                                                    ": Harassing members.");
  EXPECT_NE(latest_mail_to(email_of(asha)).find("suspended until"), std::string::npos);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'member.suspension' AND to_status = 'suspended'"),
            1);

  const auto seen = as(admin_).get("/api/admin/members/" + asha.id + "/moderation");
  ASSERT_EQ(seen.status, 200) << seen.body;
  EXPECT_EQ(seen.json()["hold"]["action"], "suspension");
  EXPECT_EQ(seen.json()["history"].size(), 1u);
}

TEST_F(moderation_api, reinstating_restores_sign_in_deck_and_connections) {
  const auto asha = with_password("Asha");
  const auto ravi = add({.name = "Ravi"});
  const auto meera = add({.name = "Meera"});
  connect(asha, ravi);
  ASSERT_EQ(
      act(asha, {{"action", "suspension"}, {"reason", "Spam."}, {"until", "2030-06-01"}}).status,
      201);
  ASSERT_FALSE(deck_of(meera).contains(asha.id));

  const auto back = reinstate(asha);
  ASSERT_EQ(back.status, 200) << back.body;
  EXPECT_EQ(back.json()["action"], "reinstatement");
  EXPECT_TRUE(deck_of(meera).contains(asha.id));
  EXPECT_TRUE(connections_of(ravi).contains(asha.id));
  EXPECT_NE(latest_mail_to(email_of(asha)).find("lifted your suspension"), std::string::npos);
  EXPECT_EQ(login(asha).status, 200);
  EXPECT_EQ(reinstate(asha).status, 409);  // nothing left to lift
  EXPECT_EQ(count_rows("audit_log WHERE action = 'member.reinstatement' AND from_status = "
                       "'suspended' AND to_status = 'active'"),
            1);
}

TEST_F(moderation_api, a_suspension_ends_by_itself) {
  const auto asha = with_password("Asha");
  const auto meera = add({.name = "Meera"});
  ASSERT_EQ(act(asha, {{"action", "suspension"}, {"reason", "Cooling off."}, {"days", 1}}).status,
            201);
  EXPECT_EQ(login(asha).status, 403);
  time_travel later(24h + 1min);
  EXPECT_EQ(login(asha).status, 200);  // at sign-in at once
  const auto released = app_->writer().run(
      [](db::tx& t) { return features::moderation::release_ended_suspensions(t); });
  ASSERT_EQ(released.size(), 1u);
  app_->reload_members();
  EXPECT_TRUE(deck_of(meera).contains(asha.id));
  EXPECT_EQ(
      count_rows("moderation_actions WHERE action = 'expiry' AND member_id = '" + asha.id + "'"),
      1);
}

TEST_F(moderation_api, a_ban_has_no_end_and_is_refused_as_such) {
  const auto asha = with_password("Asha");
  const auto meera = add({.name = "Meera"});
  const auto done = act(asha, {{"action", "ban"}, {"reason", "Fraud."}});
  ASSERT_EQ(done.status, 201) << done.body;
  EXPECT_EQ(done.json()["endsAt"], nullptr);
  const auto refused = login(asha);
  ASSERT_EQ(refused.status, 403);
  EXPECT_EQ(refused.json()["error"]["code"], "account_banned");
  EXPECT_EQ(refused.json()["error"]["message"], "Your account is banned: Fraud.");
  EXPECT_FALSE(deck_of(meera).contains(asha.id));
  {
    time_travel much_later(24h * 365 * 5);
    EXPECT_EQ(app_->writer()
                  .run([](db::tx& t) { return features::moderation::release_ended_suspensions(t); })
                  .size(),
              0u);
    EXPECT_EQ(login(asha).status, 403);
  }
  ASSERT_EQ(reinstate(asha).status, 200);
  EXPECT_EQ(login(asha).status, 200);
}

TEST_F(moderation_api, acting_from_a_report_resolves_it) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto filed =
      as(ravi.cookie).post_json("/api/reports", {{"target", asha.id}, {"reason", "spam"}});
  ASSERT_EQ(filed.status, 201) << filed.body;
  const auto report = filed.json()["id"].get<std::string>();
  // A report about someone else is not this member's.
  const auto wrong =
      as(admin_).post_json("/api/admin/members/" + ravi.id + "/moderation",
                           {{"action", "warning"}, {"reason", "Spam."}, {"reportId", report}});
  EXPECT_EQ(wrong.status, 400);
  const auto done = act(asha, {{"action", "warning"}, {"reason", "Spam."}, {"reportId", report}});
  ASSERT_EQ(done.status, 201) << done.body;
  EXPECT_EQ(count_rows("reports WHERE id = '" + report + "' AND status = 'actioned'"), 1);
}

TEST_F(moderation_api, bad_input_changes_nothing) {
  const auto asha = with_password("Asha");
  const auto bad = [&](json body, const std::string& field) {
    const auto res = act(asha, body);
    EXPECT_EQ(res.status, 400) << body.dump() << ": " << res.body;
    EXPECT_TRUE(res.json()["error"]["fields"].contains(field)) << res.body;
  };
  bad({{"action", "exile"}, {"reason", "x"}}, "action");
  bad({{"action", "ban"}}, "reason");
  bad({{"action", "ban"}, {"reason", "   "}}, "reason");
  bad({{"action", "ban"}, {"reason", std::string(1001, 'x')}}, "reason");
  bad({{"action", "suspension"}, {"reason", "x"}}, "days");
  bad({{"action", "suspension"}, {"reason", "x"}, {"days", 0}}, "days");
  bad({{"action", "suspension"}, {"reason", "x"}, {"days", "7"}}, "days");
  bad({{"action", "suspension"}, {"reason", "x"}, {"days", 7}, {"until", "2030-06-01"}}, "days");
  bad({{"action", "suspension"}, {"reason", "x"}, {"until", "2001-01-01"}}, "until");
  bad({{"action", "suspension"}, {"reason", "x"}, {"until", "soon"}}, "until");
  bad({{"action", "suspension"}, {"reason", "x"}, {"until", "2099-01-01"}}, "until");  // > 10 years
  EXPECT_EQ(
      as(admin_)
          .post_json("/api/admin/members/nobody/moderation", {{"action", "ban"}, {"reason", "x"}})
          .status,
      404);
  EXPECT_EQ(count_rows("moderation_actions"), 0);
  EXPECT_EQ(login(asha).status, 200);
}

TEST_F(moderation_api, an_administrators_own_member_account_is_out_of_reach) {
  const auto asha = with_password("Asha");
  const auto admin_id = features::admin::create_administrator(app_->writer(), email_of(asha),
                                                              "another long admin passphrase");
  const auto refused = act(asha, {{"action", "ban"}, {"reason", "Power play."}});
  ASSERT_EQ(refused.status, 403) << refused.body;
  EXPECT_EQ(refused.json()["error"]["code"], "administrator");
  // The administrator's own account is no member at all: nothing to suspend.
  EXPECT_EQ(as(admin_)
                .post_json("/api/admin/members/" + admin_id + "/moderation",
                           {{"action", "suspension"}, {"reason", "Power play."}, {"days", 7}})
                .status,
            404);
  EXPECT_EQ(login(asha).status, 200);
  EXPECT_EQ(count_rows("moderation_actions"), 0);
}

TEST_F(moderation_api, only_administrators_act) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const std::string path = "/api/admin/members/" + asha.id + "/moderation";
  const json body{{"action", "ban"}, {"reason", "x"}};
  EXPECT_EQ(client().post_json(path, body).status, 401);
  EXPECT_EQ(as(ravi.cookie).post_json(path, body).status, 403);
  EXPECT_EQ(as(ravi.cookie).get(path).status, 403);
  EXPECT_EQ(as(ravi.cookie).post_json(path + "/reinstatement", json::object()).status, 403);
  EXPECT_EQ(client().get("/api/me/warning").status, 401);
  EXPECT_EQ(count_rows("moderation_actions"), 0);
}

TEST_F(moderation_api, a_removed_message_reads_as_removed_until_restored) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto conversation = connect(asha, ravi);
  const auto sent = as(asha.cookie)
                        .post_json("/api/conversations/" + conversation + "/messages",
                                   {{"clientId", "c-1"}, {"body", "Buy my course!"}});
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto id = sent.json()["message"]["id"].get<std::string>();
  const auto seen = [&] {
    return as(ravi.cookie)
        .get("/api/conversations/" + conversation + "/messages")
        .json()["messages"][0]["body"]
        .get<std::string>();
  };
  const auto removal = "/api/admin/content/message/" + id + "/removal";
  const auto restoration = "/api/admin/content/message/" + id + "/restoration";

  EXPECT_EQ(as(admin_).post_json(removal, json::object()).status, 400);
  EXPECT_EQ(as(admin_)
                .post_json("/api/admin/content/pitch/" + id + "/removal", {{"reason", "Spam."}})
                .status,
            404);
  EXPECT_EQ(as(admin_)
                .post_json("/api/admin/content/message/nothing/removal", {{"reason", "Spam."}})
                .status,
            404);
  EXPECT_EQ(as(ravi.cookie).post_json(removal, {{"reason", "Spam."}}).status, 403);
  EXPECT_EQ(as(admin_).post_json(restoration, json::object()).status, 404);  // not removed
  EXPECT_EQ(seen(), "Buy my course!");

  const auto removed = as(admin_).post_json(removal, {{"reason", "Selling courses is spam."}});
  ASSERT_EQ(removed.status, 201) << removed.body;
  EXPECT_EQ(removed.json()["memberId"], asha.id);
  EXPECT_EQ(seen(), "This message was removed by a moderator.");
  EXPECT_EQ(as(admin_).post_json(removal, {{"reason", "Again."}}).status, 409);
  EXPECT_NE(latest_mail_to(email_of(asha)).find("Selling courses is spam."), std::string::npos);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'message.removed' AND target_id = '" + id + "'"),
            1);

  const auto restored = as(admin_).post_json(restoration, json::object());
  ASSERT_EQ(restored.status, 200) << restored.body;
  EXPECT_EQ(seen(), "Buy my course!");
  EXPECT_EQ(as(admin_).post_json(restoration, json::object()).status, 404);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'message.restored' AND target_id = '" + id + "'"),
            1);
}

}  // namespace
}  // namespace sangam::testing
