#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>
#include <string>
#include <tuple>

#include "core/metrics/registry.hpp"
#include "support/exposition.hpp"

namespace sangam::core::metrics {
namespace {

TEST(metrics, renders_counters_gauges_and_histograms_in_the_exposition_format) {
  registry r;
  auto& ok = r.add_counter("sangam_test_requests_total", "Requests.", {{"status", "200"}});
  r.add_counter("sangam_test_requests_total", "Requests.", {{"status", "503"}}).inc(2);
  ok.inc();
  ok.inc(4);
  double depth = 3;
  r.add_gauge("sangam_test_depth", "Waiting jobs.", [&depth] { return depth; });
  const double bounds[] = {0.5, 1};
  auto& h = r.add_histogram("sangam_test_seconds", "Time \"taken\"\nper job.", bounds,
                            {{"route", "/api/a \"b\"\\c"}});
  h.observe(0.25);
  h.observe(0.5);  // a bound is inclusive
  h.observe(0.75);
  h.observe(8);

  const auto text = r.render();
  EXPECT_EQ(testing::exposition_errors(text), "");
  EXPECT_NE(text.find("# TYPE sangam_test_requests_total counter\n"
                      "sangam_test_requests_total{status=\"200\"} 5\n"
                      "sangam_test_requests_total{status=\"503\"} 2\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("# TYPE sangam_test_depth gauge\nsangam_test_depth 3\n"), std::string::npos);
  EXPECT_NE(text.find("# HELP sangam_test_seconds Time \"taken\"\\nper job.\n"), std::string::npos);
  const std::string labels = R"(route="/api/a \"b\"\\c")";
  for (const auto& [suffix, extra, value] :
       {std::tuple{"_bucket", R"(,le="0.5")", "2"}, std::tuple{"_bucket", R"(,le="1")", "3"},
        std::tuple{"_bucket", R"(,le="+Inf")", "4"}, std::tuple{"_sum", "", "9.5"},
        std::tuple{"_count", "", "4"}}) {
    const auto expected =
        std::string("sangam_test_seconds") + suffix + "{" + labels + extra + "} " + value + "\n";
    EXPECT_TRUE(text.find(expected) != std::string::npos) << expected << "\n" << text;
  }
  depth = 1.5;
  EXPECT_NE(r.render().find("sangam_test_depth 1.5\n"), std::string::npos);
}

TEST(metrics, the_same_name_and_labels_are_the_same_series) {
  registry r;
  auto& a = r.add_counter("sangam_x_total", "X.", {{"k", "1"}});
  auto& b = r.add_counter("sangam_x_total", "X.", {{"k", "1"}});
  EXPECT_EQ(&a, &b);
  EXPECT_NE(&a, &r.add_counter("sangam_x_total", "X.", {{"k", "2"}}));
  const double bounds[] = {1, 2};
  EXPECT_EQ(&r.add_histogram("sangam_h", "H.", bounds), &r.add_histogram("sangam_h", "H.", bounds));
}

TEST(metrics, refuses_conflicting_or_malformed_registrations) {
  registry r;
  r.add_counter("sangam_x_total", "X.");
  EXPECT_THROW(r.add_gauge("sangam_x_total", "X.", [] { return 0.0; }), std::logic_error);
  EXPECT_THROW(r.add_counter("sangam_x_total", "Other help."), std::logic_error);
  r.add_gauge("sangam_g", "G.", [] { return 1.0; });
  EXPECT_THROW(r.add_gauge("sangam_g", "G.", [] { return 2.0; }), std::logic_error);
  const double bounds[] = {1, 2};
  const double other[] = {1, 3};
  r.add_histogram("sangam_h", "H.", bounds);
  EXPECT_THROW(r.add_histogram("sangam_h", "H.", other, {{"a", "b"}}), std::logic_error);
  const double unsorted[] = {2, 1};
  EXPECT_THROW(r.add_histogram("sangam_u", "U.", unsorted), std::invalid_argument);
  EXPECT_THROW(r.add_counter("9lives", "No."), std::invalid_argument);
  EXPECT_THROW(r.add_counter("sangam-dash", "No."), std::invalid_argument);
  EXPECT_THROW(r.add_counter("sangam_y", "No.", {{"le", "1"}}), std::invalid_argument);
  EXPECT_THROW(r.add_counter("sangam_y", "No.", {{"bad label", "1"}}), std::invalid_argument);
}

TEST(metrics, odd_gauge_values_stay_in_the_grammar) {
  registry r;
  r.add_gauge("sangam_nan", "N.", [] { return std::numeric_limits<double>::quiet_NaN(); });
  r.add_gauge("sangam_inf", "I.", [] { return -std::numeric_limits<double>::infinity(); });
  r.add_gauge("sangam_tiny", "T.", [] { return 1e-9; });
  const auto text = r.render();
  EXPECT_EQ(testing::exposition_errors(text), "");
  EXPECT_NE(text.find("sangam_nan NaN\n"), std::string::npos);
  EXPECT_NE(text.find("sangam_inf -Inf\n"), std::string::npos);
}

}  // namespace
}  // namespace sangam::core::metrics
