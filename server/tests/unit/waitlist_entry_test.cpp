#include "features/waitlist/waitlist_entry.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"

namespace sangam::features::waitlist {
namespace {

using nlohmann::json;

core::field_errors errors_of(const json& body) {
  try {
    parse_waitlist_entry(body);
  } catch (const core::api_error& e) {
    EXPECT_EQ(e.status(), 400);
    return e.fields();
  }
  return {};
}

TEST(waitlist_entry, a_complete_entry_is_trimmed_and_its_email_lower_cased) {
  const auto entry = parse_waitlist_entry({{"name", "  Vikram Shah "},
                                           {"email", " Vikram@Example.IN"},
                                           {"role", "Investor"},
                                           {"city", "Mumbai "},
                                           {"bio", "  "},
                                           {"referral", "ABC"}});
  EXPECT_EQ(entry.name, "Vikram Shah");
  EXPECT_EQ(entry.email, "vikram@example.in");
  EXPECT_EQ(entry.role, "Investor");
  EXPECT_EQ(entry.city, "Mumbai");
  EXPECT_FALSE(entry.bio.has_value());  // blank optional text is no text
  EXPECT_EQ(entry.referral, "ABC");
}

TEST(waitlist_entry, an_empty_body_names_every_required_field) {
  const auto errors = errors_of(json::object());
  EXPECT_EQ(errors.size(), 4u);
  EXPECT_EQ(errors.at("name"), "Please enter your full name.");
  EXPECT_EQ(errors.at("email"), "Please enter a valid email address.");
  EXPECT_EQ(errors.at("role"), "Role must be Founder, Mentor or Investor.");
  EXPECT_EQ(errors.at("city"), "Please enter your city.");
}

TEST(waitlist_entry, role_must_be_exactly_one_of_the_three) {
  for (const auto* role : {"Founder", "Mentor", "Investor"}) {
    EXPECT_TRUE(
        errors_of({{"name", "A"}, {"email", "a@b.in"}, {"role", role}, {"city", "C"}}).empty());
  }
  for (const auto* role : {"founder", "MENTOR", "Admin", ""}) {
    EXPECT_TRUE(errors_of({{"name", "A"}, {"email", "a@b.in"}, {"role", role}, {"city", "C"}})
                    .contains("role"))
        << role;
  }
}

TEST(waitlist_entry, limits_are_inclusive) {
  const json at_limit = {{"name", std::string(k_name_max, 'n')},
                         {"email", "a@b.in"},
                         {"role", "Founder"},
                         {"city", std::string(k_city_max, 'c')},
                         {"bio", std::string(k_bio_max, 'b')},
                         {"referral", std::string(k_referral_max, 'r')}};
  EXPECT_TRUE(errors_of(at_limit).empty());
  auto over = at_limit;
  over["bio"] = std::string(k_bio_max + 1, 'b');
  EXPECT_EQ(errors_of(over).at("bio"), "Bio must be at most 1000 characters.");
}

}  // namespace
}  // namespace sangam::features::waitlist
