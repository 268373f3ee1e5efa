// sangam: the one binary. Sub-commands: serve, migrate, seed --demo, admin create.
#include <sodium.h>
#include <spdlog/spdlog.h>
#include <CLI/CLI.hpp>

#include <termios.h>
#include <unistd.h>

#include <cstdio>
#include <exception>
#include <iostream>
#include <string>

#include "app.hpp"
#include "core/config.hpp"
#include "core/error.hpp"
#include "core/log.hpp"
#include "db/migrations.hpp"
#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/admin/accounts.hpp"
#include "features/demo/seed.hpp"

namespace {

void add_db_option(CLI::App& command, sangam::core::config& cfg) {
  command.add_option("--db", cfg.db, "SQLite file or postgresql:// URL (SANGAM_DB)");
}

int serve(sangam::core::config cfg) {
  sangam::app service(std::move(cfg));
  const auto port = service.start();
  service.stop_on_signals();
  spdlog::info("sangam {} listening on http://{}:{}", SANGAM_VERSION, service.config().host, port);
  service.wait();
  spdlog::info("stopped");
  return 0;
}

int migrate(const sangam::core::config& cfg) {
  sangam::db::pool pool(cfg.db, 1);
  const int applied = sangam::db::migrate(pool, sangam::db::embedded_migrations());
  spdlog::info("{} migration(s) applied; schema is current", applied);
  return 0;
}

int seed_demo(const sangam::core::config& cfg) {
  sangam::db::pool pool(cfg.db, 1);
  sangam::db::migrate(pool, sangam::db::embedded_migrations());
  sangam::db::writer writer(pool);
  const auto seeded = sangam::features::demo::seed(writer, cfg.demo_dir);
  spdlog::info("demo content from {}: {} member(s) added{}", cfg.demo_dir, seeded.members_added,
               seeded.administrator_added ? ", demo administrator added" : "");
  return 0;
}

// A password from the terminal (not echoed, asked twice) or, when piped, the first line of stdin.
std::string read_password() {
  std::string password;
  if (!isatty(STDIN_FILENO)) {
    std::getline(std::cin, password);
    return password;
  }
  termios saved{};
  tcgetattr(STDIN_FILENO, &saved);
  termios quiet = saved;
  quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
  tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
  std::string again;
  std::cerr << "Password: " << std::flush;
  std::getline(std::cin, password);
  std::cerr << "\nRepeat password: " << std::flush;
  std::getline(std::cin, again);
  std::cerr << "\n";
  tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  if (password != again) throw std::runtime_error("the passwords do not match");
  return password;
}

int create_admin(const sangam::core::config& cfg, const std::string& email) {
  sangam::db::pool pool(cfg.db, 1);
  sangam::db::migrate(pool, sangam::db::embedded_migrations());
  sangam::db::writer writer(pool);
  try {
    sangam::features::admin::create_administrator(writer, email, read_password());
  } catch (const sangam::core::api_error& e) {
    std::string reason = e.what();
    for (const auto& [field, message] : e.fields()) reason = message;
    throw std::runtime_error(reason);
  }
  spdlog::info("administrator {} created", email);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
    auto cfg = sangam::core::config_from_process_env();

    CLI::App cli{"Sangam: the invitation-only network for startup founders in India"};
    cli.require_subcommand(1);
    auto* serve_cmd = cli.add_subcommand("serve", "Serve the web app and the API");
    serve_cmd->add_option("--host", cfg.host, "Address to listen on (SANGAM_HOST)");
    serve_cmd->add_option("--port", cfg.port, "Port to listen on, 0 for any (SANGAM_PORT)");
    serve_cmd->add_option("--web-root", cfg.web_root, "Built web app (SANGAM_WEB_ROOT)");
    add_db_option(*serve_cmd, cfg);
    auto* migrate_cmd = cli.add_subcommand("migrate", "Bring the database schema up to date");
    add_db_option(*migrate_cmd, cfg);
    auto* seed_cmd = cli.add_subcommand("seed", "Load content into the database");
    bool demo_content = false;
    seed_cmd->add_flag("--demo", demo_content, "The demo content of data/demo (idempotent)")
        ->required();
    seed_cmd->add_option("--from", cfg.demo_dir, "Folder of the demo content (SANGAM_DEMO_DIR)");
    add_db_option(*seed_cmd, cfg);
    auto* admin_cmd = cli.add_subcommand("admin", "Manage administrators");
    admin_cmd->require_subcommand(1);
    auto* admin_create = admin_cmd->add_subcommand(
        "create", "Create an administrator; the password is asked for, or read from stdin");
    std::string admin_email;
    admin_create->add_option("--email", admin_email, "The administrator's e-mail")->required();
    add_db_option(*admin_create, cfg);
    CLI11_PARSE(cli, argc, argv);

    sangam::core::init_logging(cfg.log_level);
    if (*serve_cmd) return serve(std::move(cfg));
    if (*admin_create) return create_admin(cfg, admin_email);
    if (*seed_cmd) return seed_demo(cfg);
    return migrate(cfg);
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    std::fprintf(stderr, "sangam: %s\n", e.what());
    return 1;
  }
}
