#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <set>

#include "core/clock.hpp"
#include "core/config.hpp"
#include "core/ids.hpp"
#include "core/origin.hpp"
#include "features/auth/sign_in.hpp"
#include "features/feature.hpp"

namespace sangam::core {
namespace {

TEST(ids, uuid_v7_is_canonical_versioned_and_time_ordered) {
  const std::regex shape("^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
  std::set<std::string> seen;
  std::string previous;
  for (int i = 0; i < 1000; ++i) {
    const auto id = new_uuid_v7();
    EXPECT_TRUE(std::regex_match(id, shape)) << id;
    EXPECT_GT(id, previous);  // strictly increasing, even within one millisecond
    previous = id;
    seen.insert(id);
  }
  EXPECT_EQ(seen.size(), 1000u);
}

TEST(clock, formats_utc_with_milliseconds) {
  using namespace std::chrono;
  const auto t = sys_days{2026y / 11 / 21} + 23h + 4min + 5s + 67ms;
  EXPECT_EQ(to_iso8601(t), "2026-11-21T23:04:05.067Z");
}

TEST(clock, parses_what_it_formats_and_nothing_else) {
  const auto t = std::chrono::system_clock::now();
  const auto back = from_iso8601(to_iso8601(t));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(to_iso8601(*back), to_iso8601(t));
  EXPECT_FALSE(from_iso8601("2026-11-21 23:04:05").has_value());
  EXPECT_FALSE(from_iso8601("").has_value());
  EXPECT_FALSE(from_iso8601("2026-11-21T23:04:05.067+05:30").has_value());
}

TEST(clock, now_is_the_system_clock_until_a_test_moves_it) {
  using namespace std::chrono_literals;
  const auto before = std::chrono::system_clock::now();
  EXPECT_GE(core::now(), before);
  EXPECT_LT(core::now() - before, 1s);
  core::set_clock_offset(24h);
  EXPECT_GE(core::now() - std::chrono::system_clock::now(), 24h - 1s);
  EXPECT_GT(core::now_iso8601(), core::to_iso8601(before + 23h));
  core::set_clock_offset({});
  EXPECT_LT(core::now() - std::chrono::system_clock::now(), 1s);
}

TEST(origin, is_what_a_browser_sends_in_an_origin_header) {
  EXPECT_EQ(origin_of("https://sangam.example"), "https://sangam.example");
  EXPECT_EQ(origin_of("HTTPS://Sangam.Example/"), "https://sangam.example");
  EXPECT_EQ(origin_of("https://sangam.example:443/app/?x=1#top"), "https://sangam.example");
  EXPECT_EQ(origin_of("http://sangam.example:80"), "http://sangam.example");
  EXPECT_EQ(origin_of("http://sangam.example:443"), "http://sangam.example:443");
  EXPECT_EQ(origin_of("https://sangam.example:8443/"), "https://sangam.example:8443");
  EXPECT_EQ(origin_of("http://127.0.0.1:5173"), "http://127.0.0.1:5173");
  EXPECT_EQ(origin_of("http://[::1]:8080/"), "http://[::1]:8080");
  EXPECT_EQ(origin_of("http://[::1]"), "http://[::1]");
  for (const auto* bad :
       {"", "null", "sangam.example", "ftp://sangam.example", "https://", "https:///app",
        "https://user@sangam.example", "https://sangam.example:0", "https://sangam.example:65536",
        "https://sangam.example:+1", "https://sangam.example:x", "https://sangam example",
        "https://[::1", "https://[]"}) {
    EXPECT_EQ(origin_of(bad), std::nullopt) << bad;
  }
}

// A feature's own setting (features::setting) is read by name from config.settings, which the
// process's environment fills with every SANGAM_* variable.
TEST(config, a_feature_setting_is_read_by_name_with_its_default_and_range) {
  config c;
  EXPECT_EQ(number_setting(c, "SANGAM_TRENDING_REFRESH", 60, 0, 86400), 60u);
  c.settings["SANGAM_TRENDING_REFRESH"] = "0";
  EXPECT_EQ(number_setting(c, "SANGAM_TRENDING_REFRESH", 60, 0, 86400), 0u);
  for (const char* bad : {"-1", "86401", "1m", ""}) {
    c.settings["SANGAM_TRENDING_REFRESH"] = bad;
    try {
      number_setting(c, "SANGAM_TRENDING_REFRESH", 60, 0, 86400);
      ADD_FAILURE() << "accepted " << bad;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("SANGAM_TRENDING_REFRESH"), std::string::npos);
    }
  }
}

TEST(config, the_process_environment_gives_every_sangam_variable_to_the_settings) {
  ::setenv("SANGAM_A_FEATURE_SETTING", "7", 1);
  ::setenv("NOT_SANGAM_SETTING", "8", 1);
  const auto c = config_from_process_env();
  ::unsetenv("SANGAM_A_FEATURE_SETTING");
  ::unsetenv("NOT_SANGAM_SETTING");
  EXPECT_EQ(number_setting(c, "SANGAM_A_FEATURE_SETTING", 1, 0, 10), 7u);
  EXPECT_FALSE(c.settings.contains("NOT_SANGAM_SETTING"));
}

TEST(config, environment_overrides_defaults_and_bad_values_are_named) {
  std::map<std::string, std::string> env = {
      {"SANGAM_PORT", "9090"}, {"SANGAM_DB", "postgresql://db/sangam"}, {"SANGAM_DEMO", "1"}};
  auto lookup = [&](const char* name) -> std::optional<std::string> {
    auto it = env.find(name);
    return it == env.end() ? std::nullopt : std::optional(it->second);
  };
  const auto c = config_from_env(lookup);
  EXPECT_EQ(c.port, 9090);
  EXPECT_EQ(c.db, "postgresql://db/sangam");
  EXPECT_TRUE(c.demo);
  EXPECT_EQ(c.host, "127.0.0.1");
  EXPECT_EQ(c.web_root, "web/dist");

  env["SANGAM_PUBLIC_URL"] = "sangam.example";
  try {
    config_from_env(lookup);
    FAIL() << "a public URL without a scheme was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("SANGAM_PUBLIC_URL"), std::string::npos);
  }
  env["SANGAM_PUBLIC_URL"] = "https://sangam.example/";
  EXPECT_EQ(config_from_env(lookup).public_url, "https://sangam.example/");

  env["SANGAM_PORT"] = "80a";
  try {
    config_from_env(lookup);
    FAIL() << "a bad port was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("SANGAM_PORT"), std::string::npos);
  }
}

TEST(config, admin_two_factor_is_required_unless_demo_or_set_optional) {
  std::map<std::string, std::string> env;
  auto lookup = [&](const char* name) -> std::optional<std::string> {
    auto it = env.find(name);
    return it == env.end() ? std::nullopt : std::optional(it->second);
  };
  EXPECT_TRUE(config_from_env(lookup).admin_two_factor_required);
  env["SANGAM_DEMO"] = "1";
  EXPECT_FALSE(config_from_env(lookup).admin_two_factor_required);
  env["SANGAM_ADMIN_2FA"] = "required";
  EXPECT_TRUE(config_from_env(lookup).admin_two_factor_required);
  env.erase("SANGAM_DEMO");
  env["SANGAM_ADMIN_2FA"] = "optional";
  EXPECT_FALSE(config_from_env(lookup).admin_two_factor_required);
  env["SANGAM_ADMIN_2FA"] = "yes";
  try {
    config_from_env(lookup);
    FAIL() << "a bad SANGAM_ADMIN_2FA was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("SANGAM_ADMIN_2FA"), std::string::npos);
  }
}

TEST(config, a_text_setting_is_the_variable_as_given_or_its_default) {
  constexpr features::text_setting export_dir{.name = "SANGAM_EXPORT_DIR",
                                              .fallback = "var/exports"};
  config c;
  EXPECT_EQ(export_dir.of(c), "var/exports");
  c.settings["SANGAM_EXPORT_DIR"] = "/srv/sangam/exports";
  EXPECT_EQ(export_dir.of(c), "/srv/sangam/exports");
}

TEST(config, the_public_form_limit_is_30_unless_set_and_never_0) {
  config c;
  EXPECT_EQ(features::auth::k_public_forms.capacity(c), 30U);
  c.settings["SANGAM_PUBLIC_FORM_RATE_LIMIT"] = "100";
  EXPECT_EQ(features::auth::k_public_forms.capacity(c), 100U);
  for (const auto* bad : {"0", "-1", "x"}) {
    c.settings["SANGAM_PUBLIC_FORM_RATE_LIMIT"] = bad;
    EXPECT_THROW(features::auth::k_public_forms.capacity(c), std::invalid_argument) << bad;
  }
}

}  // namespace
}  // namespace sangam::core
