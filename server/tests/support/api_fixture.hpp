#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "app.hpp"
#include "core/config.hpp"
#include "support/eventually.hpp"
#include "support/http_client.hpp"
#include "support/pg_cluster.hpp"

namespace sangam::testing {

// The engine under test comes from SANGAM_TEST_ENGINE (sqlite or postgresql); ctest runs the
// suite once for each. For PostgreSQL a throwaway cluster lives as long as the test program.
class engine_environment final : public ::testing::Environment {
 public:
  void SetUp() override;
  void TearDown() override;

  static bool postgresql();
  static std::string database_url();
  static pg_cluster* cluster();
  static const std::filesystem::path& temp_dir();
};

// Each test gets a fresh server (fresh rate limits) on a free port over the shared database,
// emptied first.
class api_test : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // Starts the server; tests that need another configuration change cfg_ and call it again.
  void start_app();
  core::config base_config() const;
  void empty_every_table();

  http_client client(const std::string& from = "127.0.0.1") const {
    return http_client(port_, from);
  }
  // A client that sends this Cookie header ("name=value") with every request.
  http_client as(const std::string& cookie) const {
    auto c = client();
    c.extra_headers = "Cookie: " + cookie + "\r\n";
    return c;
  }
  db::pool& database() { return app_->database(); }
  int count_rows(const std::string& table_and_condition);
  // The text of the newest e-mail queued for `address`; empty when there is none.
  std::string latest_mail_to(const std::string& address);

  core::config cfg_;
  std::unique_ptr<app> app_;
  unsigned short port_ = 0;
};

}  // namespace sangam::testing
