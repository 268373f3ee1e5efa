// The sign-in findings of the outside probe (issue 9): throttle keys, parallel guesses, common
// passwords and the timing of unknown accounts.
#include <soci/soci.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <regex>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "features/admin/accounts.hpp"
#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

constexpr auto k_admin_email = "admin@sangam.test";
constexpr auto k_admin_password = "correct horse battery staple";
constexpr auto k_member_email = "meera@x.in";
constexpr auto k_member_password = "secret-1";
constexpr auto k_too_common = "This password is too common. Please choose another.";
constexpr int k_account_budget = 10;  // wrong passwords per account per 15 minutes

json application_for(const std::string& email) {
  return {{"firstName", "Meera"},   {"lastName", "Rao"},
          {"email", email},         {"company", "Kirana AI"},
          {"role", "CEO"},          {"industry", "AI/ML"},
          {"interests", {"Sales"}}, {"goals", {"Find Mentor"}},
          {"plan", "core"}};
}

class sign_in_api : public api_test {
 protected:
  void SetUp() override {
    api_test::SetUp();
    features::admin::create_administrator(app_->writer(), k_admin_email, k_admin_password);
  }

  http_result admin_sign_in(const std::string& email, const std::string& password) const {
    return client().post_json("/api/admin/session", {{"email", email}, {"password", password}});
  }
  http_result member_sign_in(const std::string& email, const std::string& password) const {
    return client().post_json("/api/auth/login", {{"email", email}, {"password", password}});
  }

  // Applies and is approved; returns the password link's token.
  std::string approved(const std::string& email) {
    EXPECT_EQ(client().post_json("/api/applications", application_for(email)).status, 201);
    const auto admin = admin_sign_in(k_admin_email, k_admin_password);
    const auto set = admin.header("set-cookie");
    std::string id;
    {
      auto sql = database().acquire();
      *sql << "SELECT id FROM profiles WHERE email = :e", soci::use(email), soci::into(id);
    }
    const auto decided =
        as(set.substr(0, set.find(';')))
            .post_json("/api/admin/profiles/" + id + "/decision", {{"status", "approved"}});
    EXPECT_EQ(decided.status, 200) << decided.body;
    const auto body = latest_mail_to(email);  // the invitation, after the acknowledgement
    std::smatch m;
    const std::regex link("token=([0-9a-f]{64})");
    return std::regex_search(body, m, link) ? m[1].str() : std::string{};
  }

  http_result set_password(const std::string& email, const std::string& token,
                           const std::string& password) const {
    return client().post_json("/api/auth/password-setup",
                              {{"email", email}, {"token", token}, {"password", password}});
  }

  void member_with_password() {
    ASSERT_EQ(set_password(k_member_email, approved(k_member_email), k_member_password).status,
              200);
  }
};

struct tally final {
  int wrong = 0;    // 401: the password was verified and was wrong
  int refused = 0;  // 429: refused before verifying
  int other = 0;
};

// Sends `n` sign-ins at once and counts the answers.
template <typename Attempt>
tally at_once(int n, Attempt attempt) {
  std::vector<std::future<http_result>> answers;
  for (int i = 0; i < n; ++i) answers.push_back(std::async(std::launch::async, attempt));
  tally t;
  for (auto& answer : answers) {
    const auto status = answer.get().status;
    (status == 401 ? t.wrong : status == 429 ? t.refused : t.other)++;
  }
  return t;
}

template <typename Attempt>
double time_ms(Attempt attempt) {
  const auto start = std::chrono::steady_clock::now();
  attempt();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

double median(std::vector<double> samples) {
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

TEST_F(sign_in_api, admin_e_mail_variants_share_one_failure_budget) {
  const std::vector<std::string> variants = {"admin@sangam.test ", "ADMIN@sangam.test",
                                             "\tAdmin@Sangam.Test\n", "  admin@sangam.test"};
  for (int i = 0; i < k_account_budget; ++i) {
    ASSERT_EQ(admin_sign_in(variants[i % variants.size()], "wrong password!").status, 401) << i;
  }
  EXPECT_EQ(admin_sign_in(k_admin_email, "wrong password!").status, 429);
  EXPECT_EQ(admin_sign_in(" ADMIN@sangam.test\t", "wrong password!").status, 429);
  // The right password through yet another spelling gets no fresh budget either.
  EXPECT_EQ(admin_sign_in("admin@SANGAM.test  ", k_admin_password).status, 429);
  EXPECT_EQ(admin_sign_in(k_admin_email, k_admin_password).status, 429);
}

TEST_F(sign_in_api, member_e_mail_variants_share_one_failure_budget) {
  member_with_password();
  const std::vector<std::string> variants = {"meera@x.in ", "MEERA@x.in", "\tMeera@X.IN\n",
                                             "  meera@x.in"};
  for (int i = 0; i < k_account_budget; ++i) {
    ASSERT_EQ(member_sign_in(variants[i % variants.size()], "wrong").status, 401) << i;
  }
  EXPECT_EQ(member_sign_in(k_member_email, "wrong").status, 429);
  EXPECT_EQ(member_sign_in(" MEERA@x.in\t", "wrong").status, 429);
  EXPECT_EQ(member_sign_in("meera@X.in  ", k_member_password).status, 429);
}

TEST_F(sign_in_api, thirty_parallel_wrong_admin_passwords_verify_at_most_the_budget) {
  const auto t = at_once(30, [this] { return admin_sign_in(k_admin_email, "wrong password!"); });
  EXPECT_LE(t.wrong, k_account_budget);
  EXPECT_GE(t.wrong, 1);
  EXPECT_EQ(t.wrong + t.refused, 30) << t.other << " other answers";
  EXPECT_EQ(admin_sign_in(k_admin_email, k_admin_password).status, 429);
}

TEST_F(sign_in_api, thirty_parallel_wrong_member_passwords_verify_at_most_the_budget) {
  member_with_password();
  const auto t = at_once(30, [this] { return member_sign_in(k_member_email, "wrong"); });
  EXPECT_LE(t.wrong, k_account_budget);
  EXPECT_GE(t.wrong, 1);
  EXPECT_EQ(t.wrong + t.refused, 30) << t.other << " other answers";
  EXPECT_EQ(member_sign_in(k_member_email, k_member_password).status, 429);
}

TEST_F(sign_in_api, a_success_gives_its_charge_back_and_clears_the_account) {
  member_with_password();
  for (int i = 0; i < k_account_budget - 1; ++i) {
    ASSERT_EQ(member_sign_in(k_member_email, "wrong").status, 401) << i;
  }
  ASSERT_EQ(member_sign_in(k_member_email, k_member_password).status, 200);
  for (int i = 0; i < k_account_budget; ++i) {
    ASSERT_EQ(member_sign_in(k_member_email, "wrong").status, 401) << i;
  }
  EXPECT_EQ(member_sign_in(k_member_email, "wrong").status, 429);
}

TEST_F(sign_in_api, a_common_password_is_refused_for_a_member_with_its_message) {
  const auto token = approved(k_member_email);
  const auto short_one = set_password(k_member_email, token, "12345");
  EXPECT_EQ(short_one.status, 400);
  EXPECT_EQ(short_one.json()["error"]["fields"].value("password", ""),
            "Password must be at least 6 characters.");
  for (const auto* common : {"123456", "PassWord1", "iloveyou", "Football"}) {
    const auto res = set_password(k_member_email, token, common);
    EXPECT_EQ(res.status, 400) << common;
    EXPECT_EQ(res.json()["error"]["fields"].value("password", ""), k_too_common) << common;
  }
  EXPECT_EQ(count_rows("profiles WHERE password_set = 1"), 0);
  EXPECT_EQ(set_password(k_member_email, token, "chai-and-code").status, 200);
}

TEST_F(sign_in_api, a_common_or_short_administrator_password_is_refused) {
  int tried = 0;
  auto refusal = [&](const std::string& password) -> std::string {
    const auto email = "admin-" + std::to_string(++tried) + "@sangam.test";
    try {
      features::admin::create_administrator(app_->writer(), email, password);
    } catch (const core::api_error& e) {
      EXPECT_EQ(e.status(), 400) << e.what();
      return e.fields().contains("password") ? e.fields().at("password") : e.what();
    }
    return "created";
  };
  EXPECT_EQ(refusal("qwerty123456"), k_too_common);
  EXPECT_EQ(refusal("QWERTY123456"), k_too_common);
  EXPECT_EQ(refusal("1qaz2wsx3edc"), k_too_common);
  EXPECT_EQ(refusal("short-pass1"), "An administrator password needs 12 to 128 characters.");
  EXPECT_EQ(count_rows("administrators"), 1);
  EXPECT_EQ(refusal("a long and unusual one"), "created");
}

// Every answer costs one password verification: an unknown address, or an approved member who
// has no password yet, takes about as long as a wrong password for a real account.
TEST_F(sign_in_api, member_sign_in_takes_as_long_for_unknown_addresses) {
  member_with_password();
  approved("no-password@x.in");
  std::vector<double> known, unknown, unset;
  for (int i = 0; i < 5; ++i) {
    known.push_back(
        time_ms([&] { EXPECT_EQ(member_sign_in(k_member_email, "wrong").status, 401); }));
    unknown.push_back(time_ms([&] {
      EXPECT_EQ(member_sign_in("nobody-" + std::to_string(i) + "@x.in", "wrong").status, 404);
    }));
    unset.push_back(
        time_ms([&] { EXPECT_EQ(member_sign_in("no-password@x.in", "wrong").status, 409); }));
  }
  const double known_ms = median(known), unknown_ms = median(unknown), unset_ms = median(unset);
  EXPECT_GE(unknown_ms, known_ms / 2) << unknown_ms << " ms against " << known_ms << " ms";
  EXPECT_GE(unset_ms, known_ms / 2) << unset_ms << " ms against " << known_ms << " ms";
}

TEST_F(sign_in_api, admin_sign_in_takes_as_long_for_unknown_addresses) {
  std::vector<double> known, unknown;
  for (int i = 0; i < 5; ++i) {
    known.push_back(
        time_ms([&] { EXPECT_EQ(admin_sign_in(k_admin_email, "wrong password!").status, 401); }));
    unknown.push_back(time_ms([&] {
      EXPECT_EQ(admin_sign_in("nobody-" + std::to_string(i) + "@x.in", "wrong").status, 401);
    }));
  }
  const double known_ms = median(known), unknown_ms = median(unknown);
  EXPECT_GE(unknown_ms, known_ms / 2) << unknown_ms << " ms against " << known_ms << " ms";
}

}  // namespace
}  // namespace sangam::testing
