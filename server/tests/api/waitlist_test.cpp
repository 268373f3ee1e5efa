#include <soci/soci.h>

#include <algorithm>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "support/api_fixture.hpp"

namespace sangam::testing {
namespace {

using nlohmann::json;

json valid_entry() {
  return {{"name", "Ananya Rao"}, {"email", "ananya@kiranlabs.in"}, {"role", "Mentor"},
          {"city", "Bengaluru"},  {"bio", "Two exits in fintech."}, {"referral", "SANGAM42"}};
}

// The token of the change link in an e-mail.
std::string change_token(const std::string& mail) {
  std::smatch m;
  const std::regex link("/waitlist/confirm\\?token=([0-9a-f]{64})");
  return std::regex_search(mail, m, link) ? m[1].str() : std::string{};
}

class waitlist_api : public api_test {};

TEST_F(waitlist_api, stores_a_valid_entry) {
  const auto res = client().post_json("/api/waitlist", valid_entry());
  EXPECT_EQ(res.status, 201);
  EXPECT_EQ(res.json(), json({{"status", "joined"}}));

  std::string name, email, role, city, bio, referral;
  auto sql = database().acquire();
  *sql << "SELECT name, email, role, city, bio, referral FROM waitlist", soci::into(name),
      soci::into(email), soci::into(role), soci::into(city), soci::into(bio), soci::into(referral);
  EXPECT_EQ(name, "Ananya Rao");
  EXPECT_EQ(email, "ananya@kiranlabs.in");
  EXPECT_EQ(role, "Mentor");
  EXPECT_EQ(city, "Bengaluru");
  EXPECT_EQ(bio, "Two exits in fintech.");
  EXPECT_EQ(referral, "SANGAM42");
}

TEST_F(waitlist_api, optional_fields_may_be_left_out_and_are_stored_as_null) {
  auto entry = valid_entry();
  entry.erase("bio");
  entry["referral"] = "";
  ASSERT_EQ(client().post_json("/api/waitlist", entry).status, 201);
  EXPECT_EQ(count_rows("waitlist WHERE bio IS NULL AND referral IS NULL"), 1);
}

TEST_F(waitlist_api, the_same_email_again_changes_nothing_until_the_address_confirms_it) {
  const auto first = client().post_json("/api/waitlist", valid_entry());
  EXPECT_EQ(count_rows("outbox"), 1);  // a first sign-up is acknowledged, once
  auto changed = valid_entry();
  changed["name"] = "Ananya R.";
  changed["email"] = "  Ananya@KiranLabs.in ";
  changed["role"] = "Investor";
  changed["city"] = "Mysuru";
  const auto second = client().post_json("/api/waitlist", changed);

  EXPECT_EQ(second.status, first.status);
  EXPECT_EQ(second.body, first.body);  // a repeat cannot be told from a first sign-up
  EXPECT_EQ(count_rows("waitlist"), 1);
  EXPECT_EQ(count_rows("waitlist WHERE name = 'Ananya Rao' AND role = 'Mentor' AND city = "
                       "'Bengaluru'"),
            1);

  const auto mail = latest_mail_to("ananya@kiranlabs.in");
  EXPECT_EQ(mail.find("Mysuru"), std::string::npos);  // nothing the sender typed is mailed
  const auto token = change_token(mail);
  ASSERT_EQ(token.size(), 64u) << mail;

  const auto preview = client().get("/api/waitlist/change?token=" + token);
  ASSERT_EQ(preview.status, 200) << preview.body;
  EXPECT_EQ(preview.json()["proposed"]["city"], "Mysuru");
  EXPECT_EQ(preview.json()["proposed"]["email"], "ananya@kiranlabs.in");

  const auto confirmed = client().post_json("/api/waitlist/change", {{"token", token}});
  EXPECT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(confirmed.json(), json({{"status", "joined"}}));
  EXPECT_EQ(count_rows("waitlist"), 1);
  EXPECT_EQ(count_rows("waitlist WHERE name = 'Ananya R.' AND role = 'Investor' AND city = "
                       "'Mysuru'"),
            1);

  const auto again = client().post_json("/api/waitlist/change", {{"token", token}});
  EXPECT_EQ(again.status, 403);
  EXPECT_EQ(again.json()["error"]["code"], "invalid_token");
  EXPECT_EQ(client().get("/api/waitlist/change?token=" + token).status, 403);
}

TEST_F(waitlist_api, an_expired_or_unknown_change_link_is_refused_and_changes_nothing) {
  ASSERT_EQ(client().post_json("/api/waitlist", valid_entry()).status, 201);
  auto changed = valid_entry();
  changed["city"] = "Mysuru";
  ASSERT_EQ(client().post_json("/api/waitlist", changed).status, 201);
  const auto token = change_token(latest_mail_to("ananya@kiranlabs.in"));
  ASSERT_EQ(token.size(), 64u);
  {
    auto sql = database().open_session();
    *sql << "UPDATE waitlist_changes SET expires_at = '2000-01-01T00:00:00.000Z'";
  }
  for (const auto& t : {token, std::string(64, 'b'), std::string("0123")}) {
    const auto res = client().post_json("/api/waitlist/change", {{"token", t}});
    EXPECT_EQ(res.status, 403) << t;
    EXPECT_EQ(res.json()["error"]["code"], "invalid_token");
    EXPECT_EQ(client().get("/api/waitlist/change?token=" + t).status, 403) << t;
  }
  EXPECT_EQ(count_rows("waitlist WHERE city = 'Bengaluru'"), 1);
}

TEST_F(waitlist_api, one_link_used_ten_times_at_once_applies_once) {
  ASSERT_EQ(client().post_json("/api/waitlist", valid_entry()).status, 201);
  auto changed = valid_entry();
  changed["city"] = "Mysuru";
  ASSERT_EQ(client().post_json("/api/waitlist", changed).status, 201);
  const auto token = change_token(latest_mail_to("ananya@kiranlabs.in"));
  ASSERT_EQ(token.size(), 64u);

  std::vector<int> statuses(10);
  std::vector<std::thread> threads;
  for (auto& status : statuses) {
    threads.emplace_back([&, &status = status] {
      status = client().post_json("/api/waitlist/change", {{"token", token}}).status;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(std::count(statuses.begin(), statuses.end(), 200), 1);
  EXPECT_EQ(std::count(statuses.begin(), statuses.end(), 403), 9);
  EXPECT_EQ(count_rows("waitlist WHERE city = 'Mysuru'"), 1);
}

TEST_F(waitlist_api, repeats_for_one_address_mail_at_most_three_live_links) {
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(client().post_json("/api/waitlist", valid_entry()).status, 201);
  }
  EXPECT_EQ(count_rows("waitlist"), 1);
  // The acknowledgement of the first, and three change links.
  EXPECT_EQ(count_rows("outbox WHERE to_address = 'ananya@kiranlabs.in'"), 4);
}

struct bad_field {
  std::string field;
  json value;  // null: the field is left out
};

class waitlist_invalid : public api_test, public ::testing::WithParamInterface<bad_field> {};

TEST_P(waitlist_invalid, is_refused_naming_the_field_and_stores_nothing) {
  const auto& bad = GetParam();
  auto entry = valid_entry();
  if (bad.value.is_null()) {
    entry.erase(bad.field);
  } else {
    entry[bad.field] = bad.value;
  }
  const auto res = client().post_json("/api/waitlist", entry);
  EXPECT_EQ(res.status, 400);
  const auto body = res.json();
  EXPECT_EQ(body["error"]["code"], "validation_failed");
  ASSERT_TRUE(body["error"]["fields"].contains(bad.field)) << res.body;
  EXPECT_EQ(body["error"]["fields"].size(), 1u) << res.body;
  EXPECT_FALSE(body["error"]["fields"][bad.field].get<std::string>().empty());
  EXPECT_EQ(count_rows("waitlist"), 0);
}

INSTANTIATE_TEST_SUITE_P(
    each_field, waitlist_invalid,
    ::testing::Values(bad_field{"name", nullptr}, bad_field{"name", "   "},
                      bad_field{"name", std::string(101, 'a')}, bad_field{"name", 42},
                      bad_field{"email", nullptr}, bad_field{"email", "not-an-email"},
                      bad_field{"email", "a@b"}, bad_field{"email", "two@@example.com"},
                      bad_field{"email", std::string(250, 'a') + "@x.in"},
                      bad_field{"role", nullptr}, bad_field{"role", "founder"},
                      bad_field{"role", "Admin"}, bad_field{"city", nullptr}, bad_field{"city", ""},
                      bad_field{"city", std::string(101, 'c')},
                      bad_field{"bio", std::string(1001, 'b')}, bad_field{"bio", json::array()},
                      bad_field{"referral", std::string(65, 'r')}),
    [](const auto& info) { return info.param.field + "_" + std::to_string(info.index); });

TEST_F(waitlist_api, lengths_count_characters_not_bytes) {
  auto entry = valid_entry();
  std::string hundred_devanagari;
  for (int i = 0; i < 100; ++i) hundred_devanagari += "\u0905";  // 3 bytes each
  entry["name"] = hundred_devanagari;
  EXPECT_EQ(client().post_json("/api/waitlist", entry).status, 201);
}

TEST_F(waitlist_api, a_body_that_is_not_json_is_refused_with_415) {
  const auto res = client().post("/api/waitlist", "name=Ananya&email=a%40b.in",
                                 "application/x-www-form-urlencoded");
  EXPECT_EQ(res.status, 415);
  EXPECT_EQ(res.json()["error"]["code"], "unsupported_media_type");
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(waitlist_api, malformed_json_is_refused_with_400) {
  const auto res = client().post("/api/waitlist", "{\"name\": ", "application/json");
  EXPECT_EQ(res.status, 400);
  EXPECT_EQ(res.json()["error"]["code"], "bad_request");
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(waitlist_api, a_2_mb_body_is_refused_with_413) {
  auto entry = valid_entry();
  entry["bio"] = std::string(2 * 1024 * 1024, 'x');
  const auto res = client().post_json("/api/waitlist", entry);
  EXPECT_EQ(res.status, 413);
  EXPECT_EQ(res.json()["error"]["code"], "payload_too_large");
  EXPECT_EQ(count_rows("waitlist"), 0);
}

TEST_F(waitlist_api, a_large_chunked_body_is_refused_with_413) {
  const std::string chunk(32 * 1024, 'x');
  std::string raw =
      "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
      "Transfer-Encoding: chunked\r\n\r\n";
  for (int i = 0; i < 8; ++i) raw += "8000\r\n" + chunk + "\r\n";
  raw += "0\r\n\r\n";
  EXPECT_EQ(client().raw(raw).status, 413);
}

TEST_F(waitlist_api, a_burst_past_the_limit_gets_429_with_retry_after) {
  const auto from = client("127.0.0.23");
  int accepted = 0;
  http_result refused;
  for (int i = 0; i < 30 && refused.status == 0; ++i) {
    auto entry = valid_entry();
    entry["email"] = "burst" + std::to_string(i) + "@example.in";
    auto res = from.post_json("/api/waitlist", entry);
    if (res.status == 201) ++accepted;
    if (res.status == 429) refused = res;
  }
  EXPECT_EQ(accepted, 10);  // SANGAM_WAITLIST_RATE_LIMIT unset: 10 per 10 minutes
  ASSERT_EQ(refused.status, 429);
  EXPECT_EQ(refused.json()["error"]["code"], "rate_limited");
  EXPECT_GE(std::stoi(refused.header("retry-after")), 1);
  EXPECT_EQ(count_rows("waitlist"), accepted);
  // Another address is not affected.
  EXPECT_EQ(client("127.0.0.24").post_json("/api/waitlist", valid_entry()).status, 201);
}

}  // namespace
}  // namespace sangam::testing
