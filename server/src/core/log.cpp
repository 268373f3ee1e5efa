#include "core/log.hpp"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <mutex>
#include <stdexcept>
#include <string>

namespace sangam::core {
namespace {

// spdlog's stdout sink flushes after every line (a syscall per request); this one lets stdio
// buffer and relies on flush_every / flush_on.
class buffered_stdout_sink final : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t line;
    formatter_->format(msg, line);
    std::fwrite(line.data(), 1, line.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};

}  // namespace

void init_logging(std::string_view level) {
  const auto parsed = spdlog::level::from_str(std::string(level));
  if (parsed == spdlog::level::off && level != "off") {
    throw std::invalid_argument("SANGAM_LOG_LEVEL must be trace, debug, info, warn, error or off");
  }
  auto logger =
      std::make_shared<spdlog::logger>("sangam", std::make_shared<buffered_stdout_sink>());
  logger->set_pattern("%Y-%m-%dT%H:%M:%S.%eZ %^%l%$ %v", spdlog::pattern_time_type::utc);
  logger->set_level(parsed);
  logger->flush_on(spdlog::level::warn);
  spdlog::set_default_logger(std::move(logger));
  spdlog::flush_every(std::chrono::seconds(1));
}

}  // namespace sangam::core
