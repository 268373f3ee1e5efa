// Issue 25, "not confirmed": the SQLite database was made 0644 (the umask's choice), with the
// document key beside it. Both are now made 0600 whatever the umask, and the key's place is
// SANGAM_DOCUMENT_KEY_FILE (docs/operations.md).
#include <sys/stat.h>

#include <fstream>

#include "support/api_fixture.hpp"
#include "support/file_mode.hpp"

namespace sangam::testing {
namespace {

namespace fs = std::filesystem;

class file_modes_api : public api_test {};

TEST_F(file_modes_api, the_database_and_the_document_key_are_made_for_the_server_alone) {
  const auto dir = engine_environment::temp_dir() / "fresh-install";
  const auto key = dir / "secrets" / "document.key";
  const auto db = dir / "data" / "sangam.db";
  cfg_.settings["SANGAM_DOCUMENT_KEY_FILE"] = key.string();
  if (!engine_environment::postgresql()) cfg_.db = db.string();
  const auto umask_before = ::umask(0);  // the most permissive: the modes must not come from it
  start_app();
  ::umask(umask_before);

  EXPECT_EQ(mode_of(key), 0600U);
  if (!engine_environment::postgresql()) {
    EXPECT_EQ(mode_of(db), 0600U);
    for (const auto* suffix : {"-wal", "-shm"}) {
      auto beside = db;
      beside += suffix;
      if (fs::exists(beside)) {
        EXPECT_EQ(mode_of(beside), 0600U) << suffix;
      }
    }
  }

  // A restart keeps the key it made (a new one could not open the documents kept).
  std::string first;
  std::getline(std::ifstream(key), first);
  ASSERT_EQ(first.size(), 64U);
  start_app();
  std::string again;
  std::getline(std::ifstream(key), again);
  EXPECT_EQ(again, first);
  EXPECT_EQ(mode_of(key), 0600U);
}

}  // namespace
}  // namespace sangam::testing
