// An administrator removes a pitch that reached its investor, and restores it (docs/moderation.md),
// on both engines: the investor's dashboard and the sender's sent list read the fixed text with no
// deck link until it is restored; audit-logged and mailed to the sender; bad input changes nothing.
// An application that reached its mentor is removed and restored the same way.
#include <string>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

constexpr auto k_message = "Kirana credit on UPI.";
constexpr auto k_deck = "https://x.in/deck";
constexpr auto k_removed = "This pitch was removed by a moderator.";

class pitch_removal_api : public member_api {
 protected:
  void SetUp() override {
    member_api::SetUp();
    admin_ = admin_cookie();
    asha_ = add({.name = "Asha"});
    vc_ = add({.name = "Reshma", .goals = json::array({"Build Network"}), .role = "Investor"});
  }
  // Asha's pitch to the investor, pending until an administrator approves it.
  std::string send_pitch() {
    const auto sent = as(asha_.cookie)
                          .post_json("/api/pitches", {{"kind", "investor"},
                                                      {"targetId", vc_.id},
                                                      {"message", k_message},
                                                      {"pitchDeckLink", k_deck}});
    EXPECT_EQ(sent.status, 201) << sent.body;
    return sent.json()["pitch"]["id"].get<std::string>();
  }
  void approve(const std::string& id) {
    const auto res =
        as(admin_).post_json("/api/admin/pitches/" + id + "/decision", {{"status", "approved"}});
    EXPECT_EQ(res.status, 200) << res.body;
  }
  http_result remove(const std::string& id, const json& body) {
    return as(admin_).post_json("/api/admin/content/pitch/" + id + "/removal", body);
  }
  http_result restore(const std::string& id) {
    return as(admin_).post_json("/api/admin/content/pitch/" + id + "/restoration", json::object());
  }
  // The pitch as the investor's dashboard shows it.
  json on_dashboard(const std::string& id) {
    const auto res = as(vc_.cookie).get("/api/investor/startups");
    EXPECT_EQ(res.status, 200) << res.body;
    const auto page = res.json();
    for (const auto& item : page["items"]) {
      if (item["pitch"].is_object() && item["pitch"]["id"] == id) return item["pitch"];
    }
    ADD_FAILURE() << "pitch not on the dashboard: " << res.body;
    return json::object();
  }
  // The pitch as the sender's sent list shows it.
  json in_sent_list() {
    const auto res = as(asha_.cookie).get("/api/pitches/sent");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json()["items"].at(0);
  }
  // The admin review's pitch card.
  json in_review() { return as(admin_).get("/api/admin/pitches").json()["items"].at(0); }
  void expect_as_sent(const std::string& id) {
    EXPECT_EQ(on_dashboard(id)["message"], k_message);
    EXPECT_EQ(on_dashboard(id)["pitchDeckLink"], k_deck);
    EXPECT_EQ(in_sent_list()["message"], k_message);
    EXPECT_EQ(in_sent_list()["pitchDeckLink"], k_deck);
  }

  std::string admin_;
  member asha_, vc_;
};

TEST_F(pitch_removal_api, a_removed_pitch_reads_as_removed_without_its_deck_until_restored) {
  const auto id = send_pitch();
  approve(id);
  expect_as_sent(id);
  EXPECT_EQ(in_review()["removed"], false);

  const auto removed = remove(id, {{"reason", "The deck links to malware."}});
  ASSERT_EQ(removed.status, 201) << removed.body;
  EXPECT_EQ(removed.json()["kind"], "pitch");
  EXPECT_EQ(removed.json()["contentId"], id);
  EXPECT_EQ(removed.json()["memberId"], asha_.id);
  EXPECT_TRUE(removed.json()["restoredAt"].is_null());
  EXPECT_EQ(on_dashboard(id)["message"], k_removed);
  EXPECT_TRUE(on_dashboard(id)["pitchDeckLink"].is_null());
  EXPECT_EQ(in_sent_list()["message"], k_removed);
  EXPECT_TRUE(in_sent_list()["pitchDeckLink"].is_null());
  EXPECT_EQ(in_review()["removed"], true);
  const auto mail = latest_mail_to(email_of(asha_));
  EXPECT_NE(mail.find("has removed a pitch you sent"), std::string::npos) << mail;
  EXPECT_NE(mail.find("The deck links to malware."), std::string::npos) << mail;
  EXPECT_EQ(count_rows("audit_log WHERE action = 'pitch.removed' AND target_kind = 'pitch' AND "
                       "target_id = '" +
                       id + "'"),
            1);

  const auto again = remove(id, {{"reason", "Again."}});
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "already_removed");

  const auto restored = restore(id);
  ASSERT_EQ(restored.status, 200) << restored.body;
  EXPECT_FALSE(restored.json()["restoredAt"].is_null());
  expect_as_sent(id);
  EXPECT_EQ(in_review()["removed"], false);
  EXPECT_NE(latest_mail_to(email_of(asha_)).find("has restored a pitch of yours"),
            std::string::npos);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'pitch.restored' AND target_id = '" + id + "'"),
            1);
  EXPECT_EQ(restore(id).status, 404);  // not removed any more

  // Removed a second time, it comes back again as it was.
  ASSERT_EQ(remove(id, {{"reason", "Once more."}}).status, 201);
  ASSERT_EQ(restore(id).status, 200);
  expect_as_sent(id);
}

TEST_F(pitch_removal_api, bad_requests_change_nothing) {
  const auto pending = send_pitch();
  EXPECT_EQ(remove(pending, {{"reason", "Spam."}}).status, 404);  // never reached the investor
  approve(pending);
  const auto& id = pending;

  EXPECT_EQ(remove(id, json::object()).status, 400);
  EXPECT_EQ(remove(id, {{"reason", "   "}}).status, 400);
  const auto too_long = remove(id, {{"reason", std::string(1001, 'x')}});
  EXPECT_EQ(too_long.status, 400);
  EXPECT_EQ(too_long.json()["error"]["code"], "validation_failed");
  EXPECT_EQ(remove("no-such-pitch", {{"reason", "Spam."}}).status, 404);
  EXPECT_EQ(as(admin_)
                .post_json("/api/admin/content/story/" + id + "/removal", {{"reason", "Spam."}})
                .status,
            404);
  EXPECT_EQ(as(admin_)
                .post_json("/api/admin/content/message/" + id + "/removal", {{"reason", "Spam."}})
                .status,
            404);  // a pitch is no message
  EXPECT_EQ(as(asha_.cookie)
                .post_json("/api/admin/content/pitch/" + id + "/removal", {{"reason", "Spam."}})
                .status,
            403);
  EXPECT_EQ(client()
                .post_json("/api/admin/content/pitch/" + id + "/removal", {{"reason", "Spam."}})
                .status,
            401);
  EXPECT_EQ(as(vc_.cookie)
                .post_json("/api/admin/content/pitch/" + id + "/restoration", json::object())
                .status,
            403);
  EXPECT_EQ(restore(id).status, 404);

  EXPECT_EQ(count_rows("content_removals"), 0);
  EXPECT_EQ(count_rows("audit_log WHERE target_kind = 'pitch'"), 0);
  expect_as_sent(id);
}

TEST_F(pitch_removal_api,
       a_removed_application_reads_as_removed_on_the_mentors_requests_until_restored) {
  const auto guru =
      add({.name = "Clive", .goals = json::array({"Build Network"}), .role = "Mentor"});
  const auto sent = as(asha_.cookie)
                        .post_json("/api/pitches", {{"kind", "mentor"},
                                                    {"targetId", guru.id},
                                                    {"message", "Help us price our plans."}});
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto id = sent.json()["pitch"]["id"].get<std::string>();
  const auto remove_it = [&] {
    return as(admin_).post_json("/api/admin/content/application/" + id + "/removal",
                                {{"reason", "Abusive."}});
  };
  EXPECT_EQ(remove_it().status, 404);  // pending: it never reached the mentor
  ASSERT_EQ(as(admin_)
                .post_json("/api/admin/applications/" + id + "/decision", {{"status", "approved"}})
                .status,
            200);
  const auto request = [&] {
    return as(guru.cookie).get("/api/mentor/requests").json()["items"].at(0)["request"];
  };
  const auto in_review = [&] {
    return as(admin_).get("/api/admin/applications").json()["items"].at(0)["removed"];
  };
  EXPECT_EQ(request(), "Help us price our plans.");
  EXPECT_EQ(in_review(), false);

  ASSERT_EQ(remove_it().status, 201);
  EXPECT_EQ(request(), "This application was removed by a moderator.");
  EXPECT_EQ(in_review(), true);
  EXPECT_NE(latest_mail_to(email_of(asha_)).find("has removed an application you sent"),
            std::string::npos);
  EXPECT_EQ(
      count_rows("audit_log WHERE action = 'application.removed' AND target_id = '" + id + "'"), 1);

  ASSERT_EQ(as(admin_)
                .post_json("/api/admin/content/application/" + id + "/restoration", json::object())
                .status,
            200);
  EXPECT_EQ(request(), "Help us price our plans.");
  EXPECT_EQ(in_review(), false);
}

}  // namespace
}  // namespace sangam::testing
