// Issue 25, finding 8, on both engines: line breaks and text-direction characters in a name or
// another one-line field are refused where they come in, naming the field and storing nothing;
// and a member's name in Sangam's mail is never a link.
#include <string>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

constexpr auto k_crlf = "Priya\r\nBcc: everyone@evil.example";
constexpr auto k_rtl_override =
    "Priya \xE2\x80\xAE"
    "exe.fdp";  // U+202E

json application_for(const std::string& email) {
  return {{"firstName", "Priya"},
          {"lastName", "Nair"},
          {"email", email},
          {"linkedinUrl", "https://www.linkedin.com/in/priya"},
          {"company", "Kirana AI"},
          {"role", "CEO"},
          {"industry", "AI/ML"},
          {"bio", "Building credit for kirana stores.\nTwo lines are fine in a bio."},
          {"interests", {"Technology", "Fundraising"}},
          {"goals", {"Raise Funding", "Find Co-founder"}},
          {"plan", "pro"}};
}

class one_line_text_api : public member_api {
 protected:
  // A 400 that names `field` (and says why).
  static void expect_refused(const http_result& res, const std::string& field) {
    ASSERT_EQ(res.status, 400) << res.body;
    const auto fields = res.json()["error"]["fields"];
    ASSERT_TRUE(fields.contains(field)) << res.body;
    EXPECT_NE(fields[field].get<std::string>().find("single line"), std::string::npos) << res.body;
  }
};

TEST_F(one_line_text_api, an_application_with_a_line_break_or_a_direction_mark_is_refused) {
  for (const auto& [field, value] : {std::pair<std::string, std::string>{"firstName", k_crlf},
                                     {"lastName", k_rtl_override},
                                     {"company", "Kirana\tAI"},
                                     {"role", k_rtl_override}}) {
    auto body = application_for("priya@kirana.ai");
    body[field] = value;
    expect_refused(client().post_json("/api/applications", body), field);
  }
  EXPECT_EQ(count_rows("profiles WHERE email = 'priya@kirana.ai'"), 0);
  EXPECT_EQ(count_rows("outbox"), 0);
  // The same application with plain fields (and a bio of two lines) is taken.
  EXPECT_EQ(client().post_json("/api/applications", application_for("priya@kirana.ai")).status,
            201);
}

TEST_F(one_line_text_api,
       a_waitlist_name_or_city_with_a_line_break_or_a_direction_mark_is_refused) {
  json entry = {{"name", k_crlf},
                {"email", "ananya@kiranlabs.in"},
                {"role", "Mentor"},
                {"city", "Bengaluru"}};
  expect_refused(client().post_json("/api/waitlist", entry), "name");
  entry["name"] = "Ananya Rao";
  entry["city"] = k_rtl_override;
  expect_refused(client().post_json("/api/waitlist", entry), "city");
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(one_line_text_api, a_profile_name_with_a_line_break_or_a_direction_mark_is_refused) {
  const auto asha = add({.name = "Asha"});
  const auto put = [&](const json& body) {
    return as(asha.cookie).send("PUT", "/api/me/profile", body.dump(), "application/json");
  };
  expect_refused(put({{"firstName", k_crlf}, {"lastName", "Rao"}}), "firstName");
  expect_refused(put({{"firstName", "Asha"}, {"lastName", k_rtl_override}}), "lastName");
  expect_refused(put({{"firstName", "Asha"}, {"title", "CEO\nand more"}}), "title");
  expect_refused(put({{"firstName", "Asha"}, {"skills", {"Sales", "Pay\rments"}}}), "skills");
  std::string first, last;
  {
    auto sql = database().acquire();
    *sql << "SELECT first_name, last_name FROM profiles WHERE id = :id", soci::use(asha.id),
        soci::into(first), soci::into(last);
  }
  EXPECT_EQ(first, "Asha");
  EXPECT_EQ(last, "Test");
  // A bio keeps its lines.
  EXPECT_EQ(put({{"firstName", "Asha"}, {"bio", "Line one.\nLine two."}}).status, 200);
}

// A name that looks like a link, already on file (stored before names were checked, or by an
// administrator), goes into the investor's mail as plain words.
TEST_F(one_line_text_api, a_link_in_a_name_is_no_link_in_our_mail) {
  const auto asha = add({.name = "Claim your prize at www.evil.example or https://evil.example/x"});
  const auto vc = add({.name = "Reshma http://evil.example",
                       .goals = json::array({"Build Network"}),
                       .role = "Investor"});
  {
    const std::string details =
        json{{"firm", "Reshma Capital"},        {"focusAreas", {"Fintech"}},
             {"investmentStage", "Seed"},       {"typicalCheckSize", "₹2 Cr – ₹6 Cr"},
             {"portfolioCompanies", {"Kapda"}}, {"recentInvestments", json::array()}}
            .dump();
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET details = :d WHERE id = :id", soci::use(details), soci::use(vc.id);
  }
  const auto sent = as(asha.cookie)
                        .post_json("/api/pitches", {{"kind", "investor"},
                                                    {"targetId", vc.id},
                                                    {"message", "Kirana credit on UPI."}});
  ASSERT_EQ(sent.status, 201) << sent.body;
  const auto admin = admin_cookie();
  const auto decided = as(admin).post_json(
      "/api/admin/pitches/" + sent.json()["pitch"]["id"].get<std::string>() + "/decision",
      {{"status", "approved"}});
  ASSERT_EQ(decided.status, 200) << decided.body;

  const auto mail = latest_mail_to(email_of(vc));
  ASSERT_FALSE(mail.empty());
  EXPECT_NE(mail.find("Claim your prize"), std::string::npos) << mail;  // the name is there
  EXPECT_EQ(mail.find("evil.example"), std::string::npos) << mail;      // as no host name
  EXPECT_EQ(mail.find("www."), std::string::npos) << mail;
  EXPECT_EQ(mail.find("https://evil"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("http://evil"), std::string::npos) << mail;  // nor the greeting
  // Sangam's own link is still one.
  EXPECT_NE(mail.find("/investor-dashboard"), std::string::npos) << mail;
}

}  // namespace
}  // namespace sangam::testing
