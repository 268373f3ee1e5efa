#pragma once

#include <soci/soci.h>
#include <nlohmann/json.hpp>

#include <string>

#include "core/clock.hpp"
#include "core/ids.hpp"
#include "features/admin/accounts.hpp"
#include "features/auth/passwords.hpp"
#include "features/auth/sessions.hpp"
#include "support/api_fixture.hpp"

namespace sangam::testing {

using nlohmann::json;

struct member final {
  std::string id;
  std::string cookie;
};

// What a test says about a member; the rest is left empty.
struct member_spec final {
  std::string name = "Member";
  std::string status = "approved";
  std::string industry = "Fintech";
  std::string city = "Bengaluru";
  json skills = json::array({"Payments", "Lending", "Sales"});
  json interests = json::array({"Finance"});
  json goals = json::array({"Raise Funding"});
  int experience = 5;
  std::string stage = "Seed";
  int team = 8;
  std::string plan = "core";
  std::string role = "Founder";
};

class member_api : public api_test {
 protected:
  // Members are written straight into the database (with a session), then the deck's index is
  // told; what the tests look at is what the API answers.
  member add(const member_spec& spec, bool reload = true) {
    member m{core::new_uuid_v7(), {}};
    const auto email = email_of(m);
    const auto now = core::now_iso8601();
    const auto skills = spec.skills.dump(), interests = spec.interests.dump(),
               goals = spec.goals.dump();
    {
      auto sql = database().open_session();
      *sql << "INSERT INTO profiles (id, first_name, last_name, email, company, industry, city,"
              " skills, interests, goals, experience_years, funding_stage, team_size, plan,"
              " member_role, status, created_at, updated_at) VALUES (:id, :first, 'Test', :email,"
              " 'Co', :industry, :city, :skills, :interests, :goals, :exp, :stage, :team, :plan,"
              " :role, :status, :at, :at2)",
          soci::use(m.id), soci::use(spec.name), soci::use(email), soci::use(spec.industry),
          soci::use(spec.city), soci::use(skills), soci::use(interests), soci::use(goals),
          soci::use(spec.experience), soci::use(spec.stage), soci::use(spec.team),
          soci::use(spec.plan), soci::use(spec.role), soci::use(spec.status), soci::use(now),
          soci::use(now);
    }
    m.cookie = "sangam_session=" + app_->writer().run([&](db::tx& t) {
      return features::auth::create_session(t, features::auth::subject_kind::member, m.id);
    });
    if (reload) app_->reload_members();
    return m;
  }

  // The password of members made by with_password.
  static constexpr const char* k_password = "masala-dosa-2025";

  // A member who can sign in with k_password.
  member with_password(const std::string& name) { return with_password(member_spec{.name = name}); }
  member with_password(const member_spec& spec) {
    const auto m = add(spec);
    const auto hash = features::auth::hash_password(k_password);
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET password_hash = :h, password_set = 1 WHERE id = :id",
        soci::use(hash), soci::use(m.id);
    return m;
  }

  static std::string email_of(const member& m) { return "m" + m.id.substr(24) + "@sangam.test"; }

  // An administrator's session cookie ("name=value"); the administrator is made on first use.
  std::string admin_cookie() {
    constexpr auto email = "admin@sangam.test", password = "correct horse battery staple";
    features::admin::create_administrator(app_->writer(), email, password);
    const auto res =
        client().post_json("/api/admin/session", {{"email", email}, {"password", password}});
    EXPECT_EQ(res.status, 200) << res.body;
    const auto cookie = res.header("set-cookie");
    return cookie.substr(0, cookie.find(';'));
  }

  http_result swipe(const member& who, const member& target, const std::string& decision) {
    return as(who.cookie).post_json("/api/swipes", {{"target", target.id}, {"decision", decision}});
  }

  // Both Connect: the id of the connection (and of its conversation).
  std::string connect(const member& a, const member& b) {
    EXPECT_EQ(swipe(a, b, "connect").status, 200);
    const auto back = swipe(b, a, "connect");
    EXPECT_EQ(back.status, 200) << back.body;
    return back.json()["connectionId"].get<std::string>();
  }
};

}  // namespace sangam::testing
