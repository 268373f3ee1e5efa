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
  // The grievance officer members may write to (DPDP Act 2023), shown on /settings
  // (SANGAM_GRIEVANCE_NAME, SANGAM_GRIEVANCE_EMAIL).
  std::string grievance_name = "Grievance Officer, Sangam";
  std::string grievance_email = "grievance@sangam.local";
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
  // Waitlist sign-ups allowed per client address per 10 minutes; 0 turns the limit off.
  unsigned waitlist_rate_limit = 10;
  // Applications per client address per 10 minutes (POST /api/applications).
  unsigned application_rate_limit = 10;
  // Requests per client address per 10 minutes to the public sign-in forms (the e-mail step,
  // set-up links, setting a first password) and the e-mail change confirmation.
  unsigned public_form_rate_limit = 30;
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
  // The key that encrypts identity documents at rest (64 hex digits); when unset, the key kept in
  // document_key_file (made on first start).
  std::string document_key;
  std::string document_key_file = "var/document.key";
  // Prepared data exports are kept here as files, mode 0600, until they expire
  // (SANGAM_EXPORT_DIR; several instances share one directory).
  std::string export_dir = "var/exports";
  // Exports a member may ask for in 24 hours (SANGAM_EXPORTS_PER_DAY); past it, 429.
  unsigned exports_per_day = 3;
  // How often expired exports' files and rows are looked for.
  std::chrono::milliseconds export_sweep_interval{60000};
  // Text messages (phone verification codes) are appended to this file, one per line, when set
  // (SANGAM_SMS_FILE; development and end-to-end tests); otherwise they go to the log.
  std::string sms_file;
  // How often an open WebSocket asks whether its session is still alive
  // (SANGAM_SOCKET_SESSION_CHECK; ended sessions close their sockets at once regardless).
  std::chrono::seconds socket_session_check{60};
  unsigned io_threads = 0;  // 0: one per core
  std::chrono::milliseconds health_probe_interval{1000};
  // How often the member index picks up profiles changed by other instances.
  std::chrono::milliseconds member_refresh_interval{5000};
  // The longest wait between two looks for messages left unread long enough for an e-mail
  // (it also looks when the oldest one falls due).
  std::chrono::milliseconds unread_mail_interval{30000};
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
