#include "support/api_fixture.hpp"

#include "features/personal_data.hpp"

#include <soci/soci.h>
#include <stdlib.h>

#include <cstdlib>

namespace sangam::testing {
namespace {

std::unique_ptr<pg_cluster> g_cluster;
std::filesystem::path g_temp_dir;

}  // namespace

void engine_environment::SetUp() {
  char pattern[] = "/tmp/sangam-api-XXXXXX";
  ASSERT_NE(mkdtemp(pattern), nullptr);
  g_temp_dir = pattern;
  if (postgresql()) g_cluster = std::make_unique<pg_cluster>();
}

void engine_environment::TearDown() {
  g_cluster.reset();
  std::error_code ec;
  std::filesystem::remove_all(g_temp_dir, ec);
}

bool engine_environment::postgresql() {
  const char* engine = std::getenv("SANGAM_TEST_ENGINE");
  return engine && std::string_view(engine) == "postgresql";
}

std::string engine_environment::database_url() {
  return postgresql() ? g_cluster->url() : (g_temp_dir / "sangam.db").string();
}

pg_cluster* engine_environment::cluster() {
  return g_cluster.get();
}
const std::filesystem::path& engine_environment::temp_dir() {
  return g_temp_dir;
}

core::config api_test::base_config() const {
  core::config c;
  c.host = "127.0.0.1";
  c.port = 0;
  c.db = engine_environment::database_url();
  c.web_root = (engine_environment::temp_dir() / "no-web").string();
  c.settings["SANGAM_DOCUMENT_KEY_FILE"] =
      (engine_environment::temp_dir() / "document.key").string();
  c.settings["SANGAM_EXPORT_DIR"] = (engine_environment::temp_dir() / "exports").string();
  c.log_level = "warn";
  c.db_pool_size = 4;
  c.io_threads = 2;
  c.health_probe_interval = std::chrono::milliseconds(50);
  // Administrators sign in with the password alone unless a test asks for the second factor.
  c.admin_two_factor_required = false;
  return c;
}

void api_test::SetUp() {
  cfg_ = base_config();
  start_app();
  empty_every_table();
  app_->reload_members();
}

// Every table the migrations made, from the schema itself (a new feature's tables need no
// listing here), with foreign keys off while it empties them; profiles keep the stand-in for
// erased members that migration 011 put there.
void api_test::empty_every_table() {
  auto sql = database().open_session();
  const bool postgresql = engine_environment::postgresql();
  std::vector<std::string> tables(200);
  if (postgresql) {
    *sql << "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
            " AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'",
        soci::into(tables);
    *sql << "SET session_replication_role = replica";  // no foreign-key triggers
  } else {
    *sql << "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " AND name <> 'schema_migrations'",
        soci::into(tables);
    *sql << "PRAGMA foreign_keys = OFF";
  }
  ASSERT_LT(tables.size(), 200u) << "more tables than this fixture reads at once";
  soci::transaction emptying(*sql);
  for (const auto& table : tables) {
    if (table == "profiles") {
      const std::string deleted_member = features::k_deleted_member_id;
      *sql << "DELETE FROM profiles WHERE id <> :id", soci::use(deleted_member);
    } else {
      *sql << "DELETE FROM " + table;
    }
  }
  emptying.commit();
  *sql << (postgresql ? "SET session_replication_role = DEFAULT" : "PRAGMA foreign_keys = ON");
}

void api_test::start_app() {
  app_.reset();
  app_ = std::make_unique<app>(cfg_);
  port_ = app_->start();
}

void api_test::TearDown() {
  app_.reset();
}

int api_test::count_rows(const std::string& table_and_condition) {
  int n = -1;
  auto sql = database().acquire();
  *sql << "SELECT COUNT(*) FROM " + table_and_condition, soci::into(n);
  return n;
}

std::string api_test::latest_mail_to(const std::string& address) {
  std::string body;
  auto sql = database().acquire();
  *sql << "SELECT body_text FROM outbox WHERE to_address = :a ORDER BY created_at DESC, id DESC",
      soci::use(address), soci::into(body);
  return sql->got_data() ? body : std::string{};
}

}  // namespace sangam::testing
