// Files only the server's user may read (issue 25): made 0600 whatever the umask, never
// half-written, and an existing one left as it is.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/private_files.hpp"
#include "support/file_mode.hpp"

namespace sangam::core {
namespace {

namespace fs = std::filesystem;
using testing::mode_of;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

class private_files : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/sangam-private-XXXXXX";
    ASSERT_NE(mkdtemp(pattern), nullptr);
    dir_ = pattern;
    umask_ = ::umask(0);  // the most permissive: modes must not come from the umask
  }
  void TearDown() override {
    ::umask(umask_);
    fs::remove_all(dir_);
  }
  fs::path dir_;
  mode_t umask_ = 022;
};

TEST_F(private_files, a_new_file_is_0600_and_an_existing_one_is_left_alone) {
  const auto path = dir_ / "sangam.db";
  EXPECT_TRUE(create_private_file(path));
  EXPECT_EQ(mode_of(path), 0600U);
  EXPECT_EQ(fs::file_size(path), 0U);

  std::ofstream(path) << "data";
  fs::permissions(path, fs::perms(0640));
  EXPECT_FALSE(create_private_file(path));
  EXPECT_EQ(read(path), "data");
  EXPECT_EQ(mode_of(path), 0640U);
  EXPECT_THROW(create_private_file(dir_ / "missing" / "x"), std::system_error);
}

TEST_F(private_files, a_written_file_is_whole_0600_and_kept_unless_replaced) {
  const auto path = dir_ / "document.key";
  EXPECT_TRUE(write_private_file(path, "first\n", false));
  EXPECT_EQ(mode_of(path), 0600U);
  EXPECT_FALSE(write_private_file(path, "second\n", false));  // the first one made stays
  EXPECT_EQ(read(path), "first\n");
  EXPECT_TRUE(write_private_file(path, "third\n", true));
  EXPECT_EQ(read(path), "third\n");
  EXPECT_EQ(mode_of(path), 0600U);
  // Nothing of the writes is left beside it.
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST_F(private_files, a_private_directory_is_0700) {
  const auto path = dir_ / "var" / "exports";
  create_private_directory(path);
  EXPECT_EQ(mode_of(path), 0700U);
  create_private_directory(path);  // already there: fine
  EXPECT_TRUE(fs::is_directory(path));
}

}  // namespace
}  // namespace sangam::core
