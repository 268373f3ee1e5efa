#include <algorithm>
#include <future>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "features/admin/accounts.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class messaging_api : public member_api {
 protected:
  http_result send(const member& who, const std::string& conversation, const std::string& body,
                   const std::string& client_id) {
    return as(who.cookie)
        .post_json("/api/conversations/" + conversation + "/messages",
                   {{"clientId", client_id}, {"body", body}});
  }
  json messages(const member& who, const std::string& conversation, const std::string& query = "") {
    const auto res = as(who.cookie).get("/api/conversations/" + conversation + "/messages" + query);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  json conversations(const member& who) {
    const auto res = as(who.cookie).get("/api/conversations");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json()["conversations"];
  }
};

TEST_F(messaging_api, a_connection_opens_a_conversation_only_its_two_members_use) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto mallory = add({.name = "Mallory"});
  const auto id = connect(asha, ravi);

  auto list = conversations(asha);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["id"], id);
  EXPECT_EQ(list[0]["member"]["name"], "Ravi Test");
  EXPECT_TRUE(list[0]["lastMessage"].is_null());
  EXPECT_EQ(list[0]["unread"], 0);
  EXPECT_TRUE(conversations(mallory).empty());

  // Nobody else reads or writes it; without a session nobody at all.
  EXPECT_EQ(send(mallory, id, "hi", "m-1").status, 403);
  EXPECT_EQ(as(mallory.cookie).get("/api/conversations/" + id + "/messages").status, 403);
  EXPECT_EQ(as(mallory.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", 1}}).status,
            403);
  EXPECT_EQ(client().get("/api/conversations").status, 401);
  EXPECT_EQ(client().get("/api/conversations/" + id + "/messages").status, 401);
  EXPECT_EQ(
      client()
          .post_json("/api/conversations/" + id + "/messages", {{"clientId", "x"}, {"body", "hi"}})
          .status,
      401);
  EXPECT_EQ(send(asha, "no-such-conversation", "hi", "a-0").status, 404);
  EXPECT_EQ(count_rows("messages"), 0);

  const auto sent = send(asha, id, "  Hello Ravi  ", "a-1");
  ASSERT_EQ(sent.status, 201) << sent.body;
  EXPECT_EQ(sent.json()["message"]["body"], "Hello Ravi");
  EXPECT_EQ(sent.json()["message"]["seq"], 1);
  EXPECT_EQ(sent.json()["message"]["senderId"], asha.id);
  EXPECT_EQ(sent.json()["message"]["clientId"], "a-1");

  list = conversations(ravi);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["lastMessage"]["body"], "Hello Ravi");
  EXPECT_TRUE(list[0]["lastMessage"]["clientId"].is_null());  // not Ravi's own
  EXPECT_EQ(list[0]["unread"], 1);
  const auto page = messages(ravi, id);
  ASSERT_EQ(page["messages"].size(), 1u);
  EXPECT_FALSE(page["hasMore"].get<bool>());
}

TEST_F(messaging_api, bad_messages_are_400_and_store_nothing) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  auto res = send(asha, id, "   \n ", "a-1");
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["body"], "Write a message.");
  res = send(asha, id, std::string(2001, 'x'), "a-2");
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["body"], "A message can be at most 2000 characters.");
  EXPECT_EQ(send(asha, id, std::string(2000, 'x'), "a-3").status, 201);
  res = send(asha, id, "hi", "");
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["fields"]["clientId"],
            "A message needs a client id of 1 to 64 characters.");
  EXPECT_EQ(send(asha, id, "hi", std::string(65, 'k')).status, 400);
  EXPECT_EQ(count_rows("messages"), 1);
}

TEST_F(messaging_api, the_same_client_id_twice_stores_one_message) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  const auto first = send(asha, id, "Once", "retry-me");
  ASSERT_EQ(first.status, 201);
  const auto again = send(asha, id, "Once", "retry-me");
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.json()["message"], first.json()["message"]);
  // At once, too.
  std::vector<std::future<int>> racing;
  for (int i = 0; i < 10; ++i) {
    racing.push_back(
        std::async(std::launch::async, [&] { return send(asha, id, "Twice?", "raced").status; }));
  }
  int created = 0;
  for (auto& f : racing) {
    const auto status = f.get();
    EXPECT_TRUE(status == 200 || status == 201) << status;
    created += status == 201;
  }
  EXPECT_EQ(created, 1);
  EXPECT_EQ(count_rows("messages"), 2);
  EXPECT_EQ(messages(ravi, id)["messages"].back()["seq"], 2);
}

TEST_F(messaging_api, twenty_concurrent_senders_get_gapless_sequence_numbers) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  std::vector<std::future<int>> senders;
  for (int i = 0; i < 20; ++i) {
    senders.push_back(std::async(std::launch::async, [&, i] {
      const auto& who = i % 2 == 0 ? asha : ravi;
      int stored = 0;
      for (int k = 0; k < 5; ++k) {
        stored +=
            send(who, id, "m", "s" + std::to_string(i) + "-" + std::to_string(k)).status == 201;
      }
      return stored;
    }));
  }
  int stored = 0;
  for (auto& f : senders) stored += f.get();
  ASSERT_EQ(stored, 100);
  std::vector<long long> seqs;
  std::string before;
  for (;;) {
    const auto page = messages(asha, id, "?limit=30" + before);
    for (const auto& m : page["messages"]) seqs.push_back(m["seq"].get<long long>());
    if (!page["hasMore"].get<bool>()) break;
    before = "&before=" + std::to_string(page["messages"][0]["seq"].get<long long>());
  }
  std::sort(seqs.begin(), seqs.end());
  ASSERT_EQ(seqs.size(), 100u);
  for (std::size_t i = 0; i < seqs.size(); ++i) EXPECT_EQ(seqs[i], static_cast<long long>(i + 1));
}

TEST_F(messaging_api, history_pages_back_and_catches_up_after_a_sequence_number) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  for (int i = 1; i <= 7; ++i) {
    ASSERT_EQ(send(asha, id, "n" + std::to_string(i), "c" + std::to_string(i)).status, 201);
  }
  auto page = messages(ravi, id, "?limit=3");
  ASSERT_EQ(page["messages"].size(), 3u);
  EXPECT_EQ(page["messages"][0]["seq"], 5);
  EXPECT_EQ(page["messages"][2]["seq"], 7);
  EXPECT_TRUE(page["hasMore"].get<bool>());
  page = messages(ravi, id, "?limit=3&before=5");
  EXPECT_EQ(page["messages"][0]["seq"], 2);
  EXPECT_TRUE(page["hasMore"].get<bool>());
  page = messages(ravi, id, "?limit=3&before=2");
  ASSERT_EQ(page["messages"].size(), 1u);
  EXPECT_FALSE(page["hasMore"].get<bool>());
  // What a client missed after seq 4, in order.
  page = messages(ravi, id, "?after=4");
  ASSERT_EQ(page["messages"].size(), 3u);
  EXPECT_EQ(page["messages"][0]["body"], "n5");
  EXPECT_EQ(page["messages"][2]["body"], "n7");
  EXPECT_EQ(as(ravi.cookie).get("/api/conversations/" + id + "/messages?limit=0").status, 400);
  EXPECT_EQ(as(ravi.cookie).get("/api/conversations/" + id + "/messages?before=3&after=1").status,
            400);
}

TEST_F(messaging_api, reading_clears_unread_and_one_notification_per_conversation_until_read) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  const auto match_notes = count_rows("notifications WHERE type = 'match'");
  for (int i = 1; i <= 3; ++i) send(asha, id, "hey", "c" + std::to_string(i));
  EXPECT_EQ(count_rows("notifications WHERE type = 'message'"), 1);
  auto bell = as(ravi.cookie).get("/api/notifications").json();
  EXPECT_EQ(bell["notifications"][0]["type"], "message");
  EXPECT_EQ(bell["notifications"][0]["message"], "Asha Test sent you a message.");
  EXPECT_EQ(bell["notifications"][0]["link"], "/inbox/" + id);
  EXPECT_EQ(conversations(ravi)[0]["unread"], 3);

  auto read = as(ravi.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", 2}});
  ASSERT_EQ(read.status, 200) << read.body;
  EXPECT_EQ(read.json()["readSeq"], 2);
  EXPECT_EQ(conversations(ravi)[0]["unread"], 1);
  EXPECT_EQ(conversations(asha)[0]["theirReadSeq"], 2);
  // Never back, never past the end.
  EXPECT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + id + "/read", {{"seq", 1}})
                .json()["readSeq"],
            2);
  EXPECT_EQ(as(ravi.cookie)
                .post_json("/api/conversations/" + id + "/read", {{"seq", 99}})
                .json()["readSeq"],
            3);
  EXPECT_EQ(conversations(ravi)[0]["unread"], 0);
  // Read: the bell's message notification is read too, and the next message notifies again.
  bell = as(ravi.cookie).get("/api/notifications").json();
  EXPECT_EQ(bell["unread"],
            count_rows("notifications WHERE read_at IS NULL AND profile_id = '" + ravi.id + "'"));
  send(asha, id, "again", "c4");
  EXPECT_EQ(count_rows("notifications WHERE type = 'message'"), 2);
  EXPECT_EQ(count_rows("notifications WHERE type = 'match'"), match_notes);
}

TEST_F(messaging_api, a_block_closes_the_conversation_both_ways_and_hides_it_from_the_blocked) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(ravi, id, "hello", "r-1").status, 201);
  ASSERT_EQ(as(asha.cookie).post_json("/api/blocks", {{"target", ravi.id}}).status, 204);
  auto res = send(ravi, id, "still there?", "r-2");
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "conversation_closed");
  EXPECT_EQ(send(asha, id, "bye", "a-1").status, 409);
  EXPECT_EQ(count_rows("messages"), 1);
  // The blocker keeps it, closed, for the report path; the blocked member no longer sees it.
  const auto mine = conversations(asha);
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_TRUE(mine[0]["closed"].get<bool>());
  EXPECT_TRUE(conversations(ravi).empty());
  const auto report =
      as(asha.cookie)
          .post_json("/api/conversations/" + id + "/messages/1/report", {{"reason", "harassment"}});
  ASSERT_EQ(report.status, 201) << report.body;
  EXPECT_EQ(count_rows("reports WHERE message_body = 'hello' AND target_id = '" + ravi.id + "'"),
            1);
}

TEST_F(messaging_api, a_reported_message_reaches_the_admin_reports_with_its_text) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(ravi, id, "buy my course", "r-1").status, 201);
  ASSERT_EQ(send(asha, id, "no thanks", "a-1").status, 201);
  const auto path = "/api/conversations/" + id + "/messages/";
  EXPECT_EQ(as(asha.cookie).post_json(path + "1/report", {{"reason", "nonsense"}}).status, 400);
  EXPECT_EQ(as(asha.cookie).post_json(path + "2/report", {{"reason", "spam"}}).status, 400);
  EXPECT_EQ(as(asha.cookie).post_json(path + "9/report", {{"reason", "spam"}}).status, 404);
  const auto filed =
      as(asha.cookie).post_json(path + "1/report", {{"reason", "spam"}, {"details", "selling"}});
  ASSERT_EQ(filed.status, 201) << filed.body;
  features::admin::create_administrator(app_->writer(), "admin@sangam.test",
                                        "correct horse battery staple");
  const auto signed_in = client().post_json(
      "/api/admin/session",
      {{"email", "admin@sangam.test"}, {"password", "correct horse battery staple"}});
  const auto set = signed_in.header("set-cookie");
  const auto reports = as(set.substr(0, set.find(';'))).get("/api/admin/reports").json();
  ASSERT_EQ(reports["items"].size(), 1u);
  EXPECT_EQ(reports["items"][0]["message"], "buy my course");
  EXPECT_EQ(reports["items"][0]["reason"], "spam");
  EXPECT_EQ(reports["items"][0]["target"]["id"], ravi.id);
}

// The e-mail about unread messages: the mailer looks every 50 ms here; the tests move a
// conversation's unread stretch back in time instead of waiting 15 minutes.
class unread_mail_api : public messaging_api {
 protected:
  void SetUp() override {
    messaging_api::SetUp();
    cfg_.settings["SANGAM_UNREAD_MAIL_LOOK_MS"] = "50";
    start_app();
  }
  // The member's unread stretch in the conversation began this long ago.
  void unread_since(const member& who, const std::string& conversation,
                    std::chrono::system_clock::duration ago) {
    const auto at = core::to_iso8601(std::chrono::system_clock::now() - ago);
    auto sql = database().open_session();
    *sql << "UPDATE conversation_members SET unread_since = :at"
            " WHERE conversation_id = :c AND member_id = :m AND unread_since IS NOT NULL",
        soci::use(at), soci::use(conversation), soci::use(who.id);
  }
  int mails_to(const member& who) {
    return count_rows("outbox WHERE to_address = '" + email_of(who) + "'");
  }
  int waiting() { return count_rows("conversation_members WHERE unread_since IS NOT NULL"); }
  http_result put_setting(const member& who, const json& body) {
    return as(who.cookie).send("PUT", "/api/messaging/settings", body.dump(), "application/json");
  }
};

TEST_F(unread_mail_api, a_message_unread_for_15_minutes_mails_once_per_conversation_until_read) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(asha, id, "Are you free on Friday?", "a-1").status, 201);
  ASSERT_EQ(send(asha, id, "For the pitch review", "a-2").status, 201);
  EXPECT_EQ(waiting(), 1);  // Ravi's; Asha's own messages leave her nothing unread

  unread_since(ravi, id, 14min + 50s);
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(mails_to(ravi), 0);

  unread_since(ravi, id, 15min + 1s);
  ASSERT_TRUE(eventually([&] { return mails_to(ravi) == 1; }));
  const auto mail = latest_mail_to(email_of(ravi));
  EXPECT_NE(mail.find("Hello Ravi,"), std::string::npos) << mail;
  EXPECT_NE(mail.find("Asha Test sent you 2 messages on Sangam"), std::string::npos) << mail;
  EXPECT_NE(mail.find("/inbox/" + id), std::string::npos) << mail;
  EXPECT_EQ(waiting(), 0);

  // Still unread: more messages raise no second e-mail.
  ASSERT_EQ(send(asha, id, "Hello?", "a-3").status, 201);
  EXPECT_EQ(waiting(), 0);
  std::this_thread::sleep_for(200ms);
  EXPECT_EQ(mails_to(ravi), 1);

  // Read, then a new message: a new wait, and its own e-mail.
  ASSERT_EQ(as(ravi.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", 3}}).status,
            200);
  ASSERT_EQ(send(asha, id, "Friday then", "a-4").status, 201);
  unread_since(ravi, id, 16min);
  ASSERT_TRUE(eventually([&] { return mails_to(ravi) == 2; }));
  EXPECT_NE(latest_mail_to(email_of(ravi)).find("Asha Test sent you a message on Sangam"),
            std::string::npos);
  EXPECT_EQ(mails_to(asha), 0);
}

// A name stored before one-line fields were checked, or one that only looks like an address,
// is no link in our mail (security.md, second probe, finding 8).
TEST_F(unread_mail_api, a_link_like_sender_name_is_no_link_in_the_mail) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Visit www.evil.example or https://evil.example/x"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(asha, id, "Hello", "a-1").status, 201);
  unread_since(ravi, id, 15min + 1s);
  ASSERT_TRUE(eventually([&] { return mails_to(ravi) == 1; }));
  const auto mail = latest_mail_to(email_of(ravi));
  EXPECT_NE(mail.find("Visit"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("evil.example"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("www."), std::string::npos) << mail;
  EXPECT_EQ(mail.find("https://evil"), std::string::npos) << mail;
  EXPECT_NE(mail.find("/inbox/" + id), std::string::npos) << mail;  // our own link stays
}

TEST_F(unread_mail_api, reading_in_time_sends_nothing) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(asha, id, "Quick one", "a-1").status, 201);
  ASSERT_EQ(as(ravi.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", 1}}).status,
            200);
  EXPECT_EQ(waiting(), 0);
  unread_since(ravi, id, 20min);  // nothing waits: nothing to move
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(mails_to(ravi), 0);
}

TEST_F(unread_mail_api, a_member_who_turned_the_mail_off_gets_none_and_can_turn_it_on) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  const auto setting = [&] {
    const auto res = as(ravi.cookie).get("/api/messaging/settings");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json()["emailUnread"];
  };
  EXPECT_EQ(setting(), true);
  auto res = put_setting(ravi, {{"emailUnread", false}});
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.json()["emailUnread"], false);
  EXPECT_EQ(setting(), false);
  // Nonsense is refused and changes nothing; without a session, nothing at all.
  for (const auto& bad : {json{{"emailUnread", "no"}}, json{{"emailUnread", 0}}, json::object()}) {
    res = put_setting(ravi, bad);
    EXPECT_EQ(res.status, 400) << bad.dump();
    EXPECT_TRUE(res.json()["error"]["fields"].contains("emailUnread")) << res.body;
  }
  EXPECT_EQ(setting(), false);
  EXPECT_EQ(client().get("/api/messaging/settings").status, 401);
  EXPECT_EQ(
      client()
          .send("PUT", "/api/messaging/settings", R"({"emailUnread":true})", "application/json")
          .status,
      401);

  ASSERT_EQ(send(asha, id, "Ping", "a-1").status, 201);
  unread_since(ravi, id, 16min);
  ASSERT_TRUE(eventually([&] { return waiting() == 0; }));  // looked at, passed over
  EXPECT_EQ(mails_to(ravi), 0);

  ASSERT_EQ(put_setting(ravi, {{"emailUnread", true}}).status, 200);
  EXPECT_EQ(setting(), true);
  ASSERT_EQ(as(ravi.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", 1}}).status,
            200);
  ASSERT_EQ(send(asha, id, "Ping again", "a-2").status, 201);
  unread_since(ravi, id, 16min);
  EXPECT_TRUE(eventually([&] { return mails_to(ravi) == 1; }));
}

TEST_F(unread_mail_api, settings_email_notifications_or_messages_off_stop_the_mail) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  for (const auto& off : {json{{"emailNotifications", false}}, json{{"messages", false}}}) {
    const auto patched = as(ravi.cookie)
                             .send("PATCH", "/api/me/settings", json{{"notifications", off}}.dump(),
                                   "application/json");
    ASSERT_EQ(patched.status, 200) << patched.body;
    ASSERT_EQ(send(asha, id, "Ping " + off.dump(), "a-" + off.dump()).status, 201);
    unread_since(ravi, id, 16min);
    ASSERT_TRUE(eventually([&] { return waiting() == 0; }));  // looked at, passed over
    EXPECT_EQ(mails_to(ravi), 0) << off.dump();
    // Back on, and read, for the next round.
    const auto on =
        as(ravi.cookie)
            .send(
                "PATCH", "/api/me/settings",
                json{{"notifications", {{"emailNotifications", true}, {"messages", true}}}}.dump(),
                "application/json");
    ASSERT_EQ(on.status, 200);
    const auto page = as(ravi.cookie).get("/api/conversations/" + id + "/messages").json();
    const auto last = page["messages"].back()["seq"].get<long long>();
    ASSERT_EQ(
        as(ravi.cookie).post_json("/api/conversations/" + id + "/read", {{"seq", last}}).status,
        200);
  }
}

TEST_F(unread_mail_api, a_block_stops_the_mail) {
  using namespace std::chrono_literals;
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto id = connect(asha, ravi);
  ASSERT_EQ(send(asha, id, "Buy my course", "a-1").status, 201);
  ASSERT_EQ(as(ravi.cookie).post_json("/api/blocks", {{"target", asha.id}}).status, 204);
  unread_since(ravi, id, 16min);
  ASSERT_TRUE(eventually([&] { return waiting() == 0; }));
  EXPECT_EQ(mails_to(ravi), 0);
}

}  // namespace
}  // namespace sangam::testing
