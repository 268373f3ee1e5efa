#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "features/profiles/profile_fields.hpp"
#include "features/profiles/settings.hpp"

namespace sangam::features::profiles {
namespace {

using nlohmann::json;

TEST(profile_fields, web_links_are_absolute_http_or_https_with_a_host) {
  EXPECT_TRUE(is_web_link("https://kirana.ai"));
  EXPECT_TRUE(is_web_link("HTTP://www.linkedin.com/in/asha?x=1"));
  EXPECT_FALSE(is_web_link("javascript:alert(1)"));
  EXPECT_FALSE(is_web_link("ftp://example.com"));
  EXPECT_FALSE(is_web_link("https://"));
  EXPECT_FALSE(is_web_link("https://localhost/x"));
  EXPECT_FALSE(is_web_link("https://kirana.ai/a b"));
  EXPECT_FALSE(is_web_link("kirana.ai"));
  EXPECT_FALSE(is_web_link("https://.ai"));
}

TEST(profile_fields, completeness_counts_twelve_parts) {
  profile_fields p;
  EXPECT_EQ(completeness(p, false), 0);
  p.first_name = "Asha";
  EXPECT_EQ(completeness(p, false), 0);  // the name counts with both halves
  p.last_name = "Rao";
  EXPECT_EQ(completeness(p, false), 8);  // 1 of 12
  EXPECT_EQ(completeness(p, true), 16);  // 2 of 12
  p.title = p.company = p.industry = p.location = p.bio = p.education = "x";
  p.experience_years = 3;
  p.skills = {"Sales"};
  p.interests = {"Finance"};
  EXPECT_EQ(completeness(p, true), 91);  // 11 of 12: no link
  p.twitter = "https://x.com/asha";
  EXPECT_EQ(completeness(p, true), 100);
}

TEST(profile_fields, parsing_trims_drops_blanks_and_duplicates) {
  const auto p = parse_profile({{"firstName", "  Asha "},
                                {"lastName", ""},
                                {"skills", {"Sales", " sales ", "", "Ops"}},
                                {"experienceYears", nullptr}});
  EXPECT_EQ(p.first_name, "Asha");
  EXPECT_FALSE(p.last_name.has_value());
  EXPECT_EQ(p.skills, (std::vector<std::string>{"Sales", "Ops"}));
  EXPECT_FALSE(p.experience_years.has_value());
}

TEST(profile_fields, every_bad_field_is_named_at_once) {
  try {
    parse_profile({{"firstName", 5},
                   {"title", std::string(81, 'x')},
                   {"experienceYears", 2.5},
                   {"interests", {1, 2}}});
    FAIL() << "accepted";
  } catch (const core::api_error& e) {
    EXPECT_EQ(e.status(), 400);
    EXPECT_EQ(e.fields().size(), 4u);
    EXPECT_TRUE(e.fields().contains("firstName"));
    EXPECT_TRUE(e.fields().contains("title"));
    EXPECT_TRUE(e.fields().contains("experienceYears"));
    EXPECT_TRUE(e.fields().contains("interests"));
  }
}

TEST(phone_numbers, indian_numbers_are_read_with_plus_91_and_stored_in_e164) {
  EXPECT_EQ(e164_phone("98765 43210"), "+919876543210");
  EXPECT_EQ(e164_phone("098765-43210"), "+919876543210");
  EXPECT_EQ(e164_phone("+91 98765 43210"), "+919876543210");
  EXPECT_EQ(e164_phone("+44 20 7946 0958"), "+442079460958");
  EXPECT_EQ(e164_phone("12345"), std::nullopt);
  EXPECT_EQ(e164_phone("call me"), std::nullopt);
}

}  // namespace
}  // namespace sangam::features::profiles
