#include "app.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "db/migrations.hpp"
#include "features/health/routes.hpp"
#include "features/waitlist/routes.hpp"

namespace sangam {
namespace {

http::router build_routes(db::pool& pool, const db::health_monitor& monitor,
                          http::rate_limiter& waitlist_limiter) {
  http::router routes;
  features::health::add_routes(routes, monitor);
  features::waitlist::add_routes(routes, pool, waitlist_limiter);
  return routes;
}

}  // namespace

std::string content_security_policy(std::string_view error_report_origin) {
  return fmt::format(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
      "font-src 'self'; connect-src 'self'{}{}; object-src 'none'; base-uri 'self'; "
      "form-action 'self'; frame-ancestors 'none'",
      error_report_origin.empty() ? "" : " ", error_report_origin);
}

app::app(core::config cfg)
    : cfg_(std::move(cfg)),
      pool_(cfg_.db, cfg_.db_pool_size),
      monitor_(pool_, cfg_.health_probe_interval),
      waitlist_limiter_(cfg_.waitlist_rate_limit, std::chrono::minutes(10)) {
  db::migrate(pool_, db::embedded_migrations());
  http::server_options options{
      .host = cfg_.host,
      .port = cfg_.port,
      .io_threads = cfg_.io_threads,
      .worker_threads = cfg_.db_pool_size,
      .shutdown_grace = cfg_.shutdown_grace,
      .security = {.content_security_policy = content_security_policy(cfg_.error_report_origin),
                   .hsts = cfg_.public_url.starts_with("https://")},
  };
  server_ = std::make_unique<http::server>(std::move(options),
                                           build_routes(pool_, monitor_, waitlist_limiter_),
                                           http::static_files::load(cfg_.web_root));
}

app::~app() {
  if (server_) {
    server_->stop();
    server_->wait();
  }
}

unsigned short app::start() { return server_->start(); }
void app::stop_on_signals() { server_->stop_on_signals(); }
void app::stop() { server_->stop(); }
void app::wait() { server_->wait(); }

}  // namespace sangam
