// Verification (issue 14), on both engines: the phone is confirmed by a one-time code sent as a
// text message; LinkedIn, company and the identity document wait for an administrator, who marks
// each completed or failed; the document is stored sealed, given only to its owner and to
// administrators, and deleted after review.
#include "core/clock.hpp"
#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

class verification_api : public member_api {
 protected:
  json steps_of(const member& m) {
    const auto res = as(m.cookie).get("/api/me/verification");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  static std::string status_of(const json& body, const std::string& step) {
    for (const auto& s : body["steps"]) {
      if (s["id"] == step) return s["status"].get<std::string>();
    }
    return "";
  }
  http_result put(const member& m, const std::string& step, const json& body) {
    return as(m.cookie).send("PUT", "/api/me/verification/" + step, body.dump(),
                             "application/json");
  }
  http_result decide(const std::string& cookie, const member& m, const std::string& step,
                     const json& body) {
    return as(cookie).post_json("/api/admin/verification/" + m.id + "/" + step + "/decision", body);
  }
  // The code in the last text message to the member.
  std::string code_sent_to(const member& m) {
    std::string body;
    auto sql = database().open_session();
    *sql << "SELECT body FROM sms_outbox WHERE member_id = :m ORDER BY created_at DESC LIMIT 1",
        soci::use(m.id), soci::into(body);
    return body.substr(0, 6);
  }
};

TEST_F(verification_api, the_phone_is_confirmed_by_the_code_sent_and_wrong_codes_run_out) {
  const auto asha = add({.name = "Asha"});
  auto fresh = steps_of(asha);
  EXPECT_EQ(status_of(fresh, "email"), "completed");  // the invitation verified it
  EXPECT_EQ(status_of(fresh, "phone"), "pending");
  EXPECT_EQ(fresh["completed"], 1);

  EXPECT_EQ(as(asha.cookie).post_json("/api/me/verification/phone", {{"phone", "12345"}}).status,
            400);
  const auto sent =
      as(asha.cookie).post_json("/api/me/verification/phone", {{"phone", "+91 98765 43210"}});
  ASSERT_EQ(sent.status, 200) << sent.body;
  EXPECT_EQ(status_of(sent.json(), "phone"), "in-progress");
  EXPECT_EQ(count_rows("sms_outbox WHERE to_number = '+919876543210' AND sent_at IS NOT NULL"), 1);
  const auto code = code_sent_to(asha);
  ASSERT_EQ(code.size(), 6U);
  EXPECT_EQ(count_rows("phone_codes WHERE code_hash LIKE '%" + code + "%'"), 0);  // only a hash

  const auto wrong_code = code == "000000" ? "111111" : "000000";
  const auto wrong =
      as(asha.cookie).post_json("/api/me/verification/phone/confirm", {{"code", wrong_code}});
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(wrong.json()["error"]["code"], "wrong_code");
  EXPECT_EQ(count_rows("phone_codes WHERE tries_left = 4"), 1);  // the try is spent
  const auto right =
      as(asha.cookie).post_json("/api/me/verification/phone/confirm", {{"code", code}});
  ASSERT_EQ(right.status, 200) << right.body;
  EXPECT_EQ(status_of(right.json(), "phone"), "completed");
  EXPECT_EQ(
      as(asha.cookie).post_json("/api/me/verification/phone/confirm", {{"code", code}}).status,
      404);  // used up

  // Five wrong tries end a code.
  ASSERT_EQ(
      as(asha.cookie).post_json("/api/me/verification/phone", {{"phone", "9876543210"}}).status,
      200);
  for (int i = 0; i < 5; ++i) {
    as(asha.cookie).post_json("/api/me/verification/phone/confirm", {{"code", "abcdef"}});
  }
  EXPECT_EQ(as(asha.cookie)
                .post_json("/api/me/verification/phone/confirm", {{"code", code_sent_to(asha)}})
                .status,
            410);
}

TEST_F(verification_api, an_administrator_decides_linkedin_company_and_the_document) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  const auto admin = admin_cookie();

  EXPECT_EQ(put(asha, "linkedin", {{"linkedinUrl", "https://example.com/asha"}}).status, 400);
  ASSERT_EQ(put(asha, "linkedin", {{"linkedinUrl", "https://www.linkedin.com/in/asha"}}).status,
            200);
  const auto bad_company = put(asha, "company", {{"companyName", ""}, {"website", "nope"}});
  ASSERT_EQ(bad_company.status, 400);
  for (const auto* field : {"companyName", "website", "description"}) {
    EXPECT_TRUE(bad_company.json()["error"]["fields"].contains(field)) << field;
  }
  ASSERT_EQ(put(asha, "company",
                {{"companyName", "Kirana Cloud"},
                 {"website", "https://kirana.cloud"},
                 {"description", "Working capital for kiranas."}})
                .status,
            200);

  // The document: sealed at rest, for its owner and administrators only.
  const std::string secret_text = "PAN ABCDE1234F — Asha Rao — plaintext marker";
  const auto uploaded = as(asha.cookie)
                            .send("PUT", "/api/me/verification/identity?name=pan.pdf", secret_text,
                                  "application/pdf");
  ASSERT_EQ(uploaded.status, 200) << uploaded.body;
  EXPECT_EQ(status_of(uploaded.json(), "identity"), "in-progress");
  EXPECT_EQ(as(asha.cookie).send("PUT", "/api/me/verification/identity", "x", "text/plain").status,
            415);
  EXPECT_EQ(count_rows("identity_documents WHERE ciphertext LIKE '%plaintext marker%'"), 0);
  EXPECT_EQ(count_rows("identity_documents WHERE ciphertext LIKE '%ABCDE1234F%'"), 0);
  EXPECT_EQ(as(asha.cookie).get("/api/me/verification/identity").body, secret_text);
  EXPECT_EQ(as(ravi.cookie).get("/api/admin/verification/" + asha.id + "/identity").status, 403);
  EXPECT_EQ(as(ravi.cookie).get("/api/me/verification/identity").status, 404);  // his own: none
  const auto for_admin = as(admin).get("/api/admin/verification/" + asha.id + "/identity");
  ASSERT_EQ(for_admin.status, 200);
  EXPECT_EQ(for_admin.body, secret_text);

  // The review queue.
  const auto queue = as(admin).get("/api/admin/verification");
  ASSERT_EQ(queue.status, 200) << queue.body;
  EXPECT_EQ(queue.json()["items"].size(), 3U);
  EXPECT_EQ(as(ravi.cookie).get("/api/admin/verification").status, 403);
  EXPECT_EQ(decide(ravi.cookie, asha, "linkedin", {{"status", "completed"}}).status, 403);
  EXPECT_EQ(decide(admin, asha, "linkedin", {{"status", "failed"}}).status, 400);  // no reason

  ASSERT_EQ(decide(admin, asha, "linkedin", {{"status", "completed"}}).status, 200);
  const auto failed =
      decide(admin, asha, "company", {{"status", "failed"}, {"reason", "The website is down."}});
  ASSERT_EQ(failed.status, 200) << failed.body;
  ASSERT_EQ(decide(admin, asha, "identity", {{"status", "completed"}}).status, 200);
  EXPECT_EQ(decide(admin, asha, "identity", {{"status", "completed"}}).status, 404);  // decided

  const auto now = steps_of(asha);
  EXPECT_EQ(status_of(now, "linkedin"), "completed");
  EXPECT_EQ(status_of(now, "company"), "failed");
  EXPECT_EQ(status_of(now, "identity"), "completed");
  for (const auto& s : now["steps"]) {
    if (s["id"] == "company") {
      EXPECT_EQ(s["reason"], "The website is down.");
    }
  }
  EXPECT_FALSE(now["verified"].get<bool>());
  // Reviewed: the document is gone.
  EXPECT_EQ(count_rows("identity_documents"), 0);
  EXPECT_EQ(as(admin).get("/api/admin/verification/" + asha.id + "/identity").status, 404);
  EXPECT_EQ(count_rows("audit_log WHERE action LIKE 'verification.%'"), 3);
}

TEST_F(verification_api, a_video_call_is_booked_on_a_half_hour_in_office_hours) {
  const auto asha = add({.name = "Asha"});
  // Tomorrow-or-later at 11:00 IST (05:30 UTC), on a day at least two days ahead.
  const auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()) +
                   std::chrono::days(2);
  const auto eleven_ist = day + std::chrono::hours(5) + std::chrono::minutes(30);
  const auto booked = put(asha, "video", {{"slot", core::to_iso8601(eleven_ist)}});
  ASSERT_EQ(booked.status, 200) << booked.body;
  EXPECT_EQ(status_of(booked.json(), "video"), "in-progress");
  EXPECT_EQ(put(asha, "video", {{"slot", core::to_iso8601(eleven_ist + std::chrono::minutes(10))}})
                .status,
            400);
  EXPECT_EQ(put(asha, "video", {{"slot", core::to_iso8601(day - std::chrono::hours(30))}}).status,
            400);  // in the past
  EXPECT_EQ(put(asha, "video", {{"slot", core::to_iso8601(day + std::chrono::hours(16))}}).status,
            400);  // 21:30 IST
}

TEST_F(verification_api, fully_verified_members_carry_the_badge_and_come_first_among_equals) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});    // listed first: wins ties today
  const auto meera = add({.name = "Meera"});  // the same match for Asha as Ravi
  const auto admin = admin_cookie();
  {
    // Meera did her part of every step but the video call, which waits for the call.
    auto sql = database().open_session();
    const auto at = core::now_iso8601();
    for (const std::string step : {"phone", "linkedin", "company", "identity"}) {
      *sql << "INSERT INTO verification_steps (member_id, step, status, detail, submitted_at)"
              " VALUES (:m, :s, 'completed', '{}', :at)",
          soci::use(meera.id), soci::use(step), soci::use(at);
    }
    *sql << "INSERT INTO verification_steps (member_id, step, status, detail, submitted_at)"
            " VALUES (:m, 'video', 'in-progress', '{}', :at)",
        soci::use(meera.id), soci::use(at);
  }
  const auto order = [&] {
    const auto deck = as(asha.cookie).get("/api/discover?limit=10");
    EXPECT_EQ(deck.status, 200) << deck.body;
    std::vector<std::pair<std::string, bool>> cards;
    const auto body = deck.json();
    for (const auto& card : body["cards"]) {
      cards.emplace_back(card["id"].get<std::string>(), card["verified"].get<bool>());
    }
    return cards;
  };
  auto before = order();
  ASSERT_EQ(before.size(), 2U);
  EXPECT_EQ(before[0].first, ravi.id);
  EXPECT_FALSE(before[1].second);

  ASSERT_EQ(decide(admin, meera, "video", {{"status", "completed"}}).status, 200);
  EXPECT_TRUE(steps_of(meera)["verified"].get<bool>());
  EXPECT_EQ(count_rows("profiles WHERE verified_at IS NOT NULL"), 1);
  const auto after = order();
  ASSERT_EQ(after.size(), 2U);
  EXPECT_EQ(after[0].first, meera.id);  // Priority Matching
  EXPECT_TRUE(after[0].second);         // the badge
  EXPECT_FALSE(after[1].second);
  const auto profile = as(asha.cookie).get("/api/members/" + meera.id);  // and on her profile
  ASSERT_EQ(profile.status, 200) << profile.body;
  EXPECT_TRUE(profile.json()["verified"].get<bool>());
  EXPECT_FALSE(as(asha.cookie).get("/api/members/" + ravi.id).json()["verified"].get<bool>());

  // Sending a step again puts it back in review: no longer fully verified.
  ASSERT_EQ(put(meera, "linkedin", {{"linkedinUrl", "https://www.linkedin.com/in/meera"}}).status,
            200);
  EXPECT_EQ(count_rows("profiles WHERE verified_at IS NOT NULL"), 0);
}

}  // namespace
}  // namespace sangam::testing
