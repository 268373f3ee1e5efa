#include <gtest/gtest.h>
#include <sodium.h>

#include "core/log.hpp"
#include "support/api_fixture.hpp"

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  if (sodium_init() < 0) return 1;
  sangam::core::init_logging("warn");
  ::testing::AddGlobalTestEnvironment(new sangam::testing::engine_environment);
  return RUN_ALL_TESTS();
}
