// The waitlist, answered (docs/waitlist.md), on both engines: the administrators' list (search,
// "joining as", keyset pages), its CSV export and the formula guard, invitations to apply that
// mark the application, the sign-up's acknowledgement and referral credit.
#include <soci/soci.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "features/waitlist/referrals.hpp"
#include "support/invitations.hpp"
#include "support/member_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;

class waitlist_admin_api : public member_api {
 protected:
  void SetUp() override {
    member_api::SetUp();
    cfg_.settings["SANGAM_WAITLIST_RATE_LIMIT"] = "0";  // many sign-ups from one address
    start_app();
    admin_ = admin_cookie();
  }

  http_result join(const std::string& name, const std::string& email,
                   const std::string& role = "Founder", const std::string& city = "Pune",
                   const std::string& referral = "") {
    json entry{{"name", name}, {"email", email}, {"role", role}, {"city", city}};
    if (!referral.empty()) entry["referral"] = referral;
    return client().post_json("/api/waitlist", entry);
  }
  // Entries written straight into the table, one second apart, newest last.
  void add_entries(int count) {
    auto sql = database().open_session();
    const auto start = core::now() - std::chrono::hours(24);
    for (int i = 0; i < count; ++i) {
      const auto id = core::new_uuid_v7();
      const auto at = core::to_iso8601(start + std::chrono::seconds(i));
      const std::string name = "Person " + std::to_string(i);
      const std::string email = "p" + std::to_string(i) + "@list.test";
      const std::string role = i % 3 == 0 ? "Mentor" : "Founder";
      const std::string city = i % 10 == 0 ? "Kochi" : "Delhi";
      *sql << "INSERT INTO waitlist (id, name, email, role, city, created_at, updated_at)"
              " VALUES (:id, :name, :email, :role, :city, :at, :at2)",
          soci::use(id), soci::use(name), soci::use(email), soci::use(role), soci::use(city),
          soci::use(at), soci::use(at);
    }
  }
  json list(const std::string& query = "") {
    const auto res = as(admin_).get("/api/admin/waitlist" + query);
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  std::string id_of(const std::string& email) {
    const auto page = list("?q=" + email);
    for (const auto& row : page["items"]) {
      if (row["email"] == email) return row["id"];
    }
    return {};
  }
  http_result invite(const std::string& id) {
    return as(admin_).post_json("/api/admin/waitlist/" + id + "/invite", json::object());
  }
  // The code of the newest invitation mailed to `email`; empty without one.
  std::string invite_code(const std::string& email) {
    return invite_code_in(latest_mail_to(email));
  }
  http_result apply(const std::string& email, const std::string& code) {
    auto body = application_for(email);
    if (!code.empty()) body["invite"] = code;
    return client().post_json("/api/applications", body);
  }
  // The pending profiles' review cards, by e-mail: whether each says "invited".
  std::map<std::string, bool> invited_cards() {
    const auto res = as(admin_).get("/api/admin/profiles?status=pending");
    EXPECT_EQ(res.status, 200) << res.body;
    std::map<std::string, bool> cards;
    const auto body = res.json();
    for (const auto& item : body["items"]) {
      cards[item["email"]] = item["invitedFromWaitlist"].get<bool>();
    }
    return cards;
  }

  std::string admin_;
};

TEST_F(waitlist_admin_api, lists_newest_first_searches_filters_and_pages_by_keyset) {
  add_entries(130);
  const auto first = list("?pageSize=50");
  EXPECT_EQ(first["total"], 130);
  ASSERT_EQ(first["items"].size(), 50u);
  EXPECT_EQ(first["items"][0]["name"], "Person 129");
  std::set<std::string> seen;
  std::string last_at = "9999";
  auto page = first;
  int pages = 0;
  while (true) {
    ++pages;
    for (const auto& row : page["items"]) {
      EXPECT_LE(row["createdAt"].get<std::string>(), last_at);
      last_at = row["createdAt"];
      seen.insert(row["id"].get<std::string>());
    }
    if (page["next"].is_null()) break;
    page = list("?pageSize=50&after=" + page["next"].get<std::string>());
  }
  EXPECT_EQ(pages, 3);
  EXPECT_EQ(seen.size(), 130u);

  EXPECT_EQ(list("?q=kochi")["total"], 13);          // city, any case
  EXPECT_EQ(list("?q=P7%40LIST.TEST")["total"], 1);  // e-mail
  EXPECT_EQ(list("?q=person%2012")["total"], 11);    // name: 12, 120..129
  EXPECT_EQ(list("?q=%25")["total"], 0);             // LIKE's % is taken literally
  const auto mentors = list("?role=Mentor&q=kochi");
  EXPECT_EQ(mentors["total"], 5);  // 0, 30, 60, 90, 120
  for (const auto& row : mentors["items"]) EXPECT_EQ(row["role"], "Mentor");

  const auto bad_role = as(admin_).get("/api/admin/waitlist?role=Astronaut");
  ASSERT_EQ(bad_role.status, 400);
  EXPECT_TRUE(bad_role.json()["error"]["fields"].contains("role"));
  const auto bad_cursor = as(admin_).get("/api/admin/waitlist?after=nonsense");
  ASSERT_EQ(bad_cursor.status, 400);
  EXPECT_TRUE(bad_cursor.json()["error"]["fields"].contains("after"));
}

TEST_F(waitlist_admin_api, exports_the_filtered_list_as_csv_with_formula_cells_made_text) {
  ASSERT_EQ(join("=HYPERLINK(\"http://evil.test\",\"x\")", "formula@list.test", "Investor",
                 "+91 Mumbai", "@SUM(A1)")
                .status,
            201);
  ASSERT_EQ(join("-Minus Sign", "minus@list.test", "Investor", "Goa").status, 201);
  ASSERT_EQ(join("Plain Founder", "founder@list.test", "Founder", "Goa").status, 201);

  const auto res = as(admin_).get("/api/admin/waitlist/export?role=Investor");
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.header("content-type"), "text/csv; charset=utf-8");
  EXPECT_NE(res.header("content-disposition").find("sangam-waitlist.csv"), std::string::npos);
  EXPECT_EQ(res.body.rfind("Name,E-mail,Joining as,City,", 0), 0u);
  EXPECT_NE(res.body.find("\"'=HYPERLINK(\"\"http://evil.test\"\",\"\"x\"\")\""), std::string::npos)
      << res.body;
  EXPECT_NE(res.body.find("\"'+91 Mumbai\""), std::string::npos);
  EXPECT_NE(res.body.find("\"'@SUM(A1)\""), std::string::npos);
  EXPECT_NE(res.body.find("\"'-Minus Sign\""), std::string::npos);
  EXPECT_EQ(res.body.find("\"=HYPERLINK"), std::string::npos);
  EXPECT_EQ(res.body.find("founder@list.test"), std::string::npos);  // the filter holds
  EXPECT_EQ(std::count(res.body.begin(), res.body.end(), '\n'), 3);  // header and two rows

  const auto searched = as(admin_).get("/api/admin/waitlist/export?q=plain");
  EXPECT_NE(searched.body.find("founder@list.test"), std::string::npos);
  EXPECT_EQ(searched.body.find("minus@list.test"), std::string::npos);
}

TEST_F(waitlist_admin_api, an_invitation_prefills_the_application_and_marks_it_invited) {
  ASSERT_EQ(join("Meher Kapoor", "meher@list.test", "Founder", "Jaipur").status, 201);
  ASSERT_EQ(join("Other Person", "other@list.test").status, 201);
  const auto id = id_of("meher@list.test");
  ASSERT_FALSE(id.empty());
  EXPECT_TRUE(list("?q=meher")["items"][0]["invitedAt"].is_null());

  const auto sent = invite(id);
  ASSERT_EQ(sent.status, 200) << sent.body;
  EXPECT_EQ(sent.json()["status"], "invited");
  const auto code = invite_code("meher@list.test");
  ASSERT_FALSE(code.empty());
  EXPECT_EQ(count_rows("audit_log WHERE action = 'waitlist.invited' AND target_id = '" + id + "'"),
            1);
  EXPECT_EQ(count_rows("invitations WHERE token_hash = '" + code + "'"), 0);  // hash only
  const auto row = list("?q=meher")["items"][0];
  EXPECT_FALSE(row["invitedAt"].is_null());
  EXPECT_TRUE(row["appliedAt"].is_null());

  const auto prefill = client().get("/api/waitlist/invite?code=" + code);
  ASSERT_EQ(prefill.status, 200) << prefill.body;
  EXPECT_EQ(prefill.json()["name"], "Meher Kapoor");
  EXPECT_EQ(prefill.json()["email"], "meher@list.test");
  EXPECT_EQ(prefill.json()["city"], "Jaipur");
  EXPECT_TRUE(prefill.json().contains("expiresAt"));

  const auto applied = apply("meher@list.test", code);
  ASSERT_EQ(applied.status, 201) << applied.body;
  ASSERT_EQ(apply("walkin@list.test", "").status, 201);
  const auto cards = invited_cards();
  EXPECT_TRUE(cards.at("meher@list.test"));
  EXPECT_FALSE(cards.at("walkin@list.test"));
  EXPECT_FALSE(list("?q=meher")["items"][0]["appliedAt"].is_null());
  EXPECT_TRUE(list("?q=other")["items"][0]["appliedAt"].is_null());

  // Used: refused clearly, and the second application changes nothing.
  const auto again = apply("meher@list.test", code);
  ASSERT_EQ(again.status, 409) << again.body;
  EXPECT_EQ(again.json()["error"]["code"], "invite_used");
  EXPECT_EQ(count_rows("application_changes"), 0);
  EXPECT_EQ(client().get("/api/waitlist/invite?code=" + code).json()["error"]["code"],
            "invite_used");

  EXPECT_EQ(invite("no-such-entry").status, 404);
}

TEST_F(waitlist_admin_api, unknown_older_expired_and_other_address_invitations_change_nothing) {
  ASSERT_EQ(join("Meher Kapoor", "meher@list.test").status, 201);
  const auto id = id_of("meher@list.test");
  const auto profiles_before = count_rows("profiles");

  const auto unknown = apply("meher@list.test", std::string(64, 'a'));
  ASSERT_EQ(unknown.status, 404) << unknown.body;
  EXPECT_EQ(unknown.json()["error"]["code"], "invite_unknown");
  EXPECT_EQ(client().get("/api/waitlist/invite?code=short").status, 404);

  ASSERT_EQ(invite(id).status, 200);
  const auto older = invite_code("meher@list.test");
  ASSERT_EQ(invite(id).status, 200);  // re-inviting sends a fresh link
  const auto newer = invite_code("meher@list.test");
  ASSERT_NE(older, newer);
  const auto replaced = apply("meher@list.test", older);
  ASSERT_EQ(replaced.status, 410);
  EXPECT_EQ(replaced.json()["error"]["code"], "invite_expired");

  const auto elsewhere = apply("someone.else@list.test", newer);
  ASSERT_EQ(elsewhere.status, 403);
  EXPECT_EQ(elsewhere.json()["error"]["code"], "invite_other_email");
  EXPECT_EQ(count_rows("profiles"), profiles_before);
  EXPECT_EQ(count_rows("consents"), 0);

  {
    time_travel later(14 * 24h - 1min);
    EXPECT_EQ(client().get("/api/waitlist/invite?code=" + newer).status, 200);
    later.forward(2min);  // 14 days
    const auto expired = apply("meher@list.test", newer);
    ASSERT_EQ(expired.status, 410);
    EXPECT_EQ(expired.json()["error"]["code"], "invite_expired");
  }
  EXPECT_EQ(count_rows("profiles"), profiles_before);
  EXPECT_TRUE(list("?q=meher")["items"][0]["appliedAt"].is_null());
}

TEST_F(waitlist_admin_api, a_sign_up_is_acknowledged_by_mail_and_a_repeat_asks_to_confirm) {
  ASSERT_EQ(join("Meher Kapoor", "meher@list.test").status, 201);
  const auto ack = latest_mail_to("meher@list.test");
  EXPECT_NE(ack.find("Thank you for joining the Sangam waitlist"), std::string::npos) << ack;
  EXPECT_EQ(ack.find("Meher"), std::string::npos);  // nothing the sender typed
  ASSERT_EQ(join("Meher K.", "meher@list.test").status, 201);
  EXPECT_NE(latest_mail_to("meher@list.test").find("/waitlist/confirm?token="), std::string::npos);
  EXPECT_EQ(count_rows("outbox WHERE to_address = 'meher@list.test'"), 2);
}

TEST_F(waitlist_admin_api, a_members_referral_code_credits_the_member) {
  const auto asha = add({.name = "Asha"});
  const auto mine = as(asha.cookie).get("/api/me/referral");
  ASSERT_EQ(mine.status, 200) << mine.body;
  const auto code = mine.json()["code"].get<std::string>();
  EXPECT_TRUE(std::regex_match(code, std::regex("[2-9A-HJ-NP-Z]{8}"))) << code;
  EXPECT_EQ(mine.json()["credited"], 0);
  EXPECT_EQ(as(asha.cookie).get("/api/me/referral").json()["code"], code);  // kept

  std::string typed = code;
  std::ranges::transform(typed, typed.begin(), [](unsigned char c) { return std::tolower(c); });
  ASSERT_EQ(join("Referred One", "one@list.test", "Mentor", "Pune", " " + typed).status, 201);
  ASSERT_EQ(join("Not Referred", "two@list.test", "Founder", "Pune", "NOTACODE").status, 201);

  const auto referred = list("?q=one@list")["items"][0];
  EXPECT_EQ(referred["referrer"]["id"], asha.id);
  EXPECT_EQ(referred["referrer"]["name"], "Asha Test");
  EXPECT_TRUE(list("?q=two@list")["items"][0]["referrer"].is_null());
  EXPECT_EQ(as(asha.cookie).get("/api/me/referral").json()["credited"], 1);

  auto sql = database().acquire();
  const auto credit = features::waitlist::referrals_of(*sql, asha.id);
  EXPECT_EQ(credit.count, 1);
  ASSERT_EQ(credit.recent.size(), 1u);
  EXPECT_EQ(credit.recent[0].name, "Referred One");
  EXPECT_EQ(credit.recent[0].role, "Mentor");
}

TEST_F(waitlist_admin_api, only_administrators_reach_the_list_the_export_and_invitations) {
  ASSERT_EQ(join("Meher Kapoor", "meher@list.test").status, 201);
  const auto id = id_of("meher@list.test");
  const auto asha = add({.name = "Asha"});
  const auto refused = [&](http_client who, int expected) {
    EXPECT_EQ(who.get("/api/admin/waitlist").status, expected);
    EXPECT_EQ(who.get("/api/admin/waitlist/export").status, expected);
    EXPECT_EQ(who.post_json("/api/admin/waitlist/" + id + "/invite", json::object()).status,
              expected);
  };
  refused(client(), 401);
  refused(as(asha.cookie), 403);
  EXPECT_EQ(client().get("/api/me/referral").status, 401);
  EXPECT_EQ(count_rows("invitations"), 0);
  EXPECT_EQ(latest_mail_to("meher@list.test").find("/invite?code="), std::string::npos);
}

}  // namespace
}  // namespace sangam::testing
