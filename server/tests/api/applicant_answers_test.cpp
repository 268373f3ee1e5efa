// Every applicant gets an answer (docs/applications.md), on both engines: an acknowledgement on
// submission, a rejection mail with the administrator's reason when one is given and the day the
// applicant may apply again, and no new application from that address before it.
#include <soci/soci.h>

#include <chrono>
#include <regex>
#include <string>

#include "features/admin/accounts.hpp"
#include "support/api_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

constexpr auto k_admin_email = "admin@sangam.test";
constexpr auto k_admin_password = "correct horse battery staple";
constexpr auto k_applicant = "meera@chai.in";
constexpr auto k_reason =
    "We could not verify your company. Please add its website and apply again.";

json application_for(const std::string& email, const std::string& company = "Chai Point") {
  return {{"firstName", "Meera"},   {"lastName", "Iyer"},         {"email", email},
          {"company", company},     {"role", "Founder"},          {"industry", "E-commerce"},
          {"interests", {"Sales"}}, {"goals", {"Build Network"}}, {"plan", "core"}};
}

class applicant_answers_api : public api_test {
 protected:
  void SetUp() override {
    api_test::SetUp();
    features::admin::create_administrator(app_->writer(), k_admin_email, k_admin_password);
    sign_in_admin();
  }

  // An admin session lasts 12 hours at most: the tests that travel in time sign in again.
  void sign_in_admin() {
    const auto res = client().post_json("/api/admin/session",
                                        {{"email", k_admin_email}, {"password", k_admin_password}});
    EXPECT_EQ(res.status, 200) << res.body;
    const auto set = res.header("set-cookie");
    admin_ = set.substr(0, set.find(';'));
  }

  http_result apply(const std::string& company = "Chai Point") const {
    return client().post_json("/api/applications", application_for(k_applicant, company));
  }
  std::string profile_field(const std::string& column) {
    std::string value;
    auto sql = database().acquire();
    *sql << "SELECT " + column + " FROM profiles WHERE email = :e",
        soci::use(std::string(k_applicant)), soci::into(value);
    return value;
  }
  http_result decide(const json& body) {
    return as(admin_).post_json("/api/admin/profiles/" + profile_field("id") + "/decision", body);
  }
  int mails_to_applicant() {
    return count_rows(std::string("outbox WHERE to_address = '") + k_applicant + "'");
  }
  int acknowledgements() {
    return count_rows(std::string("outbox WHERE to_address = '") + k_applicant +
                      "' AND subject = 'We received your Sangam application'");
  }
  // Applies again from the address on file and follows the link the address is mailed.
  http_result apply_again_and_confirm(const std::string& company) {
    const auto applied = apply(company);
    EXPECT_EQ(applied.status, 201) << applied.body;
    const auto mail = latest_mail_to(k_applicant);
    const auto token_at = mail.find("/apply/confirm?token=");
    EXPECT_NE(token_at, std::string::npos) << mail;
    if (token_at == std::string::npos) return applied;
    return client().post_json("/api/applications/change",
                              {{"token", mail.substr(token_at + 21, 64)}});
  }
  // The review list's rejected profiles.
  json rejected_profiles() {
    const auto list = as(admin_).get("/api/admin/profiles?status=rejected");
    EXPECT_EQ(list.status, 200) << list.body;
    return list.json()["items"];
  }

  std::string admin_;
};

TEST_F(applicant_answers_api, an_application_is_acknowledged_by_mail) {
  ASSERT_EQ(apply().status, 201);
  EXPECT_EQ(acknowledgements(), 1);
  const auto mail = latest_mail_to(k_applicant);
  EXPECT_NE(mail.find("Hello Meera"), std::string::npos) << mail;
  EXPECT_NE(mail.find("usually within 3 working days"), std::string::npos) << mail;
}

TEST_F(applicant_answers_api, a_rejection_mails_the_reason_and_the_day_to_apply_again) {
  ASSERT_EQ(apply().status, 201);
  const auto res = decide({{"status", "rejected"}, {"reason", std::string("  ") + k_reason + " "}});
  ASSERT_EQ(res.status, 200) << res.body;
  EXPECT_EQ(profile_field("status"), "rejected");
  const auto mail = latest_mail_to(k_applicant);
  EXPECT_NE(mail.find(std::string("wrote:\n\n") + k_reason + "\n"), std::string::npos) << mail;
  EXPECT_NE(mail.find("You may apply again from "), std::string::npos) << mail;
  EXPECT_EQ(count_rows(std::string("application_rejections WHERE reason = '") + k_reason + "'"), 1);
  EXPECT_EQ(
      count_rows(std::string("audit_log WHERE action = 'reject' AND note = '") + k_reason + "'"),
      1);
  const auto audit = as(admin_).get("/api/admin/audit");
  ASSERT_EQ(audit.status, 200);
  EXPECT_EQ(audit.json()["items"][0]["note"], k_reason);
}

TEST_F(applicant_answers_api, a_rejection_without_a_reason_still_tells_the_applicant) {
  ASSERT_EQ(apply().status, 201);
  ASSERT_EQ(decide({{"status", "rejected"}, {"reason", "   "}}).status, 200);
  const auto mail = latest_mail_to(k_applicant);
  EXPECT_NE(mail.find("cannot approve it at this time"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("wrote:"), std::string::npos) << mail;
  EXPECT_NE(mail.find("You may apply again from "), std::string::npos) << mail;
  EXPECT_EQ(count_rows("application_rejections WHERE reason IS NULL"), 1);
  EXPECT_EQ(count_rows("audit_log WHERE action = 'reject' AND note IS NULL"), 1);
}

TEST_F(applicant_answers_api, a_bad_reason_is_refused_and_changes_nothing) {
  ASSERT_EQ(apply().status, 201);
  const auto mails = mails_to_applicant();
  const auto too_long = decide({{"status", "rejected"}, {"reason", std::string(1001, 'x')}});
  ASSERT_EQ(too_long.status, 400) << too_long.body;
  EXPECT_EQ(too_long.json()["error"]["fields"]["reason"],
            "The reason must be at most 1000 characters.");
  const auto not_text = decide({{"status", "rejected"}, {"reason", 42}});
  EXPECT_EQ(not_text.status, 400);
  const auto with_approval = decide({{"status", "approved"}, {"reason", "Welcome"}});
  ASSERT_EQ(with_approval.status, 400);
  EXPECT_TRUE(with_approval.json()["error"]["fields"].contains("reason"));
  EXPECT_EQ(profile_field("status"), "pending");
  EXPECT_EQ(mails_to_applicant(), mails);
  EXPECT_EQ(count_rows("audit_log"), 0);
  EXPECT_EQ(count_rows("application_rejections"), 0);
  // Exactly the longest reason is taken.
  EXPECT_EQ(decide({{"status", "rejected"}, {"reason", std::string(1000, 'x')}}).status, 200);
}

TEST_F(applicant_answers_api, applying_again_waits_for_the_day_then_goes_back_to_the_queue) {
  ASSERT_EQ(apply().status, 201);
  ASSERT_EQ(decide({{"status", "rejected"}}).status, 200);
  const auto rejection = latest_mail_to(k_applicant);
  const auto at = rejection.find("You may apply again from ");
  ASSERT_NE(at, std::string::npos) << rejection;
  const auto day_start = at + std::string("You may apply again from ").size();
  const auto day = rejection.substr(day_start, rejection.find(',', day_start) - day_start);

  time_travel later(std::chrono::days(88));
  const auto early = apply("Chai Point Two");
  ASSERT_EQ(early.status, 409) << early.body;
  EXPECT_EQ(early.json()["error"]["code"], "reapply_too_early");
  EXPECT_NE(early.json()["error"]["message"].get<std::string>().find("apply again from " + day),
            std::string::npos)
      << early.body << " / " << day;
  EXPECT_TRUE(std::regex_match(early.json()["error"]["fields"]["reapplyFrom"].get<std::string>(),
                               std::regex("\\d{4}-\\d{2}-\\d{2}")))
      << early.body;
  EXPECT_EQ(profile_field("status"), "rejected");
  EXPECT_EQ(profile_field("company"), "Chai Point");

  later.forward(std::chrono::days(2));  // 90 days: the day has come
  // Like any address on file, the new details wait for the address to confirm them.
  const auto confirmed = apply_again_and_confirm("Chai Point Two");
  ASSERT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(profile_field("status"), "pending");
  EXPECT_EQ(profile_field("company"), "Chai Point Two");
  sign_in_admin();
  const auto queue = as(admin_).get("/api/admin/profiles?status=pending");
  ASSERT_EQ(queue.status, 200);
  EXPECT_EQ(queue.json()["total"], 1);
  EXPECT_EQ(count_rows("profiles WHERE test_data < 2"), 1);  // the same row: addresses are unique
}

TEST_F(applicant_answers_api,
       applying_again_after_a_rejection_is_acknowledged_like_the_first_time) {
  ASSERT_EQ(apply().status, 201);
  // A pending application's confirmed change is the same application: no second acknowledgement.
  ASSERT_EQ(apply_again_and_confirm("Chai Point Labs").status, 200);
  EXPECT_EQ(acknowledgements(), 1);
  ASSERT_EQ(decide({{"status", "rejected"}}).status, 200);

  time_travel later(std::chrono::days(90));
  const auto confirmed = apply_again_and_confirm("Chai Point Two");
  ASSERT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(profile_field("status"), "pending");
  EXPECT_EQ(acknowledgements(), 2);
  const auto mail = latest_mail_to(k_applicant);
  EXPECT_NE(mail.find("Your application is in the queue"), std::string::npos) << mail;
  EXPECT_NE(mail.find("Hello Meera"), std::string::npos) << mail;
}

TEST_F(applicant_answers_api, the_review_list_shows_the_reason_of_the_latest_rejection) {
  ASSERT_EQ(apply().status, 201);
  ASSERT_EQ(decide({{"status", "rejected"}, {"reason", k_reason}}).status, 200);
  auto items = rejected_profiles();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0]["rejectionReason"], k_reason);
  const auto all = as(admin_).get("/api/admin/profiles");
  ASSERT_EQ(all.status, 200);
  EXPECT_EQ(all.json()["items"][0]["rejectionReason"], k_reason);

  // Rejected again, this time without a reason: the old one is not shown.
  time_travel later(std::chrono::days(90));
  ASSERT_EQ(apply_again_and_confirm("Chai Point Two").status, 200);
  sign_in_admin();
  EXPECT_TRUE(
      as(admin_).get("/api/admin/profiles").json()["items"][0]["rejectionReason"].is_null());
  ASSERT_EQ(decide({{"status", "rejected"}}).status, 200);
  items = rejected_profiles();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_TRUE(items[0].contains("rejectionReason"));
  EXPECT_TRUE(items[0]["rejectionReason"].is_null()) << items[0];
}

TEST_F(applicant_answers_api, the_wait_is_a_setting) {
  cfg_.settings["SANGAM_REAPPLY_AFTER_DAYS"] = "0";
  start_app();
  ASSERT_EQ(apply().status, 201);
  ASSERT_EQ(decide({{"status", "rejected"}}).status, 200);
  EXPECT_NE(latest_mail_to(k_applicant).find("You may apply again at any time"), std::string::npos);
  EXPECT_EQ(apply().status, 201);
}

}  // namespace
}  // namespace sangam::testing
