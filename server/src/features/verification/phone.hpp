#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "db/pool.hpp"
#include "db/tx.hpp"
#include "db/writer.hpp"

namespace sangam::features::verification {

using clock_time = std::chrono::system_clock::time_point;

inline constexpr auto k_code_lifetime = std::chrono::minutes(10);
inline constexpr int k_code_tries = 5;

// A new six-digit code for the number (any earlier one is void): its hash is kept, the text
// message goes to the outbox, and the phone step waits (in-progress).
void start_phone_check(db::tx& t, std::string_view member, const std::string& phone,
                       clock_time now);

// Checks the member's code, each check taking one of the code's tries first (parallel checks never
// judge more codes than there were tries). Confirmed: the phone step is completed. Wrong: the try
// stays spent (the caller commits and then refuses). No tries or time left: expired.
enum class code_check { confirmed, wrong, expired, none_sent };
struct code_outcome final {
  code_check result = code_check::none_sent;
  int tries_left = 0;
};
code_outcome confirm_phone(db::tx& t, std::string_view member, std::string_view code,
                           clock_time now);

// Where text messages go. The development sender writes them to the log; a gateway plugs in here.
class sms_sender {
 public:
  virtual ~sms_sender() = default;
  virtual void send(const std::string& to, const std::string& body) = 0;
};
class log_sms_sender final : public sms_sender {
 public:
  void send(const std::string& to, const std::string& body) override;
};

// Appends each message to a file as one line, "<to> <body>" (SANGAM_SMS_FILE): development and
// the end-to-end tests read the codes there.
class file_sms_sender final : public sms_sender {
 public:
  explicit file_sms_sender(std::string path) : path_(std::move(path)) {}
  void send(const std::string& to, const std::string& body) override;

 private:
  std::string path_;
  std::mutex mutex_;
};
// The file sender when SANGAM_SMS_FILE is set, otherwise the log sender.
std::shared_ptr<sms_sender> make_sms_sender(const core::config& config);

// Hands the outbox's unsent messages to the sender and marks them sent.
void deliver_sms(db::pool& db, db::writer& writer, sms_sender& sender);

}  // namespace sangam::features::verification
