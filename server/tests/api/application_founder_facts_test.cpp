// The application asks a founder's funding stage and team size (docs/applications.md), on both
// engines: an approved applicant's founder section shows them; a stage not offered or a team size
// out of range is a 400 naming the field that stores nothing.
#include <soci/soci.h>

#include <string>

#include "support/member_fixture.hpp"

namespace sangam::testing {
namespace {

constexpr auto k_applicant = "kavya@dhaba.in";

json application(json stage, json team) {
  return {{"firstName", "Kavya"},   {"lastName", "Rao"},
          {"email", k_applicant},   {"company", "Dhaba OS"},
          {"role", "Founder"},      {"industry", "SaaS"},
          {"interests", {"Sales"}}, {"goals", {"Build Network"}},
          {"plan", "core"},         {"fundingStage", stage},
          {"teamSize", team}};
}

class application_founder_facts_api : public member_api {
 protected:
  std::string applicant_id() {
    std::string id;
    auto sql = database().open_session();
    *sql << "SELECT id FROM profiles WHERE email = :e", soci::use(std::string(k_applicant)),
        soci::into(id);
    return id;
  }
  // The applicant, approved, with a session: what GET /api/me/profile answers them.
  json approved_profile() {
    const auto id = applicant_id();
    const auto decided =
        as(admin_cookie())
            .post_json("/api/admin/profiles/" + id + "/decision", {{"status", "approved"}});
    EXPECT_EQ(decided.status, 200) << decided.body;
    const auto cookie = "sangam_session=" + app_->writer().run([&](db::tx& t) {
      return features::auth::create_session(t, features::auth::subject_kind::member, id);
    });
    const auto res = as(cookie).get("/api/me/profile");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  void expect_rejected(const json& body, const char* field) {
    const auto res = client().post_json("/api/applications", body);
    EXPECT_EQ(res.status, 400) << res.body;
    EXPECT_TRUE(res.json()["error"]["fields"].contains(field)) << res.body;
    EXPECT_EQ(count_rows(std::string("profiles WHERE email = '") + k_applicant + "'"), 0);
    EXPECT_EQ(count_rows(std::string("outbox WHERE to_address = '") + k_applicant + "'"), 0);
  }
};

TEST_F(application_founder_facts_api, the_approved_profile_shows_the_stage_and_team_size) {
  const auto res = client().post_json("/api/applications", application("series a", 6));
  ASSERT_EQ(res.status, 201) << res.body;
  const auto founder = approved_profile()["founder"];
  EXPECT_EQ(founder["fundingStage"], "Series A");
  EXPECT_EQ(founder["teamSize"], 6);
}

TEST_F(application_founder_facts_api, both_are_optional) {
  const auto res = client().post_json("/api/applications", application(nullptr, nullptr));
  ASSERT_EQ(res.status, 201) << res.body;
  const auto founder = approved_profile()["founder"];
  EXPECT_TRUE(founder["fundingStage"].is_null()) << founder;
  EXPECT_TRUE(founder["teamSize"].is_null()) << founder;
}

TEST_F(application_founder_facts_api, a_stage_not_offered_or_a_team_size_out_of_range_is_refused) {
  expect_rejected(application("Pre-seed", 6), "fundingStage");
  expect_rejected(application(7, 6), "fundingStage");
  expect_rejected(application("Seed", 0), "teamSize");
  expect_rejected(application("Seed", 10'001), "teamSize");
  expect_rejected(application("Seed", 2.5), "teamSize");
  expect_rejected(application("Seed", "6"), "teamSize");
}

}  // namespace
}  // namespace sangam::testing
