#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace sangam::core {

// Everything the server can be told. Precedence: command-line flags, then SANGAM_* environment
// variables, then these defaults (docs/operations.md lists them all).
struct config final {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  std::string db = "var/sangam.db";
  std::string web_root = "web/dist";
  std::string public_url;
  std::string smtp_url;
  std::string mail_from = "Sangam <no-reply@sangam.local>";
  std::string admin_email;
  std::string admin_password;
  bool demo = false;
  // SANGAM_ADMIN_2FA: required (an administrator without two-factor enrols at sign-in) or
  // optional (the password alone for those without it). Unset: required, optional in demo mode.
  bool admin_two_factor_required = true;
  std::string demo_dir = "data/demo";  // demo content for `seed --demo` and SANGAM_DEMO
  // An https origin that browser error reports may be sent to (added to the CSP's connect-src).
  std::string error_report_origin;
  std::string log_level = "info";
  unsigned db_pool_size = 8;
  // SQLite durability (SANGAM_DB_SYNC): normal survives a process crash, full also a power loss.
  std::string db_sync = "normal";
  // Writes waiting for the writer beyond this many are refused with 503 (SANGAM_WRITE_QUEUE).
  unsigned write_queue_limit = 8192;
  // At most this many writes share one transaction (SANGAM_WRITE_BATCH).
  unsigned write_batch_limit = 512;
  // PostgreSQL: connecting and each statement give up after these (SANGAM_DB_CONNECT_TIMEOUT,
  // seconds; SANGAM_DB_STATEMENT_TIMEOUT, milliseconds).
  std::chrono::seconds db_connect_timeout{5};
  std::chrono::milliseconds db_statement_timeout{5000};
  // Requests waiting for a worker thread: at most this many (SANGAM_WORK_QUEUE), for at most
  // this long (SANGAM_WORK_DEADLINE_MS); past either, 503 with Retry-After.
  unsigned work_queue_limit = 4096;
  std::chrono::milliseconds work_queue_deadline{5000};
  // Open connections in total and per client address (SANGAM_MAX_CONNECTIONS,
  // SANGAM_MAX_CONNECTIONS_PER_CLIENT).
  unsigned max_connections = 10000;
  unsigned max_connections_per_client = 256;
  // GET /metrics answers loopback clients, or anyone presenting this bearer token
  // (SANGAM_METRICS_TOKEN).
  std::string metrics_token;
  // How often an open WebSocket asks whether its session is still alive
  // (SANGAM_SOCKET_SESSION_CHECK; ended sessions close their sockets at once regardless).
  std::chrono::seconds socket_session_check{60};
  unsigned io_threads = 0;  // 0: one per core
  std::chrono::milliseconds health_probe_interval{1000};
  std::chrono::seconds shutdown_grace{10};
  // Every SANGAM_* variable as given, by name: where a feature's own settings are read from
  // (features::setting), so that a new setting is declared in its feature, not in this struct.
  std::map<std::string, std::string, std::less<>> settings;
};

using env_lookup = std::function<std::optional<std::string>(const char* name)>;

// Reads SANGAM_* variables over the defaults; throws std::invalid_argument naming a bad value.
config config_from_env(const env_lookup& lookup);
// The process's: config_from_env over its environment, with every SANGAM_* variable in settings.
config config_from_process_env();

// A whole number among the configuration's settings (`name`, e.g. SANGAM_TRENDING_REFRESH), or
// `fallback` when it is not set; std::invalid_argument naming it when it is not one from min to
// max.
unsigned number_setting(const config& c, std::string_view name, unsigned fallback, unsigned min,
                        unsigned max);

}  // namespace sangam::core
