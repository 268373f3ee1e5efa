// Curated daily matches (docs/daily-matches.md), on both engines: a member's batch for the day is
// stored once and the same on every read (and, on PostgreSQL, from every instance), holds nobody
// from an earlier batch, keeps companies and cities diverse, turns over at 08:00 in the member's
// time zone, rings the bell once a day and e-mails only those who asked.
#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "features/discover/daily_matches.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/members_repo.hpp"
#include "features/discover/swiped_cache.hpp"
#include "features/profiles/settings.hpp"
#include "support/member_fixture.hpp"
#include "support/time_travel.hpp"

namespace sangam::testing {
namespace {

using namespace std::chrono_literals;
namespace discover = features::discover;

constexpr const char* k_ready = "Your 10 matches for today are ready";

class daily_matches_api : public member_api {
 protected:
  // `n` members, each of a company and a city of their own (diversity caps nobody).
  std::vector<member> others(int n, const std::string& prefix = "M",
                             const std::string& industry = "Fintech") {
    std::vector<member> made;
    for (int i = 0; i < n; ++i) {
      const auto name = prefix + std::to_string(i);
      made.push_back(add({.name = name, .industry = industry, .city = "City " + name}, false));
      set_company(made.back(), "Company " + name);
    }
    app_->reload_members();
    return made;
  }
  void set_company(const member& m, const std::string& company) {
    auto sql = database().open_session();
    *sql << "UPDATE profiles SET company = :c WHERE id = :id", soci::use(company), soci::use(m.id);
  }
  static json deck_of(const http_client& c) {
    const auto res = c.get("/api/discover?limit=100");
    EXPECT_EQ(res.status, 200) << res.body;
    return res.json();
  }
  // The ids of the deck's cards marked "today", in order.
  static std::vector<std::string> today_of(const http_client& c) {
    std::vector<std::string> ids;
    const auto deck = deck_of(c);  // kept: a range over a temporary's member would dangle
    for (const auto& card : deck["cards"]) {
      if (card["today"].get<bool>()) ids.push_back(card["id"].get<std::string>());
    }
    return ids;
  }
  std::vector<std::string> today_of(const member& m) { return today_of(as(m.cookie)); }
  http_result put_email(const member& m, const json& body) {
    return as(m.cookie).send("PUT", "/api/discover/daily-email", body.dump(), "application/json");
  }
  int bell_items(const member& m) {
    return count_rows("notifications WHERE profile_id = '" + m.id + "' AND message = '" + k_ready +
                      "'");
  }
  void set_timezone(const member& m, const std::string& zone) {
    app_->writer().run(
        [&](db::tx& t) { features::profiles::save_settings(t, m.id, {.timezone = zone}); });
  }
  // One pass of the minute's sweep, over an index of its own.
  std::size_t sweep(discover::daily_sweep& s) {
    discover::member_index index;
    discover::load_members(database(), index);
    discover::swiped_cache swiped;
    return s.run({database(), app_->writer(), index, swiped, 10, [] { return std::string(); }},
                 core::now(), 1000, 1000);
  }
};

std::set<std::string> set_of(const std::vector<std::string>& ids) {
  return {ids.begin(), ids.end()};
}

TEST_F(daily_matches_api, the_batch_leads_the_deck_and_is_the_same_on_every_read) {
  const auto asha = add({.name = "Asha"});
  others(15);
  const auto deck = deck_of(as(asha.cookie));
  EXPECT_EQ(deck["todayTotal"], 10);
  std::vector<std::string> first;
  std::set<std::string> all;
  bool in_today = true;
  for (const auto& card : deck["cards"]) {
    const auto today = card["today"].get<bool>();
    EXPECT_TRUE(in_today || !today) << "a card of the batch after the rest";
    in_today = today;
    if (today) first.push_back(card["id"]);
    EXPECT_TRUE(all.insert(card["id"].get<std::string>()).second) << "a card twice";
  }
  EXPECT_EQ(first.size(), 10u);
  EXPECT_EQ(all.size(), 15u);
  EXPECT_EQ(deck["remaining"], 15);
  EXPECT_EQ(today_of(asha), first);
  EXPECT_EQ(count_rows("daily_matches WHERE member_id = '" + asha.id + "'"), 10);
  // A scenario's deck is the ranking alone.
  const auto founders = as(asha.cookie).get("/api/discover?scenario=founder").json();
  EXPECT_EQ(founders["todayTotal"], 0);
  for (const auto& card : founders["cards"]) EXPECT_FALSE(card["today"].get<bool>());
}

TEST_F(daily_matches_api, a_swiped_card_leaves_the_batch_and_the_rest_follows) {
  const auto asha = add({.name = "Asha"});
  const auto people = others(12);
  const auto batch = today_of(asha);
  ASSERT_EQ(batch.size(), 10u);
  for (const auto& id : batch) {
    ASSERT_EQ(
        as(asha.cookie).post_json("/api/swipes", {{"target", id}, {"decision", "pass"}}).status,
        200);
  }
  const auto deck = deck_of(as(asha.cookie));
  EXPECT_EQ(deck["todayTotal"], 10);  // seen, all of them: the web says so
  ASSERT_EQ(deck["cards"].size(), 2u);
  for (const auto& card : deck["cards"]) {
    EXPECT_FALSE(card["today"].get<bool>());
    EXPECT_FALSE(set_of(batch).contains(card["id"].get<std::string>()));
  }
}

TEST_F(daily_matches_api, the_next_days_batch_holds_nobody_from_an_earlier_one) {
  const auto asha = add({.name = "Asha"});
  others(25);
  const auto day_one = today_of(asha);
  ASSERT_EQ(day_one.size(), 10u);
  time_travel later(24h);
  const auto day_two = today_of(asha);
  ASSERT_EQ(day_two.size(), 10u);
  later.forward(24h);
  const auto day_three = today_of(asha);
  ASSERT_EQ(day_three.size(), 5u);  // 25 people, 20 of them in earlier batches
  std::set<std::string> seen;
  for (const auto* batch : {&day_one, &day_two, &day_three}) {
    for (const auto& id : *batch) EXPECT_TRUE(seen.insert(id).second) << id << " came back";
  }
}

TEST_F(daily_matches_api, at_most_two_of_one_company_and_four_of_one_city) {
  const auto asha = add({.name = "Asha"});
  // Six of Acme and six more in Mumbai, all better matches (Asha's industry) than the others.
  std::vector<member> acme, mumbai;
  for (int i = 0; i < 6; ++i) {
    acme.push_back(
        add({.name = "Acme" + std::to_string(i), .city = "Acme town " + std::to_string(i)}, false));
    set_company(acme.back(), i % 2 == 0 ? "Acme" : " ACME ");
    mumbai.push_back(add({.name = "Mum" + std::to_string(i), .city = "Mumbai"}, false));
    set_company(mumbai.back(), "Mum company " + std::to_string(i));
  }
  others(10, "Other", "Healthcare");
  const auto batch = set_of(today_of(asha));
  ASSERT_EQ(batch.size(), 10u);  // the next best took the capped places
  const auto in_batch = [&](const std::vector<member>& group) {
    return std::count_if(group.begin(), group.end(),
                         [&](const member& m) { return batch.contains(m.id); });
  };
  EXPECT_EQ(in_batch(acme), 2);
  EXPECT_EQ(in_batch(mumbai), 4);
}

TEST_F(daily_matches_api, a_new_batch_comes_at_eight_in_the_members_time_zone) {
  const auto asha = add({.name = "Asha"});
  others(25);
  set_timezone(asha, "PST");
  const auto eight = discover::next_batch_time(core::now(), "PST");
  // 08:00 at UTC-8 is 16:00 UTC.
  EXPECT_EQ(std::chrono::floor<std::chrono::minutes>(eight).time_since_epoch().count() % (24 * 60),
            16 * 60);
  time_travel later(eight - core::now() - 2min);
  const auto before = today_of(asha);
  later.forward(1min);
  EXPECT_EQ(today_of(asha), before);  // 07:59: still the same day
  later.forward(2min);
  const auto after = today_of(asha);  // 08:01
  ASSERT_EQ(after.size(), 10u);
  for (const auto& id : after) EXPECT_FALSE(set_of(before).contains(id));
  EXPECT_EQ(count_rows("daily_match_days WHERE member_id = '" + asha.id + "'"), 2);
}

TEST_F(daily_matches_api, the_bell_rings_once_a_day_and_the_sweep_makes_what_is_due) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  others(30);
  today_of(asha);
  today_of(asha);
  EXPECT_EQ(bell_items(asha), 1);
  discover::daily_sweep s;
  // Everyone else's batch: Asha's was made already.
  EXPECT_EQ(sweep(s), 31u);
  EXPECT_EQ(bell_items(asha), 1);
  EXPECT_EQ(bell_items(ravi), 1);
  EXPECT_EQ(sweep(s), 0u);  // the walk is done until a day changes
  discover::daily_sweep on_another_instance;
  EXPECT_EQ(sweep(on_another_instance), 0u);
  // The batch Ravi opens is the one the sweep made.
  EXPECT_EQ(today_of(ravi).size(), 10u);
  EXPECT_EQ(count_rows("daily_matches WHERE member_id = '" + ravi.id + "'"), 10);
  EXPECT_EQ(bell_items(ravi), 1);
  time_travel later(24h);
  EXPECT_GT(sweep(s), 0u);
  EXPECT_EQ(bell_items(asha), 2);
  today_of(asha);
  EXPECT_EQ(bell_items(asha), 2);
}

TEST_F(daily_matches_api, only_members_who_opted_in_get_the_e_mail) {
  const auto asha = add({.name = "Asha"});
  const auto ravi = add({.name = "Ravi"});
  others(12);
  EXPECT_EQ(as(asha.cookie).get("/api/discover/daily-email").json()["email"], false);
  const auto bad = put_email(asha, {{"email", "yes"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("email"), std::string::npos);
  EXPECT_EQ(count_rows("daily_match_settings"), 0);
  const auto on = put_email(asha, {{"email", true}});
  ASSERT_EQ(on.status, 200) << on.body;
  EXPECT_EQ(as(asha.cookie).get("/api/discover/daily-email").json()["email"], true);
  today_of(asha);
  today_of(ravi);
  EXPECT_NE(latest_mail_to(email_of(asha)).find(k_ready), std::string::npos);
  EXPECT_EQ(latest_mail_to(email_of(ravi)), "");
  EXPECT_EQ(bell_items(ravi), 1);
}

TEST_F(daily_matches_api, the_batch_size_is_a_setting) {
  cfg_.settings["SANGAM_DAILY_MATCHES"] = "3";
  start_app();
  const auto asha = add({.name = "Asha"});
  others(8);
  EXPECT_EQ(today_of(asha).size(), 3u);
  EXPECT_EQ(deck_of(as(asha.cookie))["todayTotal"], 3);
  EXPECT_EQ(count_rows("notifications WHERE message = 'Your 3 matches for today are ready'"), 1);
}

// Two instances over one database, asked at the same moment, answer the one stored batch.
TEST_F(daily_matches_api, two_instances_give_the_same_batch) {
  const auto asha = add({.name = "Asha"});
  others(30);
  auto second = std::make_unique<app>(base_config());
  const auto port = second->start();
  auto on_second = http_client(port);
  on_second.extra_headers = "Cookie: " + asha.cookie + "\r\n";
  auto from_first = std::async(std::launch::async, [&] { return today_of(as(asha.cookie)); });
  auto from_second = std::async(std::launch::async, [&] { return today_of(on_second); });
  const auto first = from_first.get();
  ASSERT_EQ(first.size(), 10u);
  EXPECT_EQ(from_second.get(), first);
  EXPECT_EQ(today_of(on_second), first);
  EXPECT_EQ(count_rows("daily_matches WHERE member_id = '" + asha.id + "'"), 10);
  EXPECT_EQ(bell_items(asha), 1);
}

}  // namespace
}  // namespace sangam::testing
