#pragma once

#include <memory>

#include "core/config.hpp"
#include "core/events.hpp"
#include "core/metrics/registry.hpp"
#include "db/health_monitor.hpp"
#include "db/pool.hpp"
#include "db/writer.hpp"
#include "features/context.hpp"
#include "http/server.hpp"
#include "http/session_sockets.hpp"
#include "mail/sender.hpp"

namespace sangam {

// The whole service wired together from a config: database, migrations, every feature's routes
// and the HTTP server. main() and the API tests both build one.
class app final {
 public:
  explicit app(core::config cfg);
  ~app();

  unsigned short start();  // returns the bound port
  void stop_on_signals();
  void stop();
  void wait();
  void wake_mail();  // deliver queued e-mail now (tests)

  db::pool& database() noexcept { return pool_; }
  db::writer& writer() noexcept { return writer_; }
  // Where every part reports its metrics (served at GET /metrics).
  core::metrics::registry& metrics() noexcept { return metrics_; }
  // The address users see (SANGAM_PUBLIC_URL, else this server's own), for e-mailed links.
  const std::string& public_url() const noexcept { return public_url_; }
  const core::config& config() const noexcept { return cfg_; }
  // Tells every feature that members changed in bulk (tests that write profiles directly).
  void reload_members() { events_.publish(features::topics::members_reloaded, ""); }
  const http::router& routes() const noexcept { return server_->routes(); }

 private:
  core::config cfg_;
  core::metrics::registry metrics_;  // before everything that reports into it
  db::pool pool_;
  db::writer writer_;
  db::health_monitor monitor_;
  // Declared after the database: features' state that listens here uses it until it goes.
  core::event_bus events_;
  features::limiters limiters_;
  features::channels channels_{pool_};
  features::personal_data personal_data_;
  features::background_work background_;
  http::session_sockets session_sockets_;  // outlives the server, whose sockets it lists
  std::string public_url_;
  std::unique_ptr<mail::sender> mail_sender_;
  std::unique_ptr<http::server> server_;
};

// The Content-Security-Policy for the web app: nothing inline, nothing from elsewhere except an
// optional error-reporting origin.
std::string content_security_policy(std::string_view error_report_origin);

}  // namespace sangam
