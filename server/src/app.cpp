#include "app.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "core/origin.hpp"
#include "db/migrations.hpp"
#include "features/admin/accounts.hpp"
#include "features/context.hpp"
#include "features/demo/seed.hpp"
#include "features/feature.hpp"
#include "features/health/routes.hpp"

namespace sangam {
namespace {

// Demo mode: an empty database gets the demo content, and the log says how to sign in.
void prepare_demo(db::pool& db, db::writer& writer, const std::string& dir) {
  if (features::demo::database_is_empty(db)) {
    const auto seeded = features::demo::seed(writer, dir);
    spdlog::info("demo mode: loaded {} members from {}", seeded.members_added, dir);
  }
  const auto accounts = features::demo::read_accounts(dir);
  spdlog::info("demo mode: administrator {} / {} (sign in at /admin)", accounts.administrator.email,
               accounts.administrator.password);
  spdlog::info("demo mode: founder {} / {} (sign in at /founder-login)", accounts.founder.email,
               accounts.founder.password);
  spdlog::info("demo mode: mentor {} / {} (sign in at /founder-login, then /mentor-dashboard)",
               accounts.mentor.email, accounts.mentor.password);
  spdlog::info("demo mode: investor {} / {} (sign in at /founder-login, then /investor-dashboard)",
               accounts.investor.email, accounts.investor.password);
}

// The database's figures for GET /metrics: the writer's queue and batches, the pool's loans.
void report_database(core::metrics::registry& metrics, const db::pool& pool,
                     const db::writer& writer) {
  metrics.add_gauge("sangam_db_pool_in_use", "Read sessions lent out now",
                    [&pool] { return static_cast<double>(pool.in_use()); });
  using stats = db::writer::stats;
  const auto writer_figure = [&](std::string_view name, std::string_view help, auto field) {
    metrics.add_gauge(name, help,
                      [&writer, field] { return static_cast<double>(writer.snapshot().*field); });
  };
  writer_figure("sangam_db_write_queue_depth", "Units of work waiting for the writer",
                &stats::queued);
  writer_figure("sangam_db_write_batches", "Transactions the writer has committed or tried",
                &stats::batches);
  writer_figure("sangam_db_write_units", "Units of work the writer has run", &stats::units);
  writer_figure("sangam_db_write_units_failed", "Units of work that threw and were rolled back",
                &stats::failed);
  writer_figure("sangam_db_write_units_rejected", "Units of work refused: the queue was full",
                &stats::rejected);
  writer_figure("sangam_db_checkpoints", "SQLite: times the write-ahead log was copied back",
                &stats::checkpoints);
  for (std::size_t i = 0; i < stats::k_size_buckets; ++i) {
    metrics.add_gauge(
        "sangam_db_write_batches_by_size",
        "Batches by number of units, up to the size label (powers of two)",
        [&writer, i] { return static_cast<double>(writer.snapshot().batch_sizes[i]); },
        {{"size", std::to_string(std::size_t{1} << i)}});
  }
}

db::pool_options pool_options_of(const core::config& cfg) {
  return {.size = cfg.db_pool_size,
          .sync_full = cfg.db_sync == "full",
          .connect_timeout = cfg.db_connect_timeout,
          .statement_timeout = cfg.db_statement_timeout};
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
      pool_(cfg_.db, pool_options_of(cfg_)),
      writer_(pool_,
              {.queue_limit = cfg_.write_queue_limit, .batch_limit = cfg_.write_batch_limit}),
      monitor_(pool_, cfg_.health_probe_interval) {
  db::migrate(pool_, db::embedded_migrations());
  if (!cfg_.admin_email.empty() && features::admin::ensure_first_administrator(
                                       pool_, writer_, cfg_.admin_email, cfg_.admin_password)) {
    spdlog::info("created the first administrator, {}", cfg_.admin_email);
  }
  if (cfg_.demo) prepare_demo(pool_, writer_, cfg_.demo_dir);
  mail_sender_ = std::make_unique<mail::sender>(
      pool_, writer_, mail::smtp_settings{.smtp_url = cfg_.smtp_url, .from = cfg_.mail_from});
  // The scheme as written may be upper-case ("HTTPS://…"); its origin is not.
  const bool https = core::origin_of(cfg_.public_url).value_or("").starts_with("https://");
  http::server_options options{
      .host = cfg_.host,
      .port = cfg_.port,
      .io_threads = cfg_.io_threads,
      .worker_threads = cfg_.db_pool_size,
      .shutdown_grace = cfg_.shutdown_grace,
      .security = {.content_security_policy = content_security_policy(cfg_.error_report_origin),
                   .hsts = https},
      .work_queue_limit = cfg_.work_queue_limit,
      .work_queue_deadline = cfg_.work_queue_deadline,
      .max_connections = cfg_.max_connections,
      .max_connections_per_client = cfg_.max_connections_per_client,
      .sockets = {.session_check = cfg_.socket_session_check},
      .sessions = &session_sockets_,
      .metrics_token = cfg_.metrics_token,
  };
  const features::context context{.config = cfg_,
                                  .db = pool_,
                                  .writer = writer_,
                                  .events = events_,
                                  .limits = limiters_,
                                  .live = channels_,
                                  .personal = personal_data_,
                                  .background = background_,
                                  .sockets = session_sockets_,
                                  .public_url = [this] { return public_url_; },
                                  .secure_cookies = https};
  report_database(metrics_, pool_, writer_);
  http::router routes;
  if (const auto origin = core::origin_of(cfg_.public_url)) routes.set_allowed_origin(*origin);
  features::health::add_routes(routes, monitor_);
  for (const auto& f : features::all_features()) f.install(routes, context);
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
  // Background passes write and publish: they end while the writer and the bus still work.
  background_.stop();
  // Queued writes finish while what their callbacks use (the channels) is still there.
  writer_.stop();
  channels_.stop();
  mail_sender_.reset();
}

unsigned short app::start() {
  channels_.start();
  const auto port = server_->start();
  background_.start();
  return port;
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
