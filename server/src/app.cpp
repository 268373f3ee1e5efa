#include "app.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "db/migrations.hpp"
#include "features/admin/accounts.hpp"
#include "features/admin/routes.hpp"
#include "features/applications/routes.hpp"
#include "features/auth/routes.hpp"
#include "features/demo/seed.hpp"
#include "features/discover/routes.hpp"
#include "features/health/routes.hpp"
#include "features/moderation/routes.hpp"
#include "features/notifications/routes.hpp"
#include "features/profiles/routes.hpp"
#include "features/waitlist/routes.hpp"

namespace sangam {
namespace {

constexpr auto k_failure_window = std::chrono::minutes(15);

// Demo mode: an empty database gets the demo content, and the log says how to sign in.
void prepare_demo(db::pool& db, const std::string& dir) {
  if (features::demo::database_is_empty(db)) {
    const auto seeded = features::demo::seed(db, dir);
    spdlog::info("demo mode: loaded {} members from {}", seeded.members_added, dir);
  }
  const auto accounts = features::demo::read_accounts(dir);
  spdlog::info("demo mode: administrator {} / {} (sign in at /admin)", accounts.administrator.email,
               accounts.administrator.password);
  spdlog::info("demo mode: founder {} / {} (sign in at /founder-login)", accounts.founder.email,
               accounts.founder.password);
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
      pool_(cfg_.db, db::pool_options{.size = cfg_.db_pool_size,
                                      .sync_full = cfg_.db_sync == "full",
                                      .connect_timeout = cfg_.db_connect_timeout,
                                      .statement_timeout = cfg_.db_statement_timeout}),
      monitor_(pool_, cfg_.health_probe_interval),
      waitlist_limiter_(cfg_.waitlist_rate_limit, std::chrono::minutes(10)),
      applications_limiter_(10, std::chrono::minutes(10)),
      public_forms_limiter_(30, std::chrono::minutes(10)),
      failures_by_account_(10, k_failure_window),
      failures_by_address_(50, k_failure_window),
      reports_limiter_(20, std::chrono::hours(1)) {
  db::migrate(pool_, db::embedded_migrations());
  if (!cfg_.admin_email.empty() &&
      features::admin::ensure_first_administrator(pool_, cfg_.admin_email, cfg_.admin_password)) {
    spdlog::info("created the first administrator, {}", cfg_.admin_email);
  }
  if (cfg_.demo) prepare_demo(pool_, cfg_.demo_dir);
  member_sync_ = std::make_unique<features::discover::member_sync>(pool_, member_index_,
                                                                   cfg_.member_refresh_interval);
  mail_sender_ = std::make_unique<mail::sender>(
      pool_, mail::smtp_settings{.smtp_url = cfg_.smtp_url, .from = cfg_.mail_from});
  http::server_options options{
      .host = cfg_.host,
      .port = cfg_.port,
      .io_threads = cfg_.io_threads,
      .worker_threads = cfg_.db_pool_size,
      .shutdown_grace = cfg_.shutdown_grace,
      .security = {.content_security_policy = content_security_policy(cfg_.error_report_origin),
                   .hsts = cfg_.public_url.starts_with("https://")},
      .work_queue_limit = cfg_.work_queue_limit,
      .work_queue_deadline = cfg_.work_queue_deadline,
      .max_connections = cfg_.max_connections,
      .max_connections_per_client = cfg_.max_connections_per_client,
      .metrics_token = cfg_.metrics_token,
  };
  const features::auth::throttles throttles{public_forms_limiter_, failures_by_account_,
                                            failures_by_address_};
  const features::auth::settings auth_settings{
      .link_base = [this] { return public_url_; },
      .secure_cookies = cfg_.public_url.starts_with("https://")};
  http::router routes;
  features::health::add_routes(routes, monitor_);
  features::waitlist::add_routes(routes, pool_, waitlist_limiter_);
  features::applications::add_routes(routes, pool_, applications_limiter_);
  features::auth::add_routes(routes, pool_, throttles, auth_settings);
  features::moderation::add_routes(routes, pool_, reports_limiter_);
  features::admin::add_routes(routes, pool_, throttles, auth_settings, [this](std::string_view id) {
    member_sync_->member_changed(id);
    card_cache_.forget(std::string(id));
  });
  features::profiles::add_photo_routes(routes, pool_);
  features::discover::add_routes(routes, pool_, member_index_, deck_cache_, card_cache_);
  features::notifications::add_routes(routes, pool_);
  server_ = std::make_unique<http::server>(std::move(options), std::move(routes),
                                           http::static_files::load(cfg_.web_root), metrics_);
  public_url_ = cfg_.public_url.empty() ? fmt::format("http://localhost:{}", server_->port())
                                        : cfg_.public_url;
  while (public_url_.ends_with('/')) public_url_.pop_back();
}

app::~app() {
  if (server_) {
    server_->stop();
    server_->wait();
  }
}

unsigned short app::start() {
  return server_->start();
}
void app::wake_mail() {
  mail_sender_->wake();
}
void app::stop_on_signals() {
  server_->stop_on_signals();
}
void app::stop() {
  server_->stop();
}
void app::wait() {
  server_->wait();
}

}  // namespace sangam
