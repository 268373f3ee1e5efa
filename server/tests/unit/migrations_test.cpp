#include "db/migrations.hpp"

#include <gtest/gtest.h>

namespace sangam::db {
namespace {

TEST(migrations, statements_split_at_line_ending_semicolons_and_comments_drop) {
  const auto statements = split_statements(
      "-- a table\nCREATE TABLE a (\n  id TEXT -- inline stays\n);\n\n"
      "CREATE INDEX a_id ON a (id);\n-- trailing comment\n");
  ASSERT_EQ(statements.size(), 2u);
  EXPECT_EQ(statements[0], "CREATE TABLE a (\n  id TEXT -- inline stays\n)");
  EXPECT_EQ(statements[1], "CREATE INDEX a_id ON a (id)");
}

TEST(migrations, embedded_ones_are_numbered_in_order) {
  const auto all = embedded_migrations();
  ASSERT_FALSE(all.empty());
  for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i].version, static_cast<int>(i + 1));
}

}  // namespace
}  // namespace sangam::db
