#pragma once

#include <memory>

#include "core/config.hpp"
#include "core/metrics/registry.hpp"
#include "db/health_monitor.hpp"
#include "db/pool.hpp"
#include "features/discover/card_cache.hpp"
#include "features/discover/deck_cache.hpp"
#include "features/discover/member_index.hpp"
#include "features/discover/member_sync.hpp"
#include "http/rate_limiter.hpp"
#include "http/server.hpp"
#include "mail/sender.hpp"

namespace sangam {

// The whole service wired together from a config: database, migrations, routes of every feature
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
  // Where every part reports its metrics (served at GET /metrics).
  core::metrics::registry& metrics() noexcept { return metrics_; }
  // The address users see (SANGAM_PUBLIC_URL, else this server's own), for e-mailed links.
  const std::string& public_url() const noexcept { return public_url_; }
  const core::config& config() const noexcept { return cfg_; }
  // Re-reads every member into the deck's index (tests that write profiles directly).
  void reload_members() { member_sync_->reload_all(); }

 private:
  core::config cfg_;
  core::metrics::registry metrics_;  // before everything that reports into it
  db::pool pool_;
  db::health_monitor monitor_;
  http::rate_limiter waitlist_limiter_;
  http::rate_limiter applications_limiter_;
  http::rate_limiter public_forms_limiter_;
  http::rate_limiter failures_by_account_;
  http::rate_limiter failures_by_address_;
  http::rate_limiter reports_limiter_;
  features::discover::member_index member_index_;
  features::discover::deck_cache deck_cache_;
  features::discover::card_cache card_cache_;
  std::unique_ptr<features::discover::member_sync> member_sync_;
  std::string public_url_;
  std::unique_ptr<mail::sender> mail_sender_;
  std::unique_ptr<http::server> server_;
};

// The Content-Security-Policy for the web app: nothing inline, nothing from elsewhere except an
// optional error-reporting origin.
std::string content_security_policy(std::string_view error_report_origin);

}  // namespace sangam
