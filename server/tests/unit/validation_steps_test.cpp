#include "features/validation/steps.hpp"

#include <gtest/gtest.h>

namespace sangam::features::validation {
namespace {

TEST(validation_steps,
     status_follows_the_answers_and_complete_only_counts_when_all_four_are_there) {
  EXPECT_EQ(status_of({"", "", "", ""}, false), status::not_started);
  EXPECT_EQ(status_of({"  ", "\n", "", "\t"}, false), status::not_started);  // blank after trim
  EXPECT_EQ(status_of({"Kirana owners", "", "", ""}, false), status::in_progress);
  EXPECT_EQ(status_of({"a", "b", "c", "   "}, false), status::in_progress);
  EXPECT_EQ(status_of({"a", "b", "c", "d"}, false), status::ready);
  EXPECT_EQ(status_of({"a", "b", "c", "d"}, true), status::completed);
  // Completed and then an answer cleared: not completed any more.
  EXPECT_EQ(status_of({"a", "b", "", "d"}, true), status::in_progress);
  EXPECT_EQ(status_name(status::not_started), "not-started");
  EXPECT_EQ(status_name(status::in_progress), "in-progress");
}

TEST(validation_steps, the_score_is_the_percent_of_the_twenty_answers_filled) {
  std::vector<step> steps(k_steps);
  EXPECT_EQ(score_of(steps), 0);
  steps[0].given = {"a", "b", "c", "d"};
  EXPECT_EQ(score_of(steps), 20);
  steps[1].given = {"a", " ", "c", ""};
  EXPECT_EQ(score_of(steps), 30);
  for (auto& s : steps) s.given = {"a", "b", "c", "d"};
  EXPECT_EQ(score_of(steps), 100);
  steps[4].given[3] = "";
  EXPECT_EQ(score_of(steps), 95);
}

}  // namespace
}  // namespace sangam::features::validation
