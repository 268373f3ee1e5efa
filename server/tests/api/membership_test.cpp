#include <soci/soci.h>

#include <regex>
#include <string>

#include "features/admin/accounts.hpp"
#include "support/api_fixture.hpp"
#include "support/exif.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

constexpr auto k_admin_email = "admin@sangam.test";
constexpr auto k_admin_password = "correct horse battery staple";

json application_for(const std::string& email) {
  return {{"firstName", "Priya"},
          {"lastName", "Nair"},
          {"email", email},
          {"linkedinUrl", "https://www.linkedin.com/in/priya"},
          {"company", "Kirana AI"},
          {"role", "CEO"},
          {"industry", "AI/ML"},
          {"bio", "Building credit for kirana stores."},
          {"interests", {"Technology", "Fundraising"}},
          {"goals", {"Raise Funding", "Find Co-founder"}},
          {"plan", "pro"}};
}

std::string cookie_from(const http_result& res) {
  const auto set = res.header("set-cookie");
  return set.substr(0, set.find(';'));
}

class membership_api : public api_test {
 protected:
  void SetUp() override {
    api_test::SetUp();
    features::admin::create_administrator(app_->writer(), k_admin_email, k_admin_password);
  }

  std::string admin_cookie() {
    const auto res = client().post_json("/api/admin/session",
                                        {{"email", k_admin_email}, {"password", k_admin_password}});
    EXPECT_EQ(res.status, 200) << res.body;
    return cookie_from(res);
  }

  std::string profile_id(const std::string& email) {
    std::string id;
    auto sql = database().acquire();
    *sql << "SELECT id FROM profiles WHERE email = :e", soci::use(email), soci::into(id);
    return id;
  }

  std::string status_of(const std::string& email) {
    std::string status;
    auto sql = database().acquire();
    *sql << "SELECT status FROM profiles WHERE email = :e", soci::use(email), soci::into(status);
    return status;
  }

  // Applies, and has the administrator approve; returns the password link's token.
  std::string apply_and_approve(const std::string& email, const std::string& admin) {
    EXPECT_EQ(client().post_json("/api/applications", application_for(email)).status, 201);
    const auto res = as(admin).post_json("/api/admin/profiles/" + profile_id(email) + "/decision",
                                         {{"status", "approved"}});
    EXPECT_EQ(res.status, 200) << res.body;
    return latest_link_token(email);
  }

  std::string latest_link_token(const std::string& email) {
    std::string body;
    auto sql = database().acquire();
    *sql << "SELECT body_text FROM outbox WHERE to_address = :e ORDER BY created_at DESC, id DESC",
        soci::use(email), soci::into(body);
    std::smatch m;
    const std::regex link("/password-setup\\?email=[^&]+&token=([0-9a-f]{64})");
    return std::regex_search(body, m, link) ? m[1].str() : std::string{};
  }

  // The token of the newest change link e-mailed to `email`.
  std::string change_token(const std::string& email) {
    std::smatch m;
    const std::regex link("/apply/confirm\\?token=([0-9a-f]{64})");
    const auto body = latest_mail_to(email);
    return std::regex_search(body, m, link) ? m[1].str() : std::string{};
  }

  std::string member_with_password(const std::string& email, const std::string& password) {
    const auto token = apply_and_approve(email, admin_cookie());
    const auto res = client().post_json(
        "/api/auth/password-setup", {{"email", email}, {"token", token}, {"password", password}});
    EXPECT_EQ(res.status, 200) << res.body;
    return cookie_from(res);
  }
};

TEST_F(membership_api, an_application_is_stored_pending_with_lists_and_plan) {
  const auto res = client().post_json("/api/applications", application_for("Priya@Kirana.ai"));
  EXPECT_EQ(res.status, 201) << res.body;
  std::string status, interests, plan;
  auto sql = database().acquire();
  *sql << "SELECT status, interests, plan FROM profiles WHERE email = 'priya@kirana.ai'",
      soci::into(status), soci::into(interests), soci::into(plan);
  EXPECT_EQ(status, "pending");
  EXPECT_EQ(json::parse(interests), json({"Technology", "Fundraising"}));
  EXPECT_EQ(plan, "pro");
}

TEST_F(membership_api, an_invalid_application_names_its_fields_and_stores_nothing) {
  auto bad = application_for("not-an-email");
  bad["industry"] = "Astrology";
  bad["goals"] = json::array();
  bad.erase("company");
  const auto res = client().post_json("/api/applications", bad);
  EXPECT_EQ(res.status, 400);
  const auto fields = res.json()["error"]["fields"];
  for (const auto* f : {"email", "industry", "goals", "company"})
    EXPECT_TRUE(fields.contains(f)) << f;
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 0);
}

TEST_F(membership_api, an_approved_members_reapplication_is_refused_and_stays_approved) {
  apply_and_approve("priya@kirana.ai", admin_cookie());
  const auto res = client().post_json("/api/applications", application_for("priya@kirana.ai"));
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "already_approved");
  EXPECT_EQ(status_of("priya@kirana.ai"), "approved");
}

TEST_F(membership_api, a_rejected_applicant_is_pending_again_once_the_address_confirms) {
  const auto admin = admin_cookie();
  ASSERT_EQ(client().post_json("/api/applications", application_for("ravi@x.in")).status, 201);
  ASSERT_EQ(as(admin)
                .post_json("/api/admin/profiles/" + profile_id("ravi@x.in") + "/decision",
                           {{"status", "rejected"}})
                .status,
            200);
  time_travel after_the_wait(std::chrono::days(91));  // applicant_answers_test tries before it
  EXPECT_EQ(client().post_json("/api/applications", application_for("ravi@x.in")).status, 201);
  EXPECT_EQ(status_of("ravi@x.in"), "rejected");  // nobody but the address can undo a rejection

  const auto token = change_token("ravi@x.in");
  ASSERT_EQ(token.size(), 64u);
  const auto confirmed = client().post_json("/api/applications/change", {{"token", token}});
  EXPECT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(confirmed.json(), json({{"status", "pending"}}));
  EXPECT_EQ(status_of("ravi@x.in"), "pending");
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 1);
}

TEST_F(membership_api, a_second_application_changes_nothing_until_the_address_confirms_it) {
  const auto first = client().post_json("/api/applications", application_for("priya@kirana.ai"));
  ASSERT_EQ(first.status, 201);
  // A first application is acknowledged, and nothing more.
  EXPECT_NE(latest_mail_to("priya@kirana.ai").find("Your application is in the queue"),
            std::string::npos);

  auto rewrite = application_for("  Priya@Kirana.AI ");
  rewrite["firstName"] = "Mallory";
  rewrite["linkedinUrl"] = "https://evil.example/mallory";
  rewrite["bio"] = "Not Priya at all.";
  rewrite["plan"] = "core";
  const auto second = client().post_json("/api/applications", rewrite);
  EXPECT_EQ(second.status, first.status);
  EXPECT_EQ(second.body, first.body);  // a repeat cannot be told from a first application

  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 1);
  EXPECT_EQ(count_rows("profiles WHERE first_name = 'Priya' AND plan = 'pro' AND status = "
                       "'pending' AND profile_url = 'https://www.linkedin.com/in/priya'"),
            1);

  const auto mail = latest_mail_to("priya@kirana.ai");
  EXPECT_NE(mail.find("/apply/confirm?token="), std::string::npos) << mail;
  EXPECT_EQ(mail.find("evil.example"), std::string::npos);  // nothing the sender typed is mailed
  const auto token = change_token("priya@kirana.ai");
  ASSERT_EQ(token.size(), 64u) << mail;

  const auto preview = client().get("/api/applications/change?token=" + token);
  ASSERT_EQ(preview.status, 200) << preview.body;
  EXPECT_EQ(preview.json()["proposed"]["firstName"], "Mallory");
  EXPECT_EQ(preview.json()["proposed"]["email"], "priya@kirana.ai");
  EXPECT_EQ(count_rows("profiles WHERE first_name = 'Priya'"), 1);  // looking changes nothing

  const auto confirmed = client().post_json("/api/applications/change", {{"token", token}});
  EXPECT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(count_rows("profiles WHERE first_name = 'Mallory' AND plan = 'core' AND status = "
                       "'pending' AND profile_url = 'https://evil.example/mallory'"),
            1);

  const auto again = client().post_json("/api/applications/change", {{"token", token}});
  EXPECT_EQ(again.status, 403);
  EXPECT_EQ(again.json()["error"]["code"], "invalid_token");
  EXPECT_EQ(client().get("/api/applications/change?token=" + token).status, 403);
}

TEST_F(membership_api, an_expired_or_unknown_change_link_is_refused_and_changes_nothing) {
  ASSERT_EQ(client().post_json("/api/applications", application_for("priya@kirana.ai")).status,
            201);
  auto rewrite = application_for("priya@kirana.ai");
  rewrite["firstName"] = "Mallory";
  ASSERT_EQ(client().post_json("/api/applications", rewrite).status, 201);
  const auto token = change_token("priya@kirana.ai");
  ASSERT_EQ(token.size(), 64u);
  {
    auto sql = database().open_session();
    *sql << "UPDATE application_changes SET expires_at = '2000-01-01T00:00:00.000Z'";
  }
  for (const auto& t : {token, std::string(64, 'a'), std::string("short"), std::string()}) {
    const auto res = client().post_json("/api/applications/change", {{"token", t}});
    EXPECT_EQ(res.status, 403) << t;
    EXPECT_EQ(res.json()["error"]["code"], "invalid_token");
    EXPECT_EQ(client().get("/api/applications/change?token=" + t).status, 403) << t;
  }
  EXPECT_EQ(count_rows("profiles WHERE first_name = 'Priya'"), 1);
}

TEST_F(membership_api, a_change_confirmed_after_approval_leaves_the_member_as_approved) {
  const auto admin = admin_cookie();
  ASSERT_EQ(client().post_json("/api/applications", application_for("priya@kirana.ai")).status,
            201);
  auto rewrite = application_for("priya@kirana.ai");
  rewrite["firstName"] = "Mallory";
  ASSERT_EQ(client().post_json("/api/applications", rewrite).status, 201);
  const auto token = change_token("priya@kirana.ai");
  ASSERT_EQ(as(admin)
                .post_json("/api/admin/profiles/" + profile_id("priya@kirana.ai") + "/decision",
                           {{"status", "approved"}})
                .status,
            200);

  const auto res = client().post_json("/api/applications/change", {{"token", token}});
  EXPECT_EQ(res.status, 409);
  EXPECT_EQ(res.json()["error"]["code"], "already_approved");
  EXPECT_EQ(count_rows("profiles WHERE first_name = 'Priya' AND status = 'approved'"), 1);
  EXPECT_EQ(client().post_json("/api/applications/change", {{"token", token}}).status, 403);
}

TEST_F(membership_api, repeats_for_one_address_mail_at_most_three_live_links) {
  ASSERT_EQ(client().post_json("/api/applications", application_for("priya@kirana.ai")).status,
            201);
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(client().post_json("/api/applications", application_for("priya@kirana.ai")).status,
              201);
  }
  // The first application's acknowledgement, then three change links.
  EXPECT_EQ(count_rows("outbox WHERE to_address = 'priya@kirana.ai'"), 4);
  EXPECT_EQ(count_rows("application_changes"), 3);
}

TEST_F(membership_api, admin_routes_need_an_administrator_and_change_nothing_otherwise) {
  ASSERT_EQ(client().post_json("/api/applications", application_for("ravi@x.in")).status, 201);
  const auto id = profile_id("ravi@x.in");
  const auto member = member_with_password("meera@x.in", "secret-1");
  for (const auto& who : {client(), as(member)}) {
    const int expected = who.extra_headers.empty() ? 401 : 403;
    EXPECT_EQ(who.get("/api/admin/profiles").status, expected);
    EXPECT_EQ(who.get("/api/admin/pitches").status, expected);
    EXPECT_EQ(who.get("/api/admin/applications").status, expected);
    EXPECT_EQ(who.get("/api/admin/audit").status, expected);
    EXPECT_EQ(who.get("/api/admin/connection-test").status, expected);
    EXPECT_EQ(who.get("/api/admin/session").status, expected);
    EXPECT_EQ(who.post_json("/api/admin/test-account", json::object()).status, expected);
    EXPECT_EQ(
        who.post_json("/api/admin/profiles/" + id + "/decision", {{"status", "approved"}}).status,
        expected);
  }
  EXPECT_EQ(status_of("ravi@x.in"), "pending");
  EXPECT_EQ(count_rows("pitches"), 0);
  EXPECT_EQ(count_rows("audit_log WHERE target_id = '" + id + "'"), 0);
}

TEST_F(membership_api, approving_twice_is_a_conflict_and_each_decision_is_audited) {
  const auto admin = admin_cookie();
  ASSERT_EQ(client().post_json("/api/applications", application_for("ravi@x.in")).status, 201);
  const auto path = "/api/admin/profiles/" + profile_id("ravi@x.in") + "/decision";
  EXPECT_EQ(as(admin).post_json(path, {{"status", "approved"}}).status, 200);
  const auto again = as(admin).post_json(path, {{"status", "rejected"}});
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "not_pending");
  EXPECT_EQ(status_of("ravi@x.in"), "approved");
  const auto audit = as(admin).get("/api/admin/audit").json();
  ASSERT_EQ(audit["total"], 1);
  EXPECT_EQ(audit["items"][0]["actorEmail"], k_admin_email);
  EXPECT_EQ(audit["items"][0]["fromStatus"], "pending");
  EXPECT_EQ(audit["items"][0]["toStatus"], "approved");
}

TEST_F(membership_api, lists_are_newest_first_filterable_and_counted) {
  const auto admin = admin_cookie();
  for (const auto* email : {"a@x.in", "b@x.in", "c@x.in"}) {
    ASSERT_EQ(client().post_json("/api/applications", application_for(email)).status, 201);
  }
  as(admin).post_json("/api/admin/profiles/" + profile_id("a@x.in") + "/decision",
                      {{"status", "rejected"}});
  const auto all = as(admin).get("/api/admin/profiles").json();
  EXPECT_EQ(all["counts"], json({{"pending", 2}, {"approved", 0}, {"rejected", 1}, {"total", 3}}));
  EXPECT_EQ(all["items"][0]["email"], "c@x.in");
  const auto pending = as(admin).get("/api/admin/profiles?status=pending&pageSize=1").json();
  EXPECT_EQ(pending["total"], 2);
  ASSERT_EQ(pending["items"].size(), 1u);
  EXPECT_EQ(pending["items"][0]["status"], "pending");
  EXPECT_EQ(as(admin).get("/api/admin/profiles?status=lost").status, 400);
}

TEST_F(membership_api, pending_and_rejected_applicants_cannot_sign_in) {
  const auto admin = admin_cookie();
  ASSERT_EQ(client().post_json("/api/applications", application_for("p@x.in")).status, 201);
  ASSERT_EQ(client().post_json("/api/applications", application_for("r@x.in")).status, 201);
  as(admin).post_json("/api/admin/profiles/" + profile_id("r@x.in") + "/decision",
                      {{"status", "rejected"}});
  for (const auto* email : {"p@x.in", "r@x.in", "nobody@x.in"}) {
    const auto step = client().post_json("/api/auth/email", {{"email", email}});
    EXPECT_EQ(step.status, 404);
    EXPECT_EQ(step.json()["error"]["code"], "not_approved");
    EXPECT_EQ(
        client().post_json("/api/auth/login", {{"email", email}, {"password", "whatever"}}).status,
        404);
  }
}

TEST_F(membership_api, approval_sends_a_single_use_link_that_sets_an_argon2id_password) {
  const auto token = apply_and_approve("priya@kirana.ai", admin_cookie());
  ASSERT_EQ(token.size(), 64u);
  EXPECT_EQ(client().post_json("/api/auth/email", {{"email", "priya@kirana.ai"}}).json()["next"],
            "password-setup");

  const auto set = client().post_json(
      "/api/auth/password-setup",
      {{"email", "priya@kirana.ai"}, {"token", token}, {"password", "chai-and-code"}});
  ASSERT_EQ(set.status, 200) << set.body;
  const auto cookie = set.header("set-cookie");
  EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(cookie.find("SameSite=Lax"), std::string::npos);
  EXPECT_EQ(as(cookie_from(set)).get("/api/me").json()["email"], "priya@kirana.ai");

  std::string hash;
  {
    auto sql = database().acquire();
    *sql << "SELECT password_hash FROM profiles WHERE email = 'priya@kirana.ai'", soci::into(hash);
  }
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_EQ(client().post_json("/api/auth/email", {{"email", "priya@kirana.ai"}}).json()["next"],
            "password-verify");

  // Used once, never again.
  const auto reuse = client().post_json(
      "/api/auth/password-setup",
      {{"email", "priya@kirana.ai"}, {"token", token}, {"password", "taken-over"}});
  EXPECT_EQ(reuse.status, 403);
  std::string after;
  auto sql = database().acquire();
  *sql << "SELECT password_hash FROM profiles WHERE email = 'priya@kirana.ai'", soci::into(after);
  EXPECT_EQ(after, hash);
}

TEST_F(membership_api, a_wrong_or_expired_token_is_refused_and_changes_nothing) {
  const auto token = apply_and_approve("priya@kirana.ai", admin_cookie());
  auto setup = [&](const std::string& t) {
    return client().post_json(
        "/api/auth/password-setup",
        {{"email", "priya@kirana.ai"}, {"token", t}, {"password", "secret-1"}});
  };
  EXPECT_EQ(setup(std::string(64, 'a')).status, 403);
  EXPECT_EQ(setup("").status, 403);
  EXPECT_EQ(client()
                .post_json("/api/auth/password-setup",
                           {{"email", "other@x.in"}, {"token", token}, {"password", "secret-1"}})
                .status,
            403);
  {
    auto sql = database().open_session();
    *sql << "UPDATE password_tokens SET expires_at = '2000-01-01T00:00:00.000Z'";
  }
  const auto expired = setup(token);
  EXPECT_EQ(expired.status, 403);
  EXPECT_EQ(expired.json()["error"]["code"], "invalid_token");
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 0);
  EXPECT_EQ(count_rows("sessions"), 1);  // only the administrator's
}

// The link's member is found by its token, then checked against the address given: another
// approved member still waiting for a password cannot use it.
TEST_F(membership_api, a_link_sets_no_password_for_another_waiting_member) {
  const auto admin = admin_cookie();
  const auto token = apply_and_approve("priya@kirana.ai", admin);
  apply_and_approve("ravi@kirana.ai", admin);
  auto setup = [&](const std::string& email) {
    return client().post_json("/api/auth/password-setup",
                              {{"email", email}, {"token", token}, {"password", "secret-1"}});
  };
  const auto refused = setup("ravi@kirana.ai");
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.json()["error"]["code"], "invalid_token");
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 0);
  const auto own = setup("priya@kirana.ai");
  ASSERT_EQ(own.status, 200) << own.body;
  EXPECT_EQ(own.json()["profileId"], profile_id("priya@kirana.ai"));
}

TEST_F(membership_api, a_short_password_is_refused) {
  const auto token = apply_and_approve("priya@kirana.ai", admin_cookie());
  const auto res =
      client().post_json("/api/auth/password-setup",
                         {{"email", "priya@kirana.ai"}, {"token", token}, {"password", "12345"}});
  EXPECT_EQ(res.status, 400);
  EXPECT_TRUE(res.json()["error"]["fields"].contains("password"));
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 0);
}

TEST_F(membership_api, sign_in_gives_a_new_session_and_sign_out_ends_it) {
  const auto first = member_with_password("meera@x.in", "secret-1");
  const auto login =
      client().post_json("/api/auth/login", {{"email", "meera@x.in"}, {"password", "secret-1"}});
  ASSERT_EQ(login.status, 200);
  EXPECT_EQ(login.json()["hasPhoto"], false);
  const auto second = cookie_from(login);
  EXPECT_NE(second, first);
  EXPECT_EQ(as(second).get("/api/me").status, 200);
  EXPECT_EQ(as(second).post_json("/api/auth/logout", json::object()).status, 204);
  EXPECT_EQ(as(second).get("/api/me").status, 401);
}

TEST_F(membership_api, the_eleventh_wrong_password_in_a_row_gets_429) {
  member_with_password("meera@x.in", "secret-1");
  for (int i = 0; i < 10; ++i) {
    const auto res =
        client().post_json("/api/auth/login", {{"email", "meera@x.in"}, {"password", "wrong"}});
    ASSERT_EQ(res.status, 401) << i;
    EXPECT_EQ(res.json()["error"]["code"], "wrong_password");
  }
  // A trailing slash, a query string or a forged X-Forwarded-For is the same account.
  auto forged = client();
  forged.extra_headers = "X-Forwarded-For: 203.0.113.9\r\n";
  const auto refused = forged.post_json("/api/auth/login/?again=1",
                                        {{"email", "meera@x.in"}, {"password", "secret-1"}});
  EXPECT_EQ(refused.status, 429);
  EXPECT_GE(std::stoi(refused.header("retry-after")), 1);
}

TEST_F(membership_api, a_cross_origin_post_is_refused_and_changes_nothing) {
  auto evil = client();
  evil.extra_headers = "Origin: https://evil.example\r\n";
  const auto res = evil.post_json("/api/applications", application_for("priya@kirana.ai"));
  EXPECT_EQ(res.status, 403);
  EXPECT_EQ(res.json()["error"]["code"], "cross_origin");
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 0);
  auto same = client();
  same.extra_headers = "Origin: http://127.0.0.1\r\n";
  EXPECT_EQ(same.post_json("/api/applications", application_for("priya@kirana.ai")).status, 201);
}

// Issue 25, finding 4: Founder is anyone's to pick; Mentor and Investor only for a member an
// administrator approved as one (profiles.approved_kind).
TEST_F(membership_api, the_member_picks_founder_freely_and_mentor_or_investor_once_approved) {
  const auto member = member_with_password("meera@x.in", "secret-1");
  const auto pick = [&](const std::string& role) {
    return as(member).send("PUT", "/api/me/role", json({{"role", role}}).dump(),
                           "application/json");
  };
  const auto role_on_file = [&] {
    std::string role;
    soci::indicator ind = soci::i_null;
    auto sql = database().acquire();
    *sql << "SELECT member_role FROM profiles WHERE email = 'meera@x.in'", soci::into(role, ind);
    return ind == soci::i_ok ? role : "null";
  };
  auto res = pick("Founder");
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.json()["memberRole"], "Founder");
  for (const auto& [role, kind] : {std::pair{"Investor", "an investor"}, {"Mentor", "a mentor"}}) {
    res = pick(role);
    EXPECT_EQ(res.status, 403) << role;
    EXPECT_EQ(res.json()["error"]["code"], "role_not_approved");
    EXPECT_EQ(res.json()["error"]["message"],
              std::string("An administrator has not approved you as ") + kind +
                  ". Choose Founder, or ask the Sangam team to review your account.");
    EXPECT_EQ(role_on_file(), "Founder");  // nothing changed
  }
  EXPECT_EQ(as(member).get("/api/investor/startups").status, 403);
  EXPECT_EQ(as(member).get("/api/mentor/requests").status, 403);

  // Approved as an investor: Investor (and back to Founder and again), still not Mentor.
  {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET approved_kind = 'Investor' WHERE email = 'meera@x.in'";
  }
  res = pick("Investor");
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(res.json()["memberRole"], "Investor");
  EXPECT_EQ(as(member).get("/api/investor/startups").status, 200);
  EXPECT_EQ(pick("Mentor").status, 403);
  EXPECT_EQ(role_on_file(), "Investor");
  EXPECT_EQ(pick("Founder").status, 200);
  EXPECT_EQ(pick("Investor").status, 200);

  EXPECT_EQ(pick("King").status, 400);
  EXPECT_EQ(
      client().send("PUT", "/api/me/role", R"({"role":"Founder"})", "application/json").status,
      401);
}

TEST_F(membership_api, photo_upload_refuses_a_text_file_named_jpg_and_an_11_mb_body) {
  const auto member = member_with_password("meera@x.in", "secret-1");
  const auto text =
      as(member).send("PUT", "/api/me/photo", "just some text, not a picture", "image/jpeg");
  EXPECT_EQ(text.status, 415);
  const auto big =
      as(member).send("PUT", "/api/me/photo", std::string(11 * 1024 * 1024, 'x'), "image/jpeg");
  EXPECT_EQ(big.status, 413);
  EXPECT_EQ(count_rows("profile_photos"), 0);
}

TEST_F(membership_api, a_photo_is_stored_small_without_its_gps_and_served_to_members_only) {
  const auto member = member_with_password("meera@x.in", "secret-1");
  const auto upload = with_segment(sample_jpeg(1600, 1200), exif_segment(std::nullopt, true));
  ASSERT_NE(upload.find("Exif"), std::string::npos);
  const auto res = as(member).send("PUT", "/api/me/photo", upload, "image/jpeg");
  ASSERT_EQ(res.status, 200) << res.body;
  const std::string url = res.json()["photoUrl"];
  EXPECT_EQ(as(member).get("/api/me").json()["photoUrl"], url);

  const auto photo = as(member).get(url);
  EXPECT_EQ(photo.status, 200);
  EXPECT_EQ(photo.header("content-type"), "image/jpeg");
  EXPECT_EQ(photo.header("cache-control"), "private, max-age=3600");  // no shared cache keeps it
  EXPECT_EQ(photo.body.find("Exif"), std::string::npos);              // no EXIF at all, so no GPS
  EXPECT_LT(photo.body.size(), upload.size());
  EXPECT_EQ(client().get(url).status, 401);

  const auto login =
      client().post_json("/api/auth/login", {{"email", "meera@x.in"}, {"password", "secret-1"}});
  EXPECT_EQ(login.json()["hasPhoto"], true);
}

TEST_F(membership_api, a_photo_is_hidden_from_either_side_of_a_block_and_shown_to_others) {
  const auto asha = member_with_password("asha@x.in", "secret-1");
  const auto ravi = member_with_password("ravi@x.in", "secret-2");
  const auto meera = member_with_password("meera@x.in", "secret-3");
  const auto jpeg = sample_jpeg(64, 64);
  const auto asha_photo = as(asha).send("PUT", "/api/me/photo", jpeg, "image/jpeg");
  const auto ravi_photo = as(ravi).send("PUT", "/api/me/photo", jpeg, "image/jpeg");
  ASSERT_EQ(asha_photo.status, 200) << asha_photo.body;
  ASSERT_EQ(ravi_photo.status, 200) << ravi_photo.body;
  const std::string asha_url = asha_photo.json()["photoUrl"];
  const std::string ravi_url = ravi_photo.json()["photoUrl"];
  ASSERT_EQ(as(ravi).get(asha_url).status, 200);

  ASSERT_EQ(as(asha).post_json("/api/blocks", {{"target", profile_id("ravi@x.in")}}).status, 204);
  const auto blocked = as(ravi).get(asha_url);
  EXPECT_EQ(blocked.status, 404);
  EXPECT_EQ(blocked.json()["error"]["code"], "not_found");
  EXPECT_EQ(as(asha).get(ravi_url).status, 404);  // the blocker no longer sees the blocked either

  EXPECT_EQ(as(meera).get(asha_url).status, 200);
  EXPECT_EQ(as(meera).get(ravi_url).status, 200);
  EXPECT_EQ(as(asha).get(asha_url).status, 200);
  EXPECT_EQ(as(admin_cookie()).get(asha_url).status, 200);
}

TEST_F(membership_api, the_admin_tools_answer) {
  const auto admin = admin_cookie();
  const auto test = as(admin).get("/api/admin/connection-test");
  EXPECT_EQ(test.json()["ok"], true) << test.status << " " << test.body;
  const auto created = as(admin).post_json("/api/admin/test-account", json::object());
  EXPECT_EQ(created.status, 201);
  EXPECT_EQ(created.json()["pitch"]["status"], "pending");
  EXPECT_EQ(count_rows("pitches"), 1);
  const auto pitches = as(admin).get("/api/admin/pitches");
  EXPECT_EQ(pitches.json()["counts"]["pending"], 1) << pitches.status << " " << pitches.body;
  EXPECT_EQ(as(admin).get("/api/admin/session").json()["email"], k_admin_email);
}

}  // namespace
}  // namespace sangam::testing
