#pragma once

#include <map>
#include <stdexcept>
#include <string>

namespace sangam::core {

// Field name -> message shown next to that field.
using field_errors = std::map<std::string, std::string>;

// The one request-level error: a status, a stable code and a sentence for people. Thrown anywhere
// in a handler and turned into the JSON error shape once, at the top of the request.
class api_error final : public std::runtime_error {
 public:
  api_error(int status, std::string code, std::string message, field_errors fields = {})
      : std::runtime_error(message),
        status_(status),
        code_(std::move(code)),
        fields_(std::move(fields)) {}

  int status() const noexcept { return status_; }
  const std::string& code() const noexcept { return code_; }
  const field_errors& fields() const noexcept { return fields_; }
  // For 429: seconds until a retry may succeed (sent as Retry-After); 0 when not said.
  long retry_after() const noexcept { return retry_after_; }
  api_error&& with_retry_after(long seconds) && {
    retry_after_ = seconds;
    return std::move(*this);
  }

  static api_error validation(field_errors fields) {
    return {400, "validation_failed", "Some fields need attention.", std::move(fields)};
  }
  static api_error bad_request(std::string message) {
    return {400, "bad_request", std::move(message)};
  }
  static api_error not_found() { return {404, "not_found", "Nothing here."}; }

 private:
  int status_;
  std::string code_;
  field_errors fields_;
  long retry_after_ = 0;
};

}  // namespace sangam::core
