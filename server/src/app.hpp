#pragma once

#include <memory>

#include "core/config.hpp"
#include "db/health_monitor.hpp"
#include "db/pool.hpp"
#include "http/rate_limiter.hpp"
#include "http/server.hpp"

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

  db::pool& database() noexcept { return pool_; }
  const core::config& config() const noexcept { return cfg_; }

 private:
  core::config cfg_;
  db::pool pool_;
  db::health_monitor monitor_;
  http::rate_limiter waitlist_limiter_;
  std::unique_ptr<http::server> server_;
};

// The Content-Security-Policy for the web app: nothing inline, nothing from elsewhere except an
// optional error-reporting origin.
std::string content_security_policy(std::string_view error_report_origin);

}  // namespace sangam
