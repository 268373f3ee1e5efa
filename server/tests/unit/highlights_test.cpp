// The side panels' pure parts: Trending Founders' ranking, a Market Insight's checks, and the
// file that text messages go to in development.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <unistd.h>
#include <filesystem>
#include <fstream>

#include "core/error.hpp"
#include "features/highlights/trending.hpp"
#include "features/insights/catalog.hpp"
#include "features/verification/phone.hpp"

namespace sangam::features {
namespace {

using nlohmann::json;

std::vector<std::string> ids(const std::vector<highlights::active_member>& ranked) {
  std::vector<std::string> out;
  for (const auto& m : ranked) out.push_back(m.id + "=" + std::to_string(m.activity));
  return out;
}

TEST(trending, views_and_connections_add_up_and_the_most_active_come_first) {
  const auto ranked =
      highlights::rank_activity({{"a", 2}, {"b", 1}, {"c", 3}}, {{"b", 3}, {"d", 1}, {"a", 1}}, 10);
  EXPECT_EQ(ids(ranked), (std::vector<std::string>{"b=4", "a=3", "c=3", "d=1"}));  // a, c: by id
}

TEST(trending, at_most_the_limit_and_nothing_for_no_activity) {
  EXPECT_EQ(ids(highlights::rank_activity({{"a", 1}, {"b", 5}, {"c", 2}, {"z", 0}}, {}, 2)),
            (std::vector<std::string>{"b=5", "c=2"}));
  EXPECT_TRUE(highlights::rank_activity({{"z", 0}}, {}, 5).empty());
  EXPECT_TRUE(highlights::rank_activity({}, {}, 5).empty());
}

core::field_errors errors_of(const json& body) {
  try {
    insights::parse_insight(body);
  } catch (const core::api_error& e) {
    return e.fields();
  }
  return {};
}

TEST(insight, a_change_is_a_signed_percentage_or_nothing) {
  for (const char* good : {"+18%", "-4%", "6%", "+2.5%"}) {
    EXPECT_TRUE(errors_of({{"label", "L"}, {"value", "1"}, {"change", good}}).empty()) << good;
  }
  for (const char* bad : {"18", "up 4%", "+%", "4%%", "1.%"}) {
    EXPECT_EQ(errors_of({{"label", "L"}, {"value", "1"}, {"change", bad}})["change"],
              "Write a change such as +18% or -4%.")
        << bad;
  }
  const auto none = insights::parse_insight({{"label", "L"}, {"value", "1"}, {"change", " "}});
  EXPECT_FALSE(none.change.has_value());  // blank: no change shown
}

TEST(insight, label_and_value_are_required_and_bounded) {
  auto errors = errors_of({{"label", std::string(81, 'x')}, {"value", 7}});
  EXPECT_EQ(errors["label"], "At most 80 characters.");
  EXPECT_EQ(errors["value"], "Must be text.");
  errors = errors_of(json::object());
  EXPECT_EQ(errors["label"], "Enter a label.");
  EXPECT_EQ(errors["value"], "Enter a value.");
  const auto kept =
      insights::parse_insight({{"label", std::string(80, 'x')}, {"value", "₹4,200 Cr"}});
  EXPECT_EQ(kept.value, "₹4,200 Cr");
}

TEST(insight, a_patch_changes_only_what_it_names) {
  const insights::insight current{.id = "i1", .label = "Deals", .value = "126", .change = "+24%"};
  const auto changed = insights::apply_patch(current, {{"value", "130"}, {"ignored", 1}});
  EXPECT_EQ(changed.id, "i1");
  EXPECT_EQ(changed.label, "Deals");
  EXPECT_EQ(changed.value, "130");
  EXPECT_EQ(changed.change, "+24%");
  EXPECT_FALSE(insights::apply_patch(current, {{"change", nullptr}}).change.has_value());
}

TEST(sms_file, each_message_is_one_line_appended) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("sangam-sms-" + std::to_string(::getpid()) + ".txt");
  std::filesystem::remove(path);
  core::config cfg;
  cfg.settings["SANGAM_SMS_FILE"] = path.string();
  auto sender = verification::make_sms_sender(cfg);
  sender->send("+919876543210", "Your code is 123456.\nValid 10 minutes.");
  sender->send("+919812345678", "Your code is 654321.");
  std::ifstream in(path);
  std::string first, second, extra;
  std::getline(in, first);
  std::getline(in, second);
  EXPECT_EQ(first, "+919876543210 Your code is 123456. Valid 10 minutes.");
  EXPECT_EQ(second, "+919812345678 Your code is 654321.");
  EXPECT_FALSE(std::getline(in, extra));
  std::filesystem::remove(path);
  EXPECT_EQ(typeid(*verification::make_sms_sender(core::config{})),
            typeid(verification::log_sms_sender));
}

}  // namespace
}  // namespace sangam::features
