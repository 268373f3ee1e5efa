#include "core/config.hpp"

#include <unistd.h>
#include <charconv>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

#include "core/origin.hpp"

namespace sangam::core {
namespace {

template <typename Int>
Int parse_number(std::string_view name, std::string_view text, Int min, Int max) {
  long long value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc{} || ptr != end || value < static_cast<long long>(min) ||
      value > static_cast<long long>(max)) {
    throw std::invalid_argument(std::string(name) + " must be a whole number from " +
                                std::to_string(min) + " to " + std::to_string(max));
  }
  return static_cast<Int>(value);
}

bool parse_flag(const char* name, const std::string& text) {
  if (text == "1" || text == "true" || text == "yes") return true;
  if (text == "0" || text == "false" || text == "no" || text.empty()) return false;
  throw std::invalid_argument(std::string(name) + " must be 1 or 0");
}

}  // namespace

config config_from_env(const env_lookup& lookup) {
  config c;
  auto text = [&](const char* name, std::string& field) {
    if (auto v = lookup(name)) field = *v;
  };
  text("SANGAM_HOST", c.host);
  text("SANGAM_DB", c.db);
  text("SANGAM_WEB_ROOT", c.web_root);
  text("SANGAM_PUBLIC_URL", c.public_url);
  text("SANGAM_SMTP_URL", c.smtp_url);
  text("SANGAM_MAIL_FROM", c.mail_from);
  text("SANGAM_ADMIN_EMAIL", c.admin_email);
  text("SANGAM_ADMIN_PASSWORD", c.admin_password);
  text("SANGAM_LOG_LEVEL", c.log_level);
  text("SANGAM_DEMO_DIR", c.demo_dir);
  text("SANGAM_ERROR_REPORT_ORIGIN", c.error_report_origin);
  text("SANGAM_METRICS_TOKEN", c.metrics_token);
  text("SANGAM_DB_SYNC", c.db_sync);
  if (c.db_sync != "normal" && c.db_sync != "full") {
    throw std::invalid_argument("SANGAM_DB_SYNC must be normal or full");
  }
  if (!c.error_report_origin.empty() &&
      (!c.error_report_origin.starts_with("https://") ||
       c.error_report_origin.find_first_of(" ;,'\"") != std::string::npos)) {
    throw std::invalid_argument("SANGAM_ERROR_REPORT_ORIGIN must be an https:// origin");
  }
  if (!c.public_url.empty() && !origin_of(c.public_url)) {
    throw std::invalid_argument("SANGAM_PUBLIC_URL must be an http:// or https:// address");
  }
  if (auto v = lookup("SANGAM_PORT")) {
    c.port = parse_number<unsigned short>("SANGAM_PORT", *v, 0, 65535);
  }
  if (auto v = lookup("SANGAM_DEMO")) c.demo = parse_flag("SANGAM_DEMO", *v);
  c.admin_two_factor_required = !c.demo;
  if (auto v = lookup("SANGAM_ADMIN_2FA")) {
    if (*v != "required" && *v != "optional") {
      throw std::invalid_argument("SANGAM_ADMIN_2FA must be required or optional");
    }
    c.admin_two_factor_required = *v == "required";
  }
  if (auto v = lookup("SANGAM_DB_POOL")) {
    c.db_pool_size = parse_number<unsigned>("SANGAM_DB_POOL", *v, 1, 256);
  }
  if (auto v = lookup("SANGAM_IO_THREADS")) {
    c.io_threads = parse_number<unsigned>("SANGAM_IO_THREADS", *v, 0, 256);
  }
  if (auto v = lookup("SANGAM_WRITE_QUEUE")) {
    c.write_queue_limit = parse_number<unsigned>("SANGAM_WRITE_QUEUE", *v, 1, 1000000);
  }
  if (auto v = lookup("SANGAM_WRITE_BATCH")) {
    c.write_batch_limit = parse_number<unsigned>("SANGAM_WRITE_BATCH", *v, 1, 100000);
  }
  if (auto v = lookup("SANGAM_DB_CONNECT_TIMEOUT")) {
    c.db_connect_timeout =
        std::chrono::seconds(parse_number<unsigned>("SANGAM_DB_CONNECT_TIMEOUT", *v, 1, 3600));
  }
  if (auto v = lookup("SANGAM_DB_STATEMENT_TIMEOUT")) {
    c.db_statement_timeout = std::chrono::milliseconds(
        parse_number<unsigned>("SANGAM_DB_STATEMENT_TIMEOUT", *v, 1, 3600000));
  }
  if (auto v = lookup("SANGAM_WORK_QUEUE")) {
    c.work_queue_limit = parse_number<unsigned>("SANGAM_WORK_QUEUE", *v, 1, 1000000);
  }
  if (auto v = lookup("SANGAM_WORK_DEADLINE_MS")) {
    c.work_queue_deadline =
        std::chrono::milliseconds(parse_number<unsigned>("SANGAM_WORK_DEADLINE_MS", *v, 1, 600000));
  }
  if (auto v = lookup("SANGAM_SOCKET_SESSION_CHECK")) {
    c.socket_session_check =
        std::chrono::seconds(parse_number<unsigned>("SANGAM_SOCKET_SESSION_CHECK", *v, 1, 3600));
  }
  if (auto v = lookup("SANGAM_MAX_CONNECTIONS")) {
    c.max_connections = parse_number<unsigned>("SANGAM_MAX_CONNECTIONS", *v, 1, 1000000);
  }
  if (auto v = lookup("SANGAM_MAX_CONNECTIONS_PER_CLIENT")) {
    c.max_connections_per_client =
        parse_number<unsigned>("SANGAM_MAX_CONNECTIONS_PER_CLIENT", *v, 1, 1000000);
  }
  return c;
}

config config_from_process_env() {
  auto c = config_from_env([](const char* name) -> std::optional<std::string> {
    if (const char* v = std::getenv(name)) return std::string(v);
    return std::nullopt;
  });
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string_view variable(*entry);
    const auto equals = variable.find('=');
    if (variable.starts_with("SANGAM_") && equals != std::string_view::npos) {
      c.settings.emplace(variable.substr(0, equals), variable.substr(equals + 1));
    }
  }
  return c;
}

unsigned number_setting(const config& c, std::string_view name, unsigned fallback, unsigned min,
                        unsigned max) {
  const auto found = c.settings.find(name);
  return found == c.settings.end() ? fallback : parse_number(name, found->second, min, max);
}

}  // namespace sangam::core
